import type { RouteAccess } from '../../access';

export const openApiAccess: RouteAccess[] = [{ method: 'GET', path: '/api/openapi.json', access: 'admin' }];
