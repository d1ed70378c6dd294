import type { RouteAccess } from '../../access';

export const healthAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/ready', access: 'public' },
];
