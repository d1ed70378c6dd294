import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  AccessRequestIdParamSchema,
  AccessRequestInputSchema,
  AccessRequestUserParamSchema,
  GrantAllResultSchema,
  LockedAreasRequestResultSchema,
  MyAccessRequestSchema,
  MyAccessRequestsSchema,
  OpenAccessRequestsSchema,
} from '@common/schemas/access-requests';
import type { AppEnv } from '../../middleware/context';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import {
  decideAccessRequest,
  grantAllAccessRequests,
  listMyAccessRequests,
  listOpenAccessRequests,
  requestAccess,
  requestLockedAreas,
} from './access-requests.service';

const tags = ['access-requests'];
const notOpen = apiErrorResponse('ACCESS_REQUEST_NOT_FOUND: no open request with this id (decided already?).');

const listMineRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The signed-in learner’s requests for locked areas and their state',
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(MyAccessRequestsSchema, 'The requests, one per area'), ...errorResponses(401) },
});

const requestRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Ask for a locked area; the admins get a mail (an open request is answered as it is)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(AccessRequestInputSchema) },
  responses: {
    200: jsonResponse(MyAccessRequestSchema, 'The request is open'),
    ...errorResponses(400, 401, 415),
    409: apiErrorResponse('PAGE_ALREADY_ALLOWED: the area is open already.'),
  },
});

const requestLockedRoute = createRoute({
  method: 'post',
  path: '/locked-areas',
  tags,
  summary: 'Ask for every locked area at once (one transaction; areas asked for already are skipped); the admins get one mail',
  middleware: [requireSession] as const,
  responses: {
    200: jsonResponse(LockedAreasRequestResultSchema, 'The areas asked for now (empty: nothing left to ask) and every request'),
    ...errorResponses(401),
  },
});

export const accessRequestRoutes = createRouter()
  .openapi(listMineRoute, async (c) => c.json(await listMyAccessRequests({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(requestRoute, async (c) => {
    const { page } = c.req.valid('json');
    const { db, viewer, mailer, logger, config } = c.var;
    return c.json(await requestAccess({ db, viewer, page, mailer, logger, appUrl: config.appUrl }), 200);
  })
  .openapi(requestLockedRoute, async (c) => {
    const { db, viewer, mailer, logger, config } = c.var;
    return c.json(await requestLockedAreas({ db, viewer, mailer, logger, appUrl: config.appUrl }), 200);
  });

const listOpenRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Open requests, oldest first, with the learner’s e-mail',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(OpenAccessRequestsSchema, 'Open requests'), ...errorResponses(401, 403) },
});

const decisionDeps = ({ db, viewer, mailer, logger, config }: AppEnv['Variables']) => ({
  db,
  actor: viewer,
  mailer,
  logger,
  appUrl: config.appUrl,
});

const decideRoute = (decision: 'grant' | 'refuse') =>
  createRoute({
    method: 'post',
    path: `/{id}/${decision}`,
    tags,
    summary:
      decision === 'grant'
        ? 'Freischalten: write the page permission (audited) and mail the learner'
        : 'Ablehnen: close the request (audited); the permission stays as it is',
    middleware: [requireSession, requireAdmin] as const,
    request: { params: AccessRequestIdParamSchema },
    responses: { 200: jsonResponse(SuccessSchema, 'Decided'), ...errorResponses(400, 401, 403), 404: notOpen },
  });

const grantAllRoute = createRoute({
  method: 'post',
  path: '/users/{userId}/grant',
  tags,
  summary: 'Alle freischalten: grant every open request of one learner at once (audited) and mail them once',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: AccessRequestUserParamSchema },
  responses: {
    200: jsonResponse(GrantAllResultSchema, 'The areas granted'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('ACCESS_REQUEST_NOT_FOUND: the learner has no open request.'),
  },
});

export const accessRequestAdminRoutes = createRouter()
  .openapi(listOpenRoute, async (c) => c.json(await listOpenAccessRequests({ db: c.get('db') }), 200))
  .openapi(decideRoute('grant'), async (c) => {
    await decideAccessRequest({ ...decisionDeps(c.var), id: c.req.valid('param').id, decision: 'granted' });
    return c.json({ success: true as const }, 200);
  })
  .openapi(decideRoute('refuse'), async (c) => {
    await decideAccessRequest({ ...decisionDeps(c.var), id: c.req.valid('param').id, decision: 'refused' });
    return c.json({ success: true as const }, 200);
  })
  .openapi(grantAllRoute, async (c) => {
    const granted = await grantAllAccessRequests({ ...decisionDeps(c.var), userId: c.req.valid('param').userId });
    return c.json({ success: true as const, granted }, 200);
  });
