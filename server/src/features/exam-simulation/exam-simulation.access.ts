import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// Starting is probed only with the personas that must be refused: a permitted start would leave a
// running simulation behind for the persona.
export const examSimulationAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/exam-simulations', access: { page: 'courses' } },
  { method: 'POST', path: '/api/exam-simulations', access: { page: 'courses' }, probe: { refusalsOnly: true } },
  {
    method: 'GET',
    path: '/api/exam-simulations/:id',
    access: { page: 'courses' },
    probe: { path: `/api/exam-simulations/${NO_SUCH_ID}`, status: 404 },
  },
  {
    method: 'PUT',
    path: '/api/exam-simulations/:id/answers/:questionId',
    access: { page: 'courses' },
    probe: { path: `/api/exam-simulations/${NO_SUCH_ID}/answers/${NO_SUCH_ID}`, body: { selected: [0], marked: false }, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/exam-simulations/:id/submit',
    access: { page: 'courses' },
    probe: { path: `/api/exam-simulations/${NO_SUCH_ID}/submit`, status: 404 },
  },
  { method: 'GET', path: '/api/admin/exam-simulation', access: 'admin' },
  { method: 'PUT', path: '/api/admin/exam-simulation', access: 'admin', probe: { body: {}, status: 400 } },
];
