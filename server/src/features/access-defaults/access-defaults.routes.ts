import { createRoute } from '@hono/zod-openapi';
import {
  AccessDefaultsPreviewSchema,
  AccessDefaultsSchema,
  ApplyAccessDefaultsResultSchema,
  ApplyAccessDefaultsSchema,
  UpdateAccessDefaultsSchema,
} from '@common/schemas/access-defaults';
import type { AppEnv } from '../../middleware/context';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { applyAccessDefaults, getAccessDefaults, previewApplyAccessDefaults, saveAccessDefaults } from './access-defaults.service';

const tags = ['access-defaults'];

const actorOf = (viewer: AppEnv['Variables']['viewer']) => ({ userId: viewer.userId, email: viewer.email });

const getRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "Freigaben für neue Konten: the pages a new account gets (the operator's choice, else the specification's defaults)",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(AccessDefaultsSchema, 'The defaults'), ...errorResponses(401, 403) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Save what a new account gets (audited); existing accounts keep theirs',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(UpdateAccessDefaultsSchema) },
  responses: { 200: jsonResponse(AccessDefaultsSchema, 'Saved'), ...errorResponses(400, 401, 403, 415) },
});

const previewRoute = createRoute({
  method: 'get',
  path: '/apply',
  tags,
  summary: 'How many learner accounts taking over the defaults would change (admins are not affected)',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(AccessDefaultsPreviewSchema, 'The defaults and the number of accounts'), ...errorResponses(401, 403) },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/apply',
  tags,
  summary:
    "Auch für bestehende Konten übernehmen: write the defaults into the affected learners' permissions, in one transaction (audited)",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(ApplyAccessDefaultsSchema) },
  responses: {
    200: jsonResponse(ApplyAccessDefaultsResultSchema, 'Applied to this many accounts'),
    ...errorResponses(400, 401, 403, 415),
    409: apiErrorResponse(
      'ACCESS_DEFAULTS_CHANGED or ACCESS_DEFAULTS_COUNT_CHANGED: the defaults or the number of accounts are no longer what was confirmed; nothing was applied.',
    ),
  },
});

export const accessDefaultsRoutes = createRouter()
  .openapi(getRoute, async (c) => c.json(await getAccessDefaults({ db: c.get('db') }), 200))
  .openapi(saveRoute, async (c) =>
    c.json(
      await saveAccessDefaults({ db: c.get('db'), actor: actorOf(c.get('viewer')), permissions: c.req.valid('json').permissions }),
      200,
    ),
  )
  .openapi(previewRoute, async (c) => c.json(await previewApplyAccessDefaults({ db: c.get('db') }), 200))
  .openapi(applyRoute, async (c) => {
    const { accounts } = await applyAccessDefaults({ db: c.get('db'), actor: actorOf(c.get('viewer')), confirmed: c.req.valid('json') });
    return c.json({ success: true as const, accounts }, 200);
  });
