import type { RouteAccess } from '../../access';

export const apiKeysAccess: RouteAccess[] = [];
