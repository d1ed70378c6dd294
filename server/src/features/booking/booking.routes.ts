import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { CounsellorSettingsInputSchema, CounsellorSettingsSchema } from '@common/schemas/counsellor';
import { InvoiceIdParamSchema } from '@common/schemas/invoices';
import {
  AdminBookingListSchema,
  BookingCheckoutSchema,
  InstructorAccountInputSchema,
  InstructorAccountResultSchema,
  StoryShareInputSchema,
  AdminInstructorSchema,
  AdminInstructorListSchema,
  AdminBookingQuerySchema,
  AdminBookingSchema,
  BookingIdParamSchema,
  BookingInputSchema,
  InstructorIdParamSchema,
  InstructorInputSchema,
  InstructorListSchema,
  InstructorSchema,
  MyBookingSchema,
  MyBookingsSchema,
  SlotListSchema,
  SlotQuerySchema,
} from '@common/schemas/booking';
import { languageOfRequest } from '../../request-language';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { learnerInvoicePdf } from '../../invoices/invoices.service';
import { pdfResponse } from '../../pdf/pdf-response';
import * as service from './booking.service';
import * as counsellors from './counsellor.service';

const pdfContent = { description: 'application/pdf', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } };

const tags = ['booking'];
const instructorNotFound = apiErrorResponse('INSTRUCTOR_NOT_FOUND: no such instructor.');
const bookingNotFound = apiErrorResponse('BOOKING_NOT_FOUND: no such booking (or not yours).');
const dateRefused = apiErrorResponse(
  'VALIDATION_ERROR or DATE_NOT_BOOKABLE (fields.date: WEEKEND, PAST or TOO_FAR): no sessions on that date.',
);

const instructorsRoute = createRoute({
  method: 'get',
  path: '/instructors',
  tags,
  summary: 'The instructors to choose from',
  middleware: [requireSession, requirePage('book-session')] as const,
  responses: { 200: jsonResponse(InstructorListSchema, 'The instructors'), ...errorResponses(401, 403) },
});

const slotsRoute = createRoute({
  method: 'get',
  path: '/slots',
  tags,
  summary:
    "A counsellor's slots on a date from the counsellor's hours: available, taken (a standing session overlaps) or unavailable (closed, or past)",
  middleware: [requireSession, requirePage('book-session')] as const,
  request: { query: SlotQuerySchema },
  responses: { 200: jsonResponse(SlotListSchema, 'The slots'), ...errorResponses(401, 403), 400: dateRefused, 404: instructorNotFound },
});

const bookRoute = createRoute({
  method: 'post',
  path: '/bookings',
  tags,
  summary: "'Buchen': books a slot; the learner gets a confirmation mail with a calendar file",
  middleware: [requireSession, requirePage('book-session')] as const,
  request: { body: jsonBody(BookingInputSchema) },
  responses: {
    201: jsonResponse(MyBookingSchema, 'Booked'),
    ...errorResponses(401, 403, 415),
    400: dateRefused,
    404: instructorNotFound,
    409: apiErrorResponse('SLOT_TAKEN: another booking holds the slot; SLOT_UNAVAILABLE: 13:00 or already past.'),
  },
});

const checkoutRoute = createRoute({
  method: 'get',
  path: '/checkout',
  tags,
  summary: 'What the booking form needs: whether an invoice is issued, the invoice address, and what the learner could share',
  middleware: [requireSession, requirePage('book-session')] as const,
  responses: { 200: jsonResponse(BookingCheckoutSchema, 'The facts'), ...errorResponses(401, 403) },
});

const storyShareRoute = createRoute({
  method: 'put',
  path: '/bookings/{id}/story-share',
  tags,
  summary: "Share the MPU story and saved trainer conversations with this booking's counsellor, or stop sharing",
  middleware: [requireSession, requirePage('book-session')] as const,
  request: { params: BookingIdParamSchema, body: jsonBody(StoryShareInputSchema) },
  responses: {
    200: jsonResponse(MyBookingSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: bookingNotFound,
    409: apiErrorResponse('ALREADY_CANCELLED: a cancelled booking shares nothing.'),
  },
});

const invoicePdfRoute = createRoute({
  method: 'get',
  path: '/invoices/{id}/pdf',
  tags,
  summary: "An own invoice or cancellation invoice as issued (PDF); another learner's is 404",
  middleware: [requireSession, requirePage('book-session')] as const,
  request: { params: InvoiceIdParamSchema },
  responses: { 200: pdfContent, ...errorResponses(400, 401, 403), 404: apiErrorResponse('INVOICE_NOT_FOUND') },
});

const myBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings/mine',
  tags,
  summary: "'Meine Termine': the viewer's upcoming and past bookings, cancelled ones marked",
  middleware: [requireSession, requirePage('book-session')] as const,
  responses: { 200: jsonResponse(MyBookingsSchema, 'The bookings'), ...errorResponses(401, 403) },
});

