import type { RouteAccess } from '../../access';

export const adminUsersAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/users', access: 'admin' },
  { method: 'POST', path: '/api/admin/users', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'PATCH', path: '/api/admin/users/:id', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/admin/users/:id/permissions', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'POST', path: '/api/admin/users/:id/password', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'DELETE', path: '/api/admin/users/:id', access: 'admin', probe: { status: 404 } },
  { method: 'GET', path: '/api/admin/audit-log', access: 'admin' },
];
