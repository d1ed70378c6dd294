import type { RouteAccess } from '../../access';

export const demoContentAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/admin/demo-content', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/demo-content', access: 'admin' },
];
