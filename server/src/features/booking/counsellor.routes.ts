// "Meine Termine" of a counsellor (issue 40): role 'counsellor' and a linked profile; the service answers
// 403 NOT_A_COUNSELLOR for an account without a profile, and 404 for another counsellor's booking.
import { createRoute } from '@hono/zod-openapi';
import {
  AdminBookingQuerySchema,
  BookingIdParamSchema,
  CounsellorBookingListSchema,
  CounsellorBookingSchema,
  CounsellorCancelInputSchema,
  SessionOutcomeInputSchema,
} from '@common/schemas/booking';
import { CounsellorSettingsInputSchema, CounsellorSettingsSchema, SharedStorySchema } from '@common/schemas/counsellor';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './counsellor.service';

/** 403 unless the account's role is counsellor (use after requireSession). */
const requireCounsellor = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('viewer').role !== 'counsellor') throw new ApiError(403, 'NOT_A_COUNSELLOR', 'Counsellor rights are required.');
  await next();
});

const tags = ['counsellor'];
const notFound = apiErrorResponse('BOOKING_NOT_FOUND: no such booking of yours.');

const listRoute = createRoute({
  method: 'get',
  path: '/bookings',
  tags,
  summary: "The counsellor's sessions from `from` to `to` (Berlin dates, at most two months), with the learner and a shared story's state",
  middleware: [requireSession, requireCounsellor] as const,
  request: { query: AdminBookingQuerySchema },
  responses: { 200: jsonResponse(CounsellorBookingListSchema, 'The sessions'), ...errorResponses(400, 401, 403) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  tags,
  summary: 'Call off a session not begun, with a reason the learner is mailed; an invoice gets its cancellation invoice',
  middleware: [requireSession, requireCounsellor] as const,
  request: { params: BookingIdParamSchema, body: jsonBody(CounsellorCancelInputSchema) },
  responses: {
    200: jsonResponse(CounsellorBookingSchema, 'Cancelled'),
    ...errorResponses(400, 401, 403, 415),
    404: notFound,
    409: apiErrorResponse('ALREADY_CANCELLED; ALREADY_STARTED: mark it held or missed instead.'),
  },
});

const outcomeRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/outcome',
  tags,
  summary: 'Mark a session that has begun as held or missed',
  middleware: [requireSession, requireCounsellor] as const,
  request: { params: BookingIdParamSchema, body: jsonBody(SessionOutcomeInputSchema) },
  responses: {
    200: jsonResponse(CounsellorBookingSchema, 'Marked'),
    ...errorResponses(400, 401, 403, 415),
    404: notFound,
    409: apiErrorResponse('NOT_STARTED; CANCELLED.'),
  },
});

const storyRoute = createRoute({
  method: 'get',
  path: '/bookings/{id}/story',
  tags,
  summary:
    'The story and saved trainer conversations the learner shares with you for this booking, read-only; the read is shown to the learner',
  middleware: [requireSession, requireCounsellor] as const,
  request: { params: BookingIdParamSchema },
  responses: {
    200: jsonResponse(SharedStorySchema, 'The shared story'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('BOOKING_NOT_FOUND, or STORY_NOT_SHARED: the learner does not share it (any more).'),
  },
});

const settingsRoute = createRoute({
  method: 'get',
  path: '/settings',
  tags,
  summary: 'Your session mode, place and hours',
  middleware: [requireSession, requireCounsellor] as const,
  responses: { 200: jsonResponse(CounsellorSettingsSchema, 'The settings'), ...errorResponses(401, 403) },
});

const saveSettingsRoute = createRoute({
  method: 'put',
  path: '/settings',
  tags,
  summary: 'Save your session mode, place and hours (booked sessions stay; new slots follow the new hours)',
  middleware: [requireSession, requireCounsellor] as const,
  request: { body: jsonBody(CounsellorSettingsInputSchema) },
  responses: { 200: jsonResponse(CounsellorSettingsSchema, 'Saved'), ...errorResponses(400, 401, 403, 415) },
});

export const counsellorRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json(
      await service.listCounsellorBookings({ db: c.get('db'), userId: c.get('viewer').userId, from, to, now: new Date() }),
      200,
    );
  })
  .openapi(cancelRoute, async (c) =>
    c.json(
      await service.cancelAsCounsellor({
        db: c.get('db'),
        mailer: c.get('mailer'),
        logger: c.get('logger'),
        appUrl: c.get('config').appUrl,
        userId: c.get('viewer').userId,
        bookingId: c.req.valid('param').id,
        reason: c.req.valid('json').reason,
        now: new Date(),
      }),
      200,
    ),
  )
  .openapi(outcomeRoute, async (c) =>
    c.json(
      await service.markOutcome({
        db: c.get('db'),
        userId: c.get('viewer').userId,
        bookingId: c.req.valid('param').id,
        outcome: c.req.valid('json').outcome,
        now: new Date(),
      }),
      200,
    ),
  )
  .openapi(storyRoute, async (c) =>
    c.json(
      await service.readSharedStory({
        db: c.get('db'),
        userId: c.get('viewer').userId,
        bookingId: c.req.valid('param').id,
        now: new Date(),
      }),
      200,
    ),
  )
  .openapi(settingsRoute, async (c) =>
    c.json(
      service.toCounsellorSettings(
        await service.counsellorProfileOf(c.get('db'), c.get('viewer').userId),
        c.get('config').videoCallBaseUrl,
      ),
      200,
    ),
  )
  .openapi(saveSettingsRoute, async (c) => {
    const profile = await service.counsellorProfileOf(c.get('db'), c.get('viewer').userId);
    return c.json(
      await service.saveCounsellorSettings({
        db: c.get('db'),
        instructorId: profile.id,
        input: c.req.valid('json'),
        videoCallBaseUrl: c.get('config').videoCallBaseUrl,
      }),
      200,
    );
  });
