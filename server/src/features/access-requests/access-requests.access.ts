import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const accessRequestsAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/access-requests', access: 'session' },
  { method: 'POST', path: '/api/access-requests', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'POST', path: '/api/access-requests/locked-areas', access: 'session' },
  { method: 'GET', path: '/api/admin/access-requests', access: 'admin' },
  { method: 'POST', path: '/api/admin/access-requests/users/:userId/grant', access: 'admin', probe: { status: 404 } },
  {
    method: 'POST',
    path: '/api/admin/access-requests/:id/grant',
    access: 'admin',
    probe: { path: `/api/admin/access-requests/${NO_SUCH_ID}/grant`, status: 404 },
  },
  {
    method: 'POST',
    path: '/api/admin/access-requests/:id/refuse',
    access: 'admin',
    probe: { path: `/api/admin/access-requests/${NO_SUCH_ID}/refuse`, status: 404 },
  },
];
