import type { RouteAccess } from '../../access';

export const backupAccess: RouteAccess[] = [{ method: 'GET', path: '/api/admin/backups', access: 'admin' }];
