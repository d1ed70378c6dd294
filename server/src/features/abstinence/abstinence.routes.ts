// /api/abstinence: the learner's own abstinence proofs (docs/decisions/066-abstinence-tracker.md).
// Every route needs the page 'abstinence' and works only on the viewer's own data: someone else's
// entry or attachment is 404 for learners and administrators alike.
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { SuccessSchema } from '@common/schemas/api-error';
import {
  ABSTINENCE_ATTACHMENT_MAX_BYTES,
  ABSTINENCE_ATTACHMENT_TYPES,
  AbstinenceStateSchema,
  AttachmentQuerySchema,
  ConsentInputSchema,
  EntryIdParamSchema,
  EntryInputSchema,
  EntrySchema,
  ProgrammeInputSchema,
} from '@common/schemas/abstinence';
import { ApiError } from '../../middleware/errors';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { buildAbstinenceCalendar } from './abstinence-calendar';
import * as service from './abstinence.service';

const tags = ['abstinence'];
const binary = z.string().openapi({ format: 'binary' });
const attachmentContent = Object.fromEntries(ABSTINENCE_ATTACHMENT_TYPES.map((type) => [type, { schema: binary }]));
const consentRequired = apiErrorResponse('CONSENT_REQUIRED: the consent to storing health data is missing.');
const entryNotFound = apiErrorResponse('ENTRY_NOT_FOUND: no such entry of yours.');

const stateRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The consent, the programme, its entries and what follows from them (requirement, progress, due dates)',
  middleware: [requireSession, requirePage('abstinence')] as const,
  responses: { 200: jsonResponse(AbstinenceStateSchema, 'The tracker'), ...errorResponses(401, 403) },
});

const consentRoute = createRoute({
  method: 'post',
  path: '/consent',
  tags,
  summary: 'Explicit consent to storing abstinence proofs (health data, GDPR Art. 9(2)(a))',
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { body: jsonBody(ConsentInputSchema) },
  responses: { 200: jsonResponse(SuccessSchema, 'Consent recorded'), ...errorResponses(400, 401, 403) },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: '/consent',
  tags,
  summary: 'Withdraws the consent: deletes the programme, every entry and every attachment',
  middleware: [requireSession, requirePage('abstinence')] as const,
  responses: { 200: jsonResponse(SuccessSchema, 'Everything deleted'), ...errorResponses(401, 403) },
});

const programmeRoute = createRoute({
  method: 'put',
  path: '/programme',
  tags,
  summary: 'Creates or changes the programme (method, duration, substances, start date, testing body, reminders)',
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { body: jsonBody(ProgrammeInputSchema) },
  responses: { 200: jsonResponse(AbstinenceStateSchema, 'The tracker'), ...errorResponses(400, 401, 403), 409: consentRequired },
});

const addEntryRoute = createRoute({
  method: 'post',
  path: '/entries',
  tags,
  summary: 'Adds a screening or a hair sample',
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { body: jsonBody(EntryInputSchema) },
  responses: {
    201: jsonResponse(EntrySchema, 'Added'),
    ...errorResponses(400, 401, 403),
    409: apiErrorResponse('CONSENT_REQUIRED or PROGRAMME_REQUIRED.'),
  },
});

const updateEntryRoute = createRoute({
  method: 'patch',
  path: '/entries/{id}',
  tags,
  summary: "Changes an entry's date or result",
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { params: EntryIdParamSchema, body: jsonBody(EntryInputSchema) },
  responses: { 200: jsonResponse(EntrySchema, 'Changed'), ...errorResponses(400, 401, 403), 404: entryNotFound },
});

const deleteEntryRoute = createRoute({
  method: 'delete',
  path: '/entries/{id}',
  tags,
  summary: 'Deletes an entry and its attachment',
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { params: EntryIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: entryNotFound },
});

const putAttachmentRoute = createRoute({
  method: 'put',
  path: '/entries/{id}/attachment',
  tags,
  summary: "Stores the lab's letter for an entry (PDF, JPEG or PNG, at most 10 MB; the type is read from the bytes)",
  description: 'The body is the file itself with its Content-Length; `name` is its file name, whose extension must fit the bytes.',
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { params: EntryIdParamSchema, query: AttachmentQuerySchema, body: { required: true, content: attachmentContent } },
  responses: {
    200: jsonResponse(EntrySchema, 'Stored; replaces an earlier attachment'),
    ...errorResponses(401, 403),
    400: apiErrorResponse('VALIDATION_ERROR, EMPTY_FILE, FILE_SIZE_MISMATCH, UNSUPPORTED_FILE_TYPE or FILE_TYPE_MISMATCH.'),
    404: entryNotFound,
    411: apiErrorResponse('LENGTH_REQUIRED: send Content-Length.'),
    413: apiErrorResponse('FILE_TOO_LARGE: over 10 MB.'),
  },
});

