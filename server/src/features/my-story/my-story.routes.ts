// /api/my-story: the learner's own MPU story (issue 37; the contract: common/src/schemas/my-story.ts).
// Every route needs the page 'my-story' and works only on the viewer's own rows: someone else's
// version is 404 for learners and administrators alike.
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { selfCheck } from '@common/domain/my-story';
import { KnowledgeArticleSchema } from '@common/schemas/knowledge';
import {
  MyStoryConflictSchema,
  MyStoryConsentInputSchema,
  MyStoryReadinessSchema,
  MyStoryStateSchema,
  MyStoryVersionIdParamSchema,
  MyStoryVersionSchema,
  MyStoryVersionSummarySchema,
  SaveStoryInputSchema,
  StoryArticleParamSchema,
} from '@common/schemas/my-story';
import type { AppEnv } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { renderMyStoryPdf } from './my-story-pdf';
import { MY_STORY_PDF_TEXTS } from './my-story-texts';
import * as service from './my-story.service';
import { buildStoryContext, checkStory } from './story-checks';
import { contentLanguageOf } from '../../content-language';

const tags = ['my-story'];

/**
 * The largest story the schema allows is about 200,000 characters (every text and list at its maximum); a
 * save carries one story. 512 KB leaves room for JSON escapes and two-byte letters, and keeps far
 * below the platform's 1 MB.
 */
export const MY_STORY_BODY_MAX_BYTES = 512 * 1024;
/** The platform's guards have read the body already (request-guards.ts), so the size is its declared length or its text's. */
const limitStoryBody = createMiddleware<AppEnv>(async (c, next) => {
  const declared = c.req.header('content-length');
  const size = declared && /^\d+$/.test(declared) ? Number(declared) : Buffer.byteLength(await c.req.text());
  if (size > MY_STORY_BODY_MAX_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The story is larger than 512 KB.');
  await next();
});

const stateRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The consent and the story (an empty story at revision 0 before the first save; none without consent)',
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: { 200: jsonResponse(MyStoryStateSchema, 'The story'), ...errorResponses(401, 403) },
});

const consentRoute = createRoute({
  method: 'post',
  path: '/consent',
  tags,
  summary: 'Explicit consent to storing the story (health and offence data, GDPR Art. 9(2)(a))',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { body: jsonBody(MyStoryConsentInputSchema) },
  responses: { 200: jsonResponse(MyStoryStateSchema, 'Consent recorded'), ...errorResponses(400, 401, 403) },
});

const withdrawRoute = createRoute({
  method: 'delete',
  path: '/consent',
  tags,
  summary: 'Withdraws the consent: deletes the story and every version in one transaction',
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: { 200: jsonResponse(MyStoryStateSchema, 'Everything deleted'), ...errorResponses(401, 403) },
});

const saveRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: "Saves the story if it is still at `baseRevision`; also writes the day's version (Europe/Berlin)",
  middleware: [requireSession, requirePage('my-story'), limitStoryBody] as const,
  request: { body: jsonBody(SaveStoryInputSchema) },
  responses: {
    200: jsonResponse(MyStoryStateSchema, 'Saved'),
    ...errorResponses(400, 401, 403),
    409: jsonResponse(
      MyStoryConflictSchema,
      'CONSENT_REQUIRED: nothing is stored without the consent; STALE_REVISION: another tab saved in between, `state` holds its story',
    ),
    413: apiErrorResponse('PAYLOAD_TOO_LARGE: over 512 KB.'),
  },
});

const versionsRoute = createRoute({
  method: 'get',
  path: '/versions',
  tags,
  summary: 'The versions, one per day with a save, newest first',
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: { 200: jsonResponse(z.array(MyStoryVersionSummarySchema), 'The versions'), ...errorResponses(401, 403) },
});

