// /api/my-story/interview and /api/my-story/transcripts (issue 37): the examiner on the learner's own
// story, and the saved conversations. The interview needs the trainer's page and the story's page;
// the transcripts need the story's page. Every transcript route reads the viewer's own rows only.
import { createRoute, z } from '@hono/zod-openapi';
import { toSupportedLanguage } from '@common/domain';
import {
  MyStoryTranscriptSchema,
  MyStoryTranscriptSummarySchema,
  SaveTranscriptInputSchema,
  StoryInterviewRequestSchema,
} from '@common/schemas/story-interview';
import { aiRateLimit, streamEvents } from '../../ai-stream';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './story-interview.service';
import * as transcripts from './transcripts.service';

const tags = ['my-story'];
const consentRequired = apiErrorResponse('STORY_CONSENT_REQUIRED: the story consent is missing.');
const notFound = apiErrorResponse('TRANSCRIPT_NOT_FOUND: no such conversation of yours.');
const IdParamSchema = z.object({ id: z.string().min(1).max(100) });

const interviewRoute = createRoute({
  method: 'post',
  path: '/interview',
  tags,
  summary: "The examiner's next turn on the learner's own story (read by the server), streamed",
  middleware: [requireSession, requirePage('exam-trainer'), requirePage('my-story'), aiRateLimit] as const,
  request: { body: jsonBody(StoryInterviewRequestSchema) },
  responses: {
    200: {
      description: 'The reply as server-sent events',
      content: { 'text/event-stream': { schema: z.string().describe('Events meta, delta, error and done (common/src/schemas/ai.ts)') } },
    },
    ...errorResponses(400, 401, 403, 415),
    409: consentRequired,
    429: apiErrorResponse('AI_RATE_LIMITED: the per-user message limit is reached (Retry-After in seconds).'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/transcripts',
  tags,
  summary: 'The saved conversations, newest first',
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: { 200: jsonResponse(z.array(MyStoryTranscriptSummarySchema), 'The conversations'), ...errorResponses(401, 403) },
});

const saveRoute = createRoute({
  method: 'post',
  path: '/transcripts',
  tags,
  summary: "Saves a conversation into the story's history",
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { body: jsonBody(SaveTranscriptInputSchema) },
  responses: { 201: jsonResponse(MyStoryTranscriptSchema, 'Saved'), ...errorResponses(400, 401, 403), 409: consentRequired },
});

const getRoute = createRoute({
  method: 'get',
  path: '/transcripts/{id}',
  tags,
  summary: 'One saved conversation',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(MyStoryTranscriptSchema, 'The conversation'), ...errorResponses(401, 403), 404: notFound },
});

const textRoute = createRoute({
  method: 'get',
  path: '/transcripts/{id}/text',
  tags,
  summary: 'One saved conversation as a plain-text download',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { params: IdParamSchema },
  responses: {
    200: { description: 'text/plain', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(401, 403),
    404: notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/transcripts/{id}',
  tags,
  summary: 'Deletes one saved conversation',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403), 404: notFound },
});

export const storyInterviewRoutes = createRouter()
  .openapi(interviewRoute, async (c) => {
    const { reason, messages } = c.req.valid('json');
    const setup = await service.loadStorySetup({ db: c.get('db'), viewer: c.get('viewer'), reason });
    return streamEvents(c, (signal) =>
      service.streamStoryInterviewReply({ setup, messages, engine: c.get('ai'), logger: c.get('logger'), signal }),
    );
  })
  .openapi(listRoute, async (c) => c.json(await transcripts.listTranscripts({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(saveRoute, async (c) =>
    c.json(await transcripts.saveTranscript({ db: c.get('db'), userId: c.get('viewer').userId, input: c.req.valid('json') }), 201),
  )
  .openapi(getRoute, async (c) =>
    c.json(await transcripts.getTranscript({ db: c.get('db'), userId: c.get('viewer').userId, id: c.req.valid('param').id }), 200),
  )
  .openapi(textRoute, async (c) => {
    const viewer = c.get('viewer');
    const { text, fileName } = await transcripts.transcriptText({
      db: c.get('db'),
      userId: viewer.userId,
      id: c.req.valid('param').id,
      language: toSupportedLanguage(viewer.language),
    });
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.text(text, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await transcripts.deleteTranscript({ db: c.get('db'), userId: c.get('viewer').userId, id: c.req.valid('param').id });
    return c.body(null, 204);
  });
