import { createRouter } from '../../openapi';

export const aiRoutes = createRouter();
