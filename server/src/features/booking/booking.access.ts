import type { RouteAccess } from '../../access';

export const bookingAccess: RouteAccess[] = [];
