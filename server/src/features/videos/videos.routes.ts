import { createRoute } from '@hono/zod-openapi';
import {
  VideoIdParamSchema,
  VideoLibraryQuerySchema,
  VideoLibrarySchema,
  VideoProgressSchema,
  VideoQuizAnswerResultSchema,
  VideoQuizAnswerSchema,
  VideoQuizSchema,
} from '@common/schemas/videos';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { interfaceLanguageOf } from '../../request-language';
import { answerVideoQuiz, getVideoLibrary, getVideoQuiz, setVideoProgress } from './video-library.service';
import { contentLanguageOf } from '../../content-language';

const tags = ['videos'];
const videoNotFound = apiErrorResponse('VIDEO_NOT_FOUND: no such video in your scope.');

const libraryRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary:
    'The sections with the videos in the viewer’s scope and language (German when there are none in it), optionally searched; the playable ones count on the overview',
  middleware: [requireSession, requirePage('videos')] as const,
  request: { query: VideoLibraryQuerySchema },
  responses: { 200: jsonResponse(VideoLibrarySchema, 'The library'), ...errorResponses(400, 401, 403) },
});

const quizRoute = createRoute({
  method: 'get',
  path: '/{id}/quiz',
  tags,
  summary: 'A video’s quiz: questions without answers, except those the viewer answered already',
  middleware: [requireSession, requirePage('videos')] as const,
  request: { params: VideoIdParamSchema },
  responses: { 200: jsonResponse(VideoQuizSchema, 'The quiz'), ...errorResponses(400, 401, 403), 404: videoNotFound },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/quiz/{id}/answer',
  tags,
  summary: 'Answer a video quiz question once; evaluated and stored on the server',
  middleware: [requireSession, requirePage('videos')] as const,
  request: { params: VideoIdParamSchema, body: jsonBody(VideoQuizAnswerSchema) },
  responses: {
    200: jsonResponse(VideoQuizAnswerResultSchema, 'Right or wrong and the correct options'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('QUESTION_NOT_FOUND: no such question in your scope.'),
    409: apiErrorResponse('ALREADY_ANSWERED: the question is locked after the first answer.'),
  },
});

const progressRoute = createRoute({
  method: 'put',
  path: '/{id}/progress',
  tags,
  summary: "'Als erledigt markieren': the viewer's done mark of a video",
  middleware: [requireSession, requirePage('videos')] as const,
  request: { params: VideoIdParamSchema, body: jsonBody(VideoProgressSchema) },
  responses: {
    200: jsonResponse(VideoProgressSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: videoNotFound,
    409: apiErrorResponse('VIDEO_NOT_PLAYABLE: the player cannot play this video here, so it cannot be marked done.'),
  },
});

export const videosRoutes = createRouter()
  .openapi(libraryRoute, async (c) => {
    const viewer = c.get('viewer');
    const { language, search } = c.req.valid('query');
    const library = await getVideoLibrary({
      db: c.get('db'),
      viewer,
      language: language ?? interfaceLanguageOf(c.req.raw, viewer),
      search,
    });
    return c.json(library, 200);
  })
  .openapi(quizRoute, async (c) =>
    c.json(
      await getVideoQuiz({ db: c.get('db'), viewer: c.get('viewer'), videoId: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(answerRoute, async (c) => {
    const result = await answerVideoQuiz({
      db: c.get('db'),
      viewer: c.get('viewer'),
      quizId: c.req.valid('param').id,
      selected: c.req.valid('json').selected,
    });
    return c.json(result, 200);
  })
  .openapi(progressRoute, async (c) => {
    const result = await setVideoProgress({
      db: c.get('db'),
      viewer: c.get('viewer'),
      videoId: c.req.valid('param').id,
      completed: c.req.valid('json').completed,
    });
    return c.json(result, 200);
  });
