import { createRoute } from '@hono/zod-openapi';
import { OpenApiDocumentSchema } from '@common/schemas/openapi';
import {
  BookingsQuerySchema,
  IntegrationBookingPageSchema,
  IntegrationLearnerPageSchema,
  LearnersQuerySchema,
} from '@common/schemas/integration';
import { apiErrorResponse, createRouter, errorResponses, jsonResponse } from '../../openapi';
import { INTEGRATION_RATE_LIMIT, requireApiKey } from './integration-auth';
import * as service from './integration.service';

export const INTEGRATION_PREFIX = '/api/integration/v1';

const tags = ['integration'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { apiKeyHeader: [] }];
const keyRefused = apiErrorResponse(
  'API_KEY_MISSING, API_KEY_INVALID (unknown or deleted), API_KEY_INACTIVE (switched off by an administrator) or API_KEY_EXPIRED.',
);
const rateLimited = apiErrorResponse(
  `RATE_LIMITED: more than ${INTEGRATION_RATE_LIMIT.max} requests with this key in ${INTEGRATION_RATE_LIMIT.window} seconds; Retry-After says how long to wait.`,
);
const refusals = { ...errorResponses(400), 401: keyRefused, 429: rateLimited };

const learnersRoute = createRoute({
  method: 'get',
  path: '/learners',
  tags,
  summary: 'Learners (no administrators), oldest change first, with readiness and last activity',
  security,
  middleware: [requireApiKey] as const,
  request: { query: LearnersQuerySchema },
  responses: { 200: jsonResponse(IntegrationLearnerPageSchema, 'A page of learners; nextCursor is null on the last page'), ...refusals },
});

const bookingsRoute = createRoute({
  method: 'get',
  path: '/bookings',
  tags,
  summary: 'Bookings of learners created or cancelled since an instant, oldest change first',
  security,
  middleware: [requireApiKey] as const,
  request: { query: BookingsQuerySchema },
  responses: { 200: jsonResponse(IntegrationBookingPageSchema, 'A page of bookings; nextCursor is null on the last page'), ...refusals },
});

const documentRoute = createRoute({
  method: 'get',
  path: '/openapi.json',
  tags,
  summary: 'This description (public: it holds no data, and a CRM needs it before it has a key)',
  responses: { 200: jsonResponse(OpenApiDocumentSchema, 'The OpenAPI 3.1 document') },
});

/** The CRM's read-only API under /api/integration/v1, authenticated by integration keys. */
export const integrationRoutes = createRouter()
  .openapi(learnersRoute, async (c) => c.json(await service.listLearners({ db: c.get('db'), query: c.req.valid('query') }), 200))
  .openapi(bookingsRoute, async (c) => c.json(await service.listBookings({ db: c.get('db'), query: c.req.valid('query') }), 200))
  .openapi(documentRoute, (c) => c.json(getIntegrationDocument(), 200));

integrationRoutes.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  description: 'Authorization: Bearer pd_… (a key from the admin page API-Schlüssel für Pipedrive)',
});
integrationRoutes.openAPIRegistry.registerComponent('securitySchemes', 'apiKeyHeader', {
  type: 'apiKey',
  in: 'header',
  name: 'X-API-Key',
});

let document: Record<string, unknown> | undefined;

function getIntegrationDocument(): Record<string, unknown> {
  document ??= integrationRoutes.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'MPU-Vorbereitung integration API',
      version: '1',
      description:
        "Read-only data for a CRM sync. Page with `limit` and the answer's `nextCursor`; sync incrementally with `updated_since` (learners) or `since` (bookings). " +
        'Errors answer `{ error: { code, message, fields? } }`.',
    },
    servers: [{ url: INTEGRATION_PREFIX }],
  }) as unknown as Record<string, unknown>;
  return document;
}