const getAttachmentRoute = createRoute({
  method: 'get',
  path: '/entries/{id}/attachment',
  tags,
  summary: "The lab's letter, to its owner only",
  middleware: [requireSession, requirePage('abstinence')] as const,
  request: { params: EntryIdParamSchema },
  responses: {
    200: { description: 'The file', content: attachmentContent },
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('ENTRY_NOT_FOUND or ATTACHMENT_NOT_FOUND.'),
  },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/calendar.ics',
  tags,
  summary: 'The due dates (hair samples, earliest end) as an iCalendar file',
  middleware: [requireSession, requirePage('abstinence')] as const,
  responses: {
    200: { description: 'text/calendar', content: { 'text/calendar': { schema: z.string() } } },
    ...errorResponses(401, 403),
    404: apiErrorResponse('PROGRAMME_NOT_FOUND.'),
  },
});

/** The whole body, at most the limit: Content-Length is checked before a byte is read and again while they arrive. */
async function readLimitedBody(request: Request): Promise<Buffer> {
  const header = request.headers.get('content-length');
  if (header === null) throw new ApiError(411, 'LENGTH_REQUIRED', 'Send the file with its Content-Length.');
  const size = Number(header);
  if (!Number.isSafeInteger(size) || size < 0) throw new ApiError(400, 'VALIDATION_ERROR', 'Content-Length is not a number.');
  if (size === 0) throw new ApiError(400, 'EMPTY_FILE', 'The file is empty.', { file: 'EMPTY_FILE' });
  if (size > ABSTINENCE_ATTACHMENT_MAX_BYTES) {
    throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 10 MB.', { file: 'FILE_TOO_LARGE' });
  }
  const chunks: Buffer[] = [];
  let received = 0;
  if (request.body) {
    for await (const chunk of Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>)) {
      received += (chunk as Buffer).length;
      if (received > size) throw new ApiError(400, 'FILE_SIZE_MISMATCH', 'The body is longer than Content-Length.');
      chunks.push(chunk as Buffer);
    }
  }
  if (received !== size) throw new ApiError(400, 'FILE_SIZE_MISMATCH', 'The body is shorter than Content-Length.');
  return Buffer.concat(chunks);
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const abstinenceRoutes = createRouter()
  .openapi(stateRoute, async (c) => c.json(await service.getAbstinenceState({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(consentRoute, async (c) => {
    await service.giveConsent({ db: c.get('db'), userId: c.get('viewer').userId });
    return c.json({ success: true as const }, 200);
  })
  .openapi(withdrawRoute, async (c) => {
    await service.withdrawConsent({ db: c.get('db'), media: c.get('media'), logger: c.get('logger'), userId: c.get('viewer').userId });
    return c.json({ success: true as const }, 200);
  })
  .openapi(programmeRoute, async (c) => {
    const userId = c.get('viewer').userId;
    await service.saveProgramme({ db: c.get('db'), userId, input: c.req.valid('json') });
    return c.json(await service.getAbstinenceState({ db: c.get('db'), userId }), 200);
  })
  .openapi(addEntryRoute, async (c) =>
    c.json(await service.addEntry({ db: c.get('db'), userId: c.get('viewer').userId, input: c.req.valid('json') }), 201),
  )
  .openapi(updateEntryRoute, async (c) =>
    c.json(
      await service.updateEntry({
        db: c.get('db'),
        userId: c.get('viewer').userId,
        entryId: c.req.valid('param').id,
        input: c.req.valid('json'),
      }),
      200,
    ),
  )
  .openapi(deleteEntryRoute, async (c) => {
    await service.deleteEntry({
      db: c.get('db'),
      media: c.get('media'),
      logger: c.get('logger'),
      userId: c.get('viewer').userId,
      entryId: c.req.valid('param').id,
    });
    return c.json({ success: true as const }, 200);
  })
  .openapi(putAttachmentRoute, async (c) => {
    const bytes = await readLimitedBody(c.req.raw);
    const entry = await service.putAttachment({
      db: c.get('db'),
      media: c.get('media'),
      logger: c.get('logger'),
      userId: c.get('viewer').userId,
      entryId: c.req.valid('param').id,
      name: c.req.valid('query').name,
      bytes,
    });
    return c.json(entry, 200);
  })
  .openapi(getAttachmentRoute, async (c) => {
    const file = await service.findAttachment({ db: c.get('db'), userId: c.get('viewer').userId, entryId: c.req.valid('param').id });
    const stored = await c.get('media').stat(file.key);
    if (!stored) throw new ApiError(404, 'ATTACHMENT_NOT_FOUND', 'The attachment file is missing.');
    c.header('Content-Type', file.type);
    c.header('Content-Length', String(stored.size));
    // images open in the browser; a PDF is saved, so no viewer runs a script it may carry on our origin
    c.header('Content-Disposition', contentDisposition(file.type.startsWith('image/') ? 'inline' : 'attachment', file.name));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'private, no-store');
    const stream = Readable.toWeb(await c.get('media').read(file.key)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200);
  })
  .openapi(calendarRoute, async (c) => {
    const { programme, programmeId } = await service.findProgrammeWithEntries({ db: c.get('db'), userId: c.get('viewer').userId });
    const calendar = buildAbstinenceCalendar({
      programme,
      programmeId,
      language: c.get('viewer').language,
      host: new URL(c.get('config').appUrl).host,
      now: new Date(),
    });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="abstinenz-termine.ics"');
    return c.body(calendar, 200);
  });
