import type { RouteAccess } from '../../access';

// The overview needs a session only (no page permission; docs/spec-notes.md, Route table and menu).
export const dashboardAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/dashboard', access: 'session' },
  { method: 'GET', path: '/api/dashboard/today', access: { page: 'courses' } },
];