const cancelMineRoute = createRoute({
  method: 'post',
  path: '/bookings/{id}/cancel',
  tags,
  summary: 'Cancel an own booking, more than 24 hours before it starts; the slot is free again',
  middleware: [requireSession, requirePage('book-session')] as const,
  request: { params: BookingIdParamSchema },
  responses: {
    200: jsonResponse(MyBookingSchema, 'Cancelled'),
    ...errorResponses(400, 401, 403),
    404: bookingNotFound,
    409: apiErrorResponse('TOO_LATE_TO_CANCEL: 24 hours or less before the start; ALREADY_CANCELLED.'),
  },
});

export const bookingRoutes = createRouter()
  .openapi(instructorsRoute, async (c) => c.json({ items: await service.listInstructors({ db: c.get('db') }) }, 200))
  .openapi(slotsRoute, async (c) => {
    const { instructorId, date } = c.req.valid('query');
    return c.json(await service.getSlots({ db: c.get('db'), instructorId, date, now: new Date() }), 200);
  })
  .openapi(bookRoute, async (c) => {
    const booking = await service.bookSession({
      db: c.get('db'),
      mailer: c.get('mailer'),
      logger: c.get('logger'),
      appUrl: c.get('config').appUrl,
      userId: c.get('viewer').userId,
      input: c.req.valid('json'),
      now: new Date(),
      language: languageOfRequest(c.req.raw),
      videoCallBaseUrl: c.get('config').videoCallBaseUrl,
    });
    return c.json(booking, 201);
  })
  .openapi(checkoutRoute, async (c) => c.json(await service.getCheckout({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(storyShareRoute, async (c) =>
    c.json(
      await service.setStoryShare({
        db: c.get('db'),
        userId: c.get('viewer').userId,
        bookingId: c.req.valid('param').id,
        share: c.req.valid('json').share,
        now: new Date(),
      }),
      200,
    ),
  )
  .openapi(invoicePdfRoute, async (c) => {
    const { number, pdf } = await learnerInvoicePdf(c.get('db'), c.get('viewer').userId, c.req.valid('param').id);
    return pdfResponse(c, pdf, `Rechnung-${number}.pdf`);
  })
  .openapi(myBookingsRoute, async (c) =>
    c.json(await service.listMyBookings({ db: c.get('db'), userId: c.get('viewer').userId, now: new Date() }), 200),
  )
  .openapi(cancelMineRoute, async (c) => {
    const booking = await service.cancelMyBooking({
      db: c.get('db'),
      mailer: c.get('mailer'),
      logger: c.get('logger'),
      appUrl: c.get('config').appUrl,
      userId: c.get('viewer').userId,
      bookingId: c.req.valid('param').id,
      now: new Date(),
      language: languageOfRequest(c.req.raw),
    });
    return c.json(booking, 200);
  });

const adminTags = ['booking-admin'];

const adminListRoute = createRoute({
  method: 'get',
  path: '/',
  tags: adminTags,
  summary: "The 'Buchungen' tab: every booking from `from` to `to` with learner and instructor",
  middleware: [requireSession, requireAdmin] as const,
  request: { query: AdminBookingQuerySchema },
  responses: { 200: jsonResponse(AdminBookingListSchema, 'The bookings'), ...errorResponses(400, 401, 403) },
});

const adminCancelRoute = createRoute({
  method: 'post',
  path: '/{id}/cancel',
  tags: adminTags,
  summary: 'Cancel any standing booking; the learner gets the cancellation mail',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: BookingIdParamSchema },
  responses: {
    200: jsonResponse(AdminBookingSchema, 'Cancelled'),
    ...errorResponses(400, 401, 403),
    404: bookingNotFound,
    409: apiErrorResponse('ALREADY_CANCELLED.'),
  },
});

const adminInstructorsRoute = createRoute({
  method: 'get',
  path: '/instructors',
  tags: adminTags,
  summary: "The instructors for the 'Buchungen' tab, each marked when it is still a starter-content profile to replace",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(AdminInstructorListSchema, 'The instructors'), ...errorResponses(401, 403) },
});

const adminInstructorRoute = createRoute({
  method: 'put',
  path: '/instructors/{id}',
  tags: adminTags,
  summary: "Edit an instructor's name, title, specialization, experience and image address",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InstructorIdParamSchema, body: jsonBody(InstructorInputSchema) },
  responses: { 200: jsonResponse(InstructorSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: instructorNotFound },
});

const adminAccountRoute = createRoute({
  method: 'post',
  path: '/instructors/{id}/account',
  tags: adminTags,
  summary: 'Link the counsellor profile to the account with this e-mail (it becomes a counsellor), or invite a new one by mail',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InstructorIdParamSchema, body: jsonBody(InstructorAccountInputSchema) },
  responses: {
    200: jsonResponse(InstructorAccountResultSchema, 'Linked or invited'),
    ...errorResponses(400, 401, 403, 415),
    404: instructorNotFound,
    409: apiErrorResponse('ACCOUNT_IS_ADMIN; ACCOUNT_LINKED_ELSEWHERE: the account belongs to another profile.'),
  },
});

const adminUnlinkRoute = createRoute({
  method: 'delete',
  path: '/instructors/{id}/account',
  tags: adminTags,
  summary: "End the link: the account is an ordinary learner's again; the profile and its bookings stay",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InstructorIdParamSchema },
  responses: { 200: jsonResponse(AdminInstructorSchema, 'Unlinked'), ...errorResponses(400, 401, 403), 404: instructorNotFound },
});

