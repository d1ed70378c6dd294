import type { RouteAccess } from '../../access';

export const meAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/me', access: 'session' },
  { method: 'GET', path: '/api/me/export', access: 'session' },
  { method: 'POST', path: '/api/me/delete', access: 'session', probe: { body: {}, status: 400 } },
  { method: 'PUT', path: '/api/me/tour', access: 'session' },
  { method: 'PUT', path: '/api/me/health-data-consent', access: 'session', probe: { body: {}, status: 400 } },
];
