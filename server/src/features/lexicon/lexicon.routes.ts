import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  LexiconAdminSchema,
  LexiconAdminTermSchema,
  LexiconIdParamSchema,
  LexiconSchema,
  LexiconTermInputSchema,
} from '@common/schemas/lexicon';
import { contentLanguageOf } from '../../content-language';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { addLexiconTerm, deleteLexiconTerm, listLexiconTerms, listLexiconTermsForAdmin, updateLexiconTerm } from './lexicon.service';

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

const listForAdminRoute = createRoute({
  method: 'get',
  path: '/admin',
  tags,
  summary: "Every term with its Turkish and English versions and their status ('stale': made from an older German text), for the editor",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(LexiconAdminSchema, 'The glossary with its versions'), ...errorResponses(401, 403) },
});

const createTermRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Add a term with its Turkish and English versions (related terms trimmed, empty and repeated ones dropped)',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(LexiconTermInputSchema) },
  responses: { 201: jsonResponse(LexiconAdminTermSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 409: termExists },
});

const updateTermRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary:
    'Save a term and its versions (an unchanged version turns stale when the German changed, unless confirmed); a new name is also written into the related lists that named the old one',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: LexiconIdParamSchema, body: jsonBody(LexiconTermInputSchema) },
  responses: {
    200: jsonResponse(LexiconAdminTermSchema, 'Saved'),
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
  .openapi(listRoute, async (c) => c.json({ terms: await listLexiconTerms({ db: c.get('db'), language: contentLanguageOf(c) }) }, 200))
  .openapi(listForAdminRoute, async (c) => c.json({ terms: await listLexiconTermsForAdmin({ db: c.get('db') }) }, 200))
  .openapi(createTermRoute, async (c) => c.json(await addLexiconTerm({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(updateTermRoute, async (c) =>
    c.json(await updateLexiconTerm({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteTermRoute, async (c) => {
    await deleteLexiconTerm({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