const adminSettingsRoute = createRoute({
  method: 'get',
  path: '/instructors/{id}/settings',
  tags: adminTags,
  summary: "A counsellor's session mode, place and hours",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InstructorIdParamSchema },
  responses: { 200: jsonResponse(CounsellorSettingsSchema, 'The settings'), ...errorResponses(400, 401, 403), 404: instructorNotFound },
});

const adminSaveSettingsRoute = createRoute({
  method: 'put',
  path: '/instructors/{id}/settings',
  tags: adminTags,
  summary: "Save a counsellor's session mode, place and hours",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InstructorIdParamSchema, body: jsonBody(CounsellorSettingsInputSchema) },
  responses: { 200: jsonResponse(CounsellorSettingsSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: instructorNotFound },
});

export const bookingAdminRoutes = createRouter()
  .openapi(adminListRoute, async (c) => {
    const { from, to } = c.req.valid('query');
    return c.json({ items: await service.listBookingsForAdmin({ db: c.get('db'), from, to }) }, 200);
  })
  .openapi(adminCancelRoute, async (c) => {
    const booking = await service.cancelBookingAsAdmin({
      db: c.get('db'),
      mailer: c.get('mailer'),
      logger: c.get('logger'),
      appUrl: c.get('config').appUrl,
      adminId: c.get('viewer').userId,
      bookingId: c.req.valid('param').id,
      now: new Date(),
    });
    return c.json(booking, 200);
  })
  .openapi(adminInstructorsRoute, async (c) => c.json({ items: await service.listInstructorsForAdmin({ db: c.get('db') }) }, 200))
  .openapi(adminInstructorRoute, async (c) =>
    c.json(await service.updateInstructor({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(adminAccountRoute, async (c) =>
    c.json(
      await counsellors.linkCounsellorAccount({
        db: c.get('db'),
        auth: c.get('auth'),
        mailer: c.get('mailer'),
        logger: c.get('logger'),
        appUrl: c.get('config').appUrl,
        instructorId: c.req.valid('param').id,
        email: c.req.valid('json').email,
        language: languageOfRequest(c.req.raw) ?? 'de',
      }),
      200,
    ),
  )
  .openapi(adminUnlinkRoute, async (c) =>
    c.json(await counsellors.unlinkCounsellorAccount({ db: c.get('db'), instructorId: c.req.valid('param').id }), 200),
  )
  .openapi(adminSettingsRoute, async (c) =>
    c.json(
      counsellors.toCounsellorSettings(
        await counsellors.findInstructorRow(c.get('db'), c.req.valid('param').id),
        c.get('config').videoCallBaseUrl,
      ),
      200,
    ),
  )
  .openapi(adminSaveSettingsRoute, async (c) =>
    c.json(
      await counsellors.saveCounsellorSettings({
        db: c.get('db'),
        instructorId: c.req.valid('param').id,
        input: c.req.valid('json'),
        videoCallBaseUrl: c.get('config').videoCallBaseUrl,
      }),
      200,
    ),
  );
