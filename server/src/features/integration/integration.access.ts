import type { RouteAccess } from '../../access';

export const integrationAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/integration/v1/learners', access: 'apiKey' },
  { method: 'GET', path: '/api/integration/v1/bookings', access: 'apiKey' },
  { method: 'GET', path: '/api/integration/v1/openapi.json', access: 'public' },
];
