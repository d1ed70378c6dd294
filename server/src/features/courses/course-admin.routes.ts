import { createRouter } from '../../openapi';

// Routes follow.
export const courseAdminRoutes = createRouter();
