import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateInputSchema,
  ApiKeyIdParamSchema,
  ApiKeyListSchema,
  ApiKeySchema,
  ApiKeyStatusSchema,
} from '@common/schemas/api-keys';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './api-keys.service';

const tags = ['api-keys'];
const keyNotFound = apiErrorResponse('API_KEY_NOT_FOUND: no such API key.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The integration keys, newest first: name, masked display, dates, status (never the key or its hash)',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(ApiKeyListSchema, 'The keys'), ...errorResponses(401, 403) },
});

const createKeyRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "'Neuen API-Schlüssel erstellen': the answer carries the full key, the only time it is shown",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(ApiKeyCreateInputSchema) },
  responses: { 201: jsonResponse(ApiKeyCreatedSchema, 'Created'), ...errorResponses(400, 401, 403, 415) },
});

const statusRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: "The status badge: 'Aktiv' or 'Inaktiv'",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ApiKeyIdParamSchema, body: jsonBody(ApiKeyStatusSchema) },
  responses: { 200: jsonResponse(ApiKeySchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: keyNotFound },
});

const deleteKeyRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a key; integrations using it are refused from then on',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ApiKeyIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: keyNotFound },
});

export const apiKeyAdminRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ items: await service.listApiKeys({ db: c.get('db') }) }, 200))
  .openapi(createKeyRoute, async (c) =>
    c.json(await service.createApiKey({ db: c.get('db'), createdBy: c.get('viewer').userId, input: c.req.valid('json') }), 201),
  )
  .openapi(statusRoute, async (c) =>
    c.json(await service.setApiKeyActive({ db: c.get('db'), id: c.req.valid('param').id, isActive: c.req.valid('json').isActive }), 200),
  )
  .openapi(deleteKeyRoute, async (c) => {
    await service.deleteApiKey({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
