import { createRouter } from '../../openapi';

export const bookingRoutes = createRouter();

export const bookingAdminRoutes = createRouter();
