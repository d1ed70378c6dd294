import type { RouteAccess } from '../../access';

export const accessDefaultsAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/access-defaults', access: 'admin' },
  { method: 'PUT', path: '/api/admin/access-defaults', access: 'admin', probe: { body: {}, status: 400 } },
  { method: 'GET', path: '/api/admin/access-defaults/apply', access: 'admin' },
  { method: 'POST', path: '/api/admin/access-defaults/apply', access: 'admin', probe: { body: {}, status: 400 } },
];
