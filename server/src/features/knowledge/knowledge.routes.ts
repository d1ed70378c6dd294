import { createRouter } from '../../openapi';

// Routes follow.
export const knowledgeRoutes = createRouter();
