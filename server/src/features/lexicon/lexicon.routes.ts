import { createRouter } from '../../openapi';

// Routes follow.
export const lexiconRoutes = createRouter();
