import { createRoute } from '@hono/zod-openapi';
import { LegalKindParamSchema, LegalPageInputSchema, LegalPageSchema, LegalStatusSchema } from '@common/schemas/legal';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './legal.service';

const tags = ['legal'];

const getPageRoute = createRoute({
  method: 'get',
  path: '/{kind}',
  tags,
  summary: 'Impressum (imprint) or Datenschutzerklärung (privacy) as Markdown: the saved text, or the German template (isTemplate)',
  request: { params: LegalKindParamSchema },
  responses: { 200: jsonResponse(LegalPageSchema, 'The page'), ...errorResponses(400) },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "Which legal pages still show the template (the console's warning banner)",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(LegalStatusSchema, 'The pages still showing the template'), ...errorResponses(401, 403) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/{kind}',
  tags,
  summary: "'Speichern' in the console's 'Rechtliches' tab: the page's Markdown",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: LegalKindParamSchema, body: jsonBody(LegalPageInputSchema) },
  responses: { 200: jsonResponse(LegalPageSchema, 'Saved'), ...errorResponses(400, 401, 403, 415) },
});

/** Public: the footer and the registration consent link here (/api/legal). */
export const legalRoutes = createRouter().openapi(getPageRoute, async (c) =>
  c.json(await service.getLegalPage({ db: c.get('db'), kind: c.req.valid('param').kind, aiKind: c.get('ai').kind }), 200),
);

/** /api/admin/legal */
export const legalAdminRoutes = createRouter()
  .openapi(statusRoute, async (c) => c.json(await service.getLegalStatus({ db: c.get('db') }), 200))
  .openapi(saveRoute, async (c) =>
    c.json(
      await service.saveLegalPage({
        db: c.get('db'),
        kind: c.req.valid('param').kind,
        body: c.req.valid('json').body,
        userId: c.get('viewer').userId,
      }),
      200,
    ),
  );
