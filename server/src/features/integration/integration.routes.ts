import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../middleware/context';

/** The CRM's read-only API under /api/integration/v1, authenticated by integration keys. */
export const integrationRoutes = new OpenAPIHono<AppEnv>();
