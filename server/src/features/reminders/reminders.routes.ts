import { createRoute } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import { UnsubscribeQuerySchema } from '@common/schemas/reminders';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { rateLimit } from '../../middleware/rate-limit';
import * as service from './reminders.service';
import { secretOf } from './unsubscribe-token';

const tags = ['reminders'];

// public and without a session: the token in the link is the authority; counted per address like the other public writes
const limitUnsubscribes = rateLimit('reminder-unsubscribe', { window: 60, max: 30 });

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/unsubscribe',
  tags,
  summary:
    'One-click unsubscribe from the learning reminders (RFC 8058: the mail provider POSTs List-Unsubscribe=One-Click; the page of the mail link POSTs too)',
  middleware: [limitUnsubscribes] as const,
  request: { query: UnsubscribeQuerySchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Reminders are off'), ...errorResponses(400, 429) },
});

const unsubscribePageRoute = createRoute({
  method: 'get',
  path: '/unsubscribe',
  tags,
  summary: 'The List-Unsubscribe address opened in a browser: to the page that asks before it unsubscribes (a GET changes nothing)',
  request: { query: UnsubscribeQuerySchema },
  responses: { 302: { description: 'To /reminders/unsubscribe?token=… of the web app' }, ...errorResponses(400) },
});

export const remindersRoutes = createRouter()
  .openapi(unsubscribeRoute, async (c) => {
    await service.unsubscribeFromReminders({ db: c.get('db'), secret: secretOf(c.get('auth')), token: c.req.valid('query').token });
    return c.json({ success: true as const }, 200);
  })
  // link scanners prefetch GETs: only the page's button unsubscribes
  .openapi(unsubscribePageRoute, (c) =>
    c.redirect(`${c.get('config').appUrl}/reminders/unsubscribe?token=${encodeURIComponent(c.req.valid('query').token)}`, 302),
  );
