import { createRouter } from '../../openapi';

export const apiKeyAdminRoutes = createRouter();
