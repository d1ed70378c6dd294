import { createRouter } from '../../openapi';

// Routes follow.
export const newsRoutes = createRouter();