const versionRoute = createRoute({
  method: 'get',
  path: '/versions/{id}',
  tags,
  summary: 'One version with its story',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { params: MyStoryVersionIdParamSchema },
  responses: {
    200: jsonResponse(MyStoryVersionSchema, 'The version'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('VERSION_NOT_FOUND: no such version of yours.'),
  },
});

const readinessRoute = createRoute({
  method: 'get',
  path: '/readiness',
  tags,
  summary: "The overview's line: the story's readiness per part and overall (null without consent); never a prognosis",
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: { 200: jsonResponse(MyStoryReadinessSchema, 'The readiness'), ...errorResponses(401, 403) },
});

const articleRoute = createRoute({
  method: 'get',
  path: '/articles/{slug}',
  tags,
  summary: 'A knowledge article a finding links (the story page opens it even where the knowledge page is closed)',
  middleware: [requireSession, requirePage('my-story')] as const,
  request: { params: StoryArticleParamSchema },
  responses: {
    200: jsonResponse(KnowledgeArticleSchema, 'The article'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('ARTICLE_NOT_FOUND: an administrator removed it.'),
  },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/export.pdf',
  tags,
  summary: 'The story with its findings and readiness as a PDF, in the account language',
  middleware: [requireSession, requirePage('my-story')] as const,
  responses: {
    200: { description: 'application/pdf', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(401, 403),
    409: apiErrorResponse('CONSENT_REQUIRED: without the consent there is no story.'),
  },
});

export const myStoryRoutes = createRouter()
  .openapi(stateRoute, async (c) => c.json(await service.getMyStoryState({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(consentRoute, async (c) => c.json(await service.giveConsent({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(withdrawRoute, async (c) => c.json(await service.withdrawConsent({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(saveRoute, async (c) => {
    const input = c.req.valid('json');
    const result = await service.saveStory({
      db: c.get('db'),
      userId: c.get('viewer').userId,
      story: input.story,
      baseRevision: input.baseRevision,
    });
    if (!result.saved) {
      return c.json({ error: { code: 'STALE_REVISION', message: 'The story was saved elsewhere in between.' }, state: result.state }, 409);
    }
    return c.json(result.state, 200);
  })
  .openapi(versionsRoute, async (c) => c.json(await service.listVersions({ db: c.get('db'), userId: c.get('viewer').userId }), 200))
  .openapi(versionRoute, async (c) =>
    c.json(await service.getVersion({ db: c.get('db'), userId: c.get('viewer').userId, versionId: c.req.valid('param').id }), 200),
  )
  .openapi(readinessRoute, async (c) => {
    const viewer = c.get('viewer');
    const state = await service.getMyStoryState({ db: c.get('db'), userId: viewer.userId });
    if (!state.story) return c.json({ readiness: null }, 200);
    const context = await buildStoryContext({ db: c.get('db'), viewer, story: state.story });
    return c.json({ readiness: checkStory(state.story, context).readiness }, 200);
  })
  .openapi(articleRoute, async (c) =>
    c.json(await service.getStoryArticle({ db: c.get('db'), slug: c.req.valid('param').slug, language: contentLanguageOf(c) }), 200),
  )
  .openapi(pdfRoute, async (c) => {
    const viewer = c.get('viewer');
    const state = await service.getMyStoryState({ db: c.get('db'), userId: viewer.userId });
    if (!state.story) throw new ApiError(409, 'CONSENT_REQUIRED', 'Without the consent there is no story.');
    const story = state.story;
    const context = await buildStoryContext({ db: c.get('db'), viewer, story });
    const { findings, readiness } = checkStory(story, context);
    const pdf = await renderMyStoryPdf({
      story,
      findings,
      readiness,
      tracker: context.tracker,
      selfChecks: context.reasons.map((reason) => selfCheck(reason, story.selfCheck.answers)),
      language: viewer.language,
      asOf: state.updatedAt ? new Date(state.updatedAt) : new Date(),
    });
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${MY_STORY_PDF_TEXTS[viewer.language].fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
  });
