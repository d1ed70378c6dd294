import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

// 'Alle löschen' is probed only with the personas that must be refused: a permitted call would
// empty the question bank the other matrix rows read.
export const examAdminAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/quiz/categories', access: 'admin' },
  { method: 'POST', path: '/api/admin/quiz/categories', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/admin/quiz/categories/:id', access: 'admin', probe: { body: {}, status: 400 } },
  {
    method: 'DELETE',
    path: '/api/admin/quiz/categories/:id',
    access: 'admin',
    probe: { path: `/api/admin/quiz/categories/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'GET', path: '/api/admin/quiz/questions', access: 'admin' },
  { method: 'POST', path: '/api/admin/quiz/questions', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/admin/quiz/questions/:id', access: 'admin', probe: { body: {}, status: 400 } },
  {
    method: 'DELETE',
    path: '/api/admin/quiz/questions/:id',
    access: 'admin',
    probe: { path: `/api/admin/quiz/questions/${NO_SUCH_ID}`, status: 404 },
  },
  { method: 'DELETE', path: '/api/admin/quiz/questions', access: 'admin', probe: { refusalsOnly: true } },
  { method: 'POST', path: '/api/admin/quiz/import', access: 'admin', probe: { body: {}, status: 415 } },
];
