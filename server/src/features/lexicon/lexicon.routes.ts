import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import { LexiconIdParamSchema, LexiconSchema, LexiconTermInputSchema, LexiconTermSchema } from '@common/schemas/lexicon';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { addLexiconTerm, deleteLexiconTerm, listLexiconTerms, updateLexiconTerm } from './lexicon.service';

const tags = ['lexicon'];
const termNotFound = apiErrorResponse('TERM_NOT_FOUND: no such term.');
const termExists = apiErrorResponse('TERM_EXISTS: a term with this name (ignoring case) exists; nothing changed.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Every glossary term in German alphabetical order (Ä with A, ß as ss)',
  middleware: [requireSession, requirePage('lexicon')] as const,
  responses: { 200: jsonResponse(LexiconSchema, 'The glossary'), ...errorResponses(401, 403) },
});

const createTermRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a term (related terms trimmed, empty and repeated ones dropped)',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(LexiconTermInputSchema) },
  responses: { 201: jsonResponse(LexiconTermSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 409: termExists },
});

const updateTermRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Save a term; a new name is also written into the related lists that named the old one',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: LexiconIdParamSchema, body: jsonBody(LexiconTermInputSchema) },
  responses: {
    200: jsonResponse(LexiconTermSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: termNotFound,
    409: termExists,
  },
});

const deleteTermRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a term',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: LexiconIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: termNotFound },
});

export const lexiconRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ terms: await listLexiconTerms({ db: c.get('db') }) }, 200))
  .openapi(createTermRoute, async (c) => c.json(await addLexiconTerm({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(updateTermRoute, async (c) =>
    c.json(await updateLexiconTerm({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteTermRoute, async (c) => {
    await deleteLexiconTerm({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
