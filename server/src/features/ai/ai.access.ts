import type { RouteAccess } from '../../access';

export const aiAccess: RouteAccess[] = [];
