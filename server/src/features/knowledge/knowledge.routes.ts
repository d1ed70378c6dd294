import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  KnowledgeAdminArticleSchema,
  KnowledgeAdminArticlesSchema,
  KnowledgeArticleInputSchema,
  KnowledgeArticlesSchema,
  KnowledgeIdParamSchema,
} from '@common/schemas/knowledge';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import {
  addKnowledgeArticle,
  deleteKnowledgeArticle,
  listKnowledgeArticles,
  listKnowledgeArticlesForAdmin,
  updateKnowledgeArticle,
} from './knowledge.service';
import { contentLanguageOf } from '../../content-language';

const tags = ['knowledge'];
const articleNotFound = apiErrorResponse('ARTICLE_NOT_FOUND: no such article.');
const titleExists = apiErrorResponse('TITLE_EXISTS: an article with this title (ignoring case) exists; nothing changed.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The articles in the viewer's scope (MPU reasons), by title in German alphabetical order",
  // the spec's route table puts /dashboard/knowledge under the page permission 'courses'
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(KnowledgeArticlesSchema, 'The articles'), ...errorResponses(401, 403) },
});

const listForAdminRoute = createRoute({
  method: 'get',
  path: '/admin',
  tags,
  summary:
    "Every article, whatever its MPU reasons, with its Turkish and English versions and their status ('stale': made from an older German text)",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(KnowledgeAdminArticlesSchema, 'The articles with their versions'), ...errorResponses(401, 403) },
});

const createArticleRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Create an article with its Turkish and English versions (Markdown body; no MPU type saves ['alcohol'])",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(KnowledgeArticleInputSchema) },
  responses: { 201: jsonResponse(KnowledgeAdminArticleSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 409: titleExists },
});

const updateArticleRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Save an article and its versions (an unchanged version turns stale when the German changed, unless confirmed)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: KnowledgeIdParamSchema, body: jsonBody(KnowledgeArticleInputSchema) },
  responses: {
    200: jsonResponse(KnowledgeAdminArticleSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: articleNotFound,
    409: titleExists,
  },
});

const deleteArticleRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete an article',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: KnowledgeIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: articleNotFound },
});

export const knowledgeRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ articles: await listKnowledgeArticles({ db: c.get('db'), viewer: c.get('viewer'), language: contentLanguageOf(c) }) }, 200),
  )
  .openapi(listForAdminRoute, async (c) => c.json({ articles: await listKnowledgeArticlesForAdmin({ db: c.get('db') }) }, 200))
  .openapi(createArticleRoute, async (c) => c.json(await addKnowledgeArticle({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(updateArticleRoute, async (c) =>
    c.json(await updateKnowledgeArticle({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteArticleRoute, async (c) => {
    await deleteKnowledgeArticle({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
