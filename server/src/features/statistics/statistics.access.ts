import type { RouteAccess } from '../../access';

// The statistics page is part of the overview: every signed-in user (issue 20: "page permission 'dashboard'").
export const statisticsAccess: RouteAccess[] = [
  { method: 'GET', path: '/api/statistics', access: 'session', probe: { path: '/api/statistics?days=30' } },
];
