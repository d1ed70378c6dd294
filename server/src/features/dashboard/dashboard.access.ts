import type { RouteAccess } from '../../access';

// The overview needs a session only (spec route table: no page permission).
export const dashboardAccess: RouteAccess[] = [{ method: 'GET', path: '/api/dashboard', access: 'session' }];
