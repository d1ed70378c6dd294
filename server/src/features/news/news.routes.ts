import { createRoute } from '@hono/zod-openapi';
import {
  NewsAdminItemSchema,
  NewsAdminListSchema,
  NewsIdParamSchema,
  NewsInputSchema,
  NewsItemSchema,
  NewsListSchema,
  NewsPublishedSchema,
} from '@common/schemas/news';
import { SuccessSchema } from '@common/schemas/api-error';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './news.service';
import { contentLanguageOf } from '../../content-language';

const tags = ['news'];
const newsNotFound = apiErrorResponse('NEWS_NOT_FOUND: no such news item.');
const titleExists = apiErrorResponse('TITLE_EXISTS: another news item has this title; nothing changed.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The published news, newest first; admins also get the unpublished ones (published: false)',
  middleware: [requireSession, requirePage('news')] as const,
  responses: { 200: jsonResponse(NewsListSchema, 'The news'), ...errorResponses(401, 403) },
});

const listForAdminRoute = createRoute({
  method: 'get',
  path: '/admin',
  tags,
  summary:
    "Every news item, published or not, with its Turkish and English versions and their status ('stale': made from an older German text)",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(NewsAdminListSchema, 'The news with their versions'), ...errorResponses(401, 403) },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "'Neuigkeit erstellen': title, Markdown text, date and whether learners see it",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(NewsInputSchema) },
  responses: { 201: jsonResponse(NewsAdminItemSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 409: titleExists },
});

const updateItemRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary:
    'Save the edit modal of a news item with its versions (an unchanged version turns stale when the German changed, unless confirmed)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: NewsIdParamSchema, body: jsonBody(NewsInputSchema) },
  responses: {
    200: jsonResponse(NewsAdminItemSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: newsNotFound,
    409: titleExists,
  },
});

const publishRoute = createRoute({
  method: 'patch',
  path: '/{id}',
  tags,
  summary: "'Veröffentlichen' or 'Veröffentlichung zurücknehmen'",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: NewsIdParamSchema, body: jsonBody(NewsPublishedSchema) },
  responses: { 200: jsonResponse(NewsItemSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: newsNotFound },
});

const deleteItemRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a news item',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: NewsIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: newsNotFound },
});

export const newsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await service.listNews({
      db: c.get('db'),
      includeUnpublished: c.get('viewer').role === 'admin',
      language: contentLanguageOf(c),
    });
    return c.json({ items }, 200);
  })
  .openapi(listForAdminRoute, async (c) => c.json({ items: await service.listNewsForAdmin({ db: c.get('db') }) }, 200))
  .openapi(createItemRoute, async (c) => c.json(await service.addNewsItem({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(updateItemRoute, async (c) =>
    c.json(await service.updateNewsItem({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(publishRoute, async (c) =>
    c.json(await service.setNewsPublished({ db: c.get('db'), id: c.req.valid('param').id, published: c.req.valid('json').published }), 200),
  )
  .openapi(deleteItemRoute, async (c) => {
    await service.deleteNewsItem({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
