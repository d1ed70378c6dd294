import { createRouter } from '../../openapi';

// Routes follow.
export const coursesRoutes = createRouter();
