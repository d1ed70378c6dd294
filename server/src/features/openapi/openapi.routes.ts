import { createRoute } from '@hono/zod-openapi';
import { OpenApiDocumentSchema } from '@common/schemas/openapi';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';

const getDocumentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags: ['openapi'],
  summary: 'The OpenAPI 3.1 description of the platform API (administrators only)',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(OpenApiDocumentSchema, 'The OpenAPI 3.1 document'), ...errorResponses(401, 403) },
});

/** Serves the document `describe` builds (the app passes its own router's description). */
export const openApiRoutes = (describe: () => Record<string, unknown>) =>
  createRouter().openapi(getDocumentRoute, (c) => c.json(describe(), 200));
