import { createRoute } from '@hono/zod-openapi';
import { deleteCookie } from 'hono/cookie';
import { SuccessSchema } from '@common/schemas/api-error';
import { HealthDataConsentUpdateSchema, MeSchema, MyDataExportSchema } from '@common/schemas/me';
import { DeleteAccountSchema } from '@common/schemas/settings';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { recordHealthDataConsent } from './health-data-consent.service';
import { describeViewer } from './me.service';
import { deleteMyAccount, exportMyData, markTourSeen } from './my-data.service';

const tags = ['me'];

const getMeRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The signed-in user: role, MPU reasons, effective page permissions, tour state, health-data consent',
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(MeSchema, 'The signed-in user'), ...errorResponses(401) },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/export',
  tags,
  summary: 'Everything stored about the signed-in user, as a JSON file (GDPR Art. 15/20)',
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(MyDataExportSchema, 'The export, with a Content-Disposition file name'), ...errorResponses(401) },
});

const deleteAccountRoute = createRoute({
  method: 'post',
  path: '/delete',
  tags,
  summary: 'Delete the own account after re-entering the password (GDPR Art. 17)',
  middleware: [requireSession] as const,
  request: { body: jsonBody(DeleteAccountSchema) },
  responses: {
    200: jsonResponse(SuccessSchema, 'Deleted; the session cookies are cleared'),
    ...errorResponses(400, 401, 415),
    403: apiErrorResponse('INVALID_PASSWORD: the password is not correct.'),
    409: apiErrorResponse('LAST_ADMIN: the last administrator cannot delete their account.'),
  },
});

const markTourSeenRoute = createRoute({
  method: 'put',
  path: '/tour',
  tags,
  summary: 'Record that the onboarding tour was finished or skipped',
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(SuccessSchema, 'Recorded'), ...errorResponses(401) },
});

const healthDataConsentRoute = createRoute({
  method: 'put',
  path: '/health-data-consent',
  tags,
  summary:
    "The signed-in user's own health-data consent (GDPR Art. 9(2)(a)): given, or declined (which withdraws one given before); only with it does the CRM receive the MPU reasons",
  middleware: [requireSession] as const,
  request: { body: jsonBody(HealthDataConsentUpdateSchema) },
  responses: { 200: jsonResponse(SuccessSchema, 'Recorded with the time'), ...errorResponses(400, 401, 415) },
});

export const meRoutes = createRouter()
  .openapi(getMeRoute, (c) => c.json(describeViewer(c.get('viewer')), 200))
  .openapi(exportRoute, async (c) => {
    const data = await exportMyData({ db: c.get('db'), userId: c.get('viewer').userId });
    const date = new Date().toISOString().slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="meine-daten-${date}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
  .openapi(deleteAccountRoute, async (c) => {
    await deleteMyAccount({
      db: c.get('db'),
      auth: c.get('auth'),
      media: c.get('media'),
      logger: c.get('logger'),
      userId: c.get('viewer').userId,
      password: c.req.valid('json').password,
    });
    const cookies = (await c.get('auth').$context).authCookies;
    for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: '/', secure: cookie.attributes.secure });
    }
    return c.json({ success: true as const }, 200);
  })
  .openapi(markTourSeenRoute, async (c) => {
    await markTourSeen({ db: c.get('db'), userId: c.get('viewer').userId });
    return c.json({ success: true as const }, 200);
  })
  .openapi(healthDataConsentRoute, async (c) => {
    await recordHealthDataConsent({ db: c.get('db'), userId: c.get('viewer').userId, decision: c.req.valid('json').decision });
    return c.json({ success: true as const }, 200);
  });
