import type { RouteAccess } from '../../access';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

export const apiKeysAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/api-keys', access: 'admin' },
  // an incomplete body: a permitted probe would create a key in the shared matrix database
  { method: 'POST', path: '/api/admin/api-keys', access: 'admin', probe: { body: {}, status: 400 } },
  {
    method: 'PATCH',
    path: '/api/admin/api-keys/:id',
    access: 'admin',
    probe: { path: `/api/admin/api-keys/${NO_SUCH_ID}`, body: { isActive: false }, status: 404 },
  },
  {
    method: 'DELETE',
    path: '/api/admin/api-keys/:id',
    access: 'admin',
    probe: { path: `/api/admin/api-keys/${NO_SUCH_ID}`, status: 404 },
  },
];
