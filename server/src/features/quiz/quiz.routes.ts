import { createRoute } from '@hono/zod-openapi';
import {
  QuizAnswerResultSchema,
  QuizAnswerSchema,
  QuizCategoryIdParamSchema,
  QuizCategoryLightsSchema,
  QuizHubSchema,
  QuizQuestionIdParamSchema,
  QuizQuestionListSchema,
  QuizQuestionsQuerySchema,
  QuizReviewDueSchema,
} from '@common/schemas/quiz';
import {
  ActiveRoundSchema,
  PrepareReviewRoundSchema,
  QuestionMarkSchema,
  QuizRoundSchema,
  RoundActiveErrorSchema,
  RoundAnswerRequestSchema,
  RoundAnswerResultSchema,
  RoundIdParamSchema,
  RoundReviewSchema,
  StartRoundSchema,
} from '@common/schemas/quiz-rounds';
import { requirePage } from '../../middleware/require-page';
import { requireSession, requireSessionWith } from '../../middleware/require-session';
import { contentLanguageOf } from '../../content-language';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { answerQuestion, answerReadCompanion, answerReadFromJson, type AnswerRead } from './answer';
import { getQuizHub, getReviewDue, listCategoryLights, listQuizQuestions } from './quiz.service';
import { answerRoundQuestion, roundAnswerReadCompanion, type AnswerRoundRead } from './round-answer';
import {
  finishRound,
  getActiveRound,
  getRound,
  getRoundReview,
  RoundActiveError,
  prepareReviewRound,
  setQuestionMark,
  startRound,
} from './rounds.service';

// The exam quiz belongs to the page 'courses' (the spec's route table).
const tags = ['quiz'];

const hubRoute = createRoute({
  method: 'get',
  path: '/hub',
  tags,
  summary: 'The quiz hub: categories in scope with counts, the mistakes count and the latest attempts',
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(QuizHubSchema, 'The hub'), ...errorResponses(401, 403) },
});

const reviewDueRoute = createRoute({
  method: 'get',
  path: '/review-due',
  tags,
  summary: 'How many questions in scope are due for repetition today (the overview recommends "Wiederholen")',
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(QuizReviewDueSchema, 'The count'), ...errorResponses(401, 403) },
});

const categoryLightsRoute = createRoute({
  method: 'get',
  path: '/categories/{id}/lights',
  tags,
  summary: "A category's questions with the learner's traffic light each (grün, gelb, rot, grau); display only",
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: QuizCategoryIdParamSchema },
  responses: {
    200: jsonResponse(QuizCategoryLightsSchema, 'The questions in the order a category round plays them'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('CATEGORY_NOT_FOUND: no such category in your scope.'),
  },
});

const questionsRoute = createRoute({
  method: 'get',
  path: '/questions',
  tags,
  summary: 'The questions of a mode (all, random 10, one category, the latest wrong ones, the review round), without their answers',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { query: QuizQuestionsQuerySchema },
  responses: {
    200: jsonResponse(QuizQuestionListSchema, 'The questions'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('CATEGORY_NOT_FOUND: no such category in your scope.'),
  },
});

/** The session lookup reads the question and the learner's card too: one round trip fewer per answer. */
const requireSessionWithAnswerRead = requireSessionWith(
  answerReadCompanion,
  (c, json) => c.set('sessionCompanion', answerReadFromJson(json)),
  (c) => {
    const id = c.req.param('id');
    return id !== undefined && QuizQuestionIdParamSchema.shape.id.safeParse(id).success ? id : null;
  },
);

const answerRoute = createRoute({
  method: 'post',
  path: '/questions/{id}/answer',
  tags,
  summary: 'Answer a question: the attempt is stored and evaluated on the server',
  middleware: [requireSessionWithAnswerRead, requirePage('courses')] as const,
  request: { params: QuizQuestionIdParamSchema, body: jsonBody(QuizAnswerSchema) },
  responses: {
    200: jsonResponse(QuizAnswerResultSchema, 'Right or wrong, the correct options and the explanation'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('QUESTION_NOT_FOUND: no such question in your scope.'),
    409: apiErrorResponse('ANSWER_CONFLICT: other answers to the same question kept landing first; send it again.'),
  },
});

const roundNotFound = { 404: apiErrorResponse('ROUND_NOT_FOUND: no such round of yours.') };

const startRoundRoute = createRoute({
  method: 'post',
  path: '/rounds',
  tags,
  summary: 'Start a round: its questions and each question’s option order are fixed and stored',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { body: jsonBody(StartRoundSchema) },
  responses: {
    201: jsonResponse(QuizRoundSchema, 'The new round'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('CATEGORY_NOT_FOUND: no such category in your scope.'),
    409: jsonResponse(RoundActiveErrorSchema, 'ROUND_ACTIVE: a round is running (without replace: true); its summary'),
    422: apiErrorResponse('ROUND_EMPTY: there are no questions for this round.'),
  },
});

const prepareReviewRoute = createRoute({
  method: 'post',
  path: '/rounds/prepared-review',
  tags,
  summary:
    "The next 'Wiederholen' round, made ahead for practice without a connection: the questions due now without those of the round `after`; it starts with its first answer, which ends the running round",
  middleware: [requireSession, requirePage('courses')] as const,
  request: { body: jsonBody(PrepareReviewRoundSchema) },
  responses: {
    200: jsonResponse(QuizRoundSchema, 'The prepared round (the same again while nothing was answered since)'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('ROUND_NOT_FOUND: `after` is not a round of yours.'),
    422: apiErrorResponse('ROUND_EMPTY: nothing else is due.'),
  },
});

const activeRoundRoute = createRoute({
  method: 'get',
  path: '/rounds/active',
  tags,
  summary: 'The learner’s running round, if any ("Runde fortsetzen")',
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(ActiveRoundSchema, 'The running round or null'), ...errorResponses(401, 403) },
});

const roundRoute = createRoute({
  method: 'get',
  path: '/rounds/{id}',
  tags,
  summary: 'A round with its questions in order, options in the round’s order, and the answers given so far',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: RoundIdParamSchema },
  responses: { 200: jsonResponse(QuizRoundSchema, 'The round'), ...errorResponses(400, 401, 403), ...roundNotFound },
});

const isUuid = (value: unknown): value is string => typeof value === 'string' && RoundIdParamSchema.shape.id.safeParse(value).success;

/** The session lookup reads the round's row of the question, the question and the card too (decision 068). */
const requireSessionWithRoundAnswerRead = requireSessionWith(
  roundAnswerReadCompanion,
  (c, read) => c.set('sessionCompanion', read),
  async (c) => {
    const roundId = c.req.param('id');
    // hono keeps the parsed body for the route's validation
    const body: unknown = await c.req.json().catch(() => null);
    const questionId = body && typeof body === 'object' ? (body as { questionId?: unknown }).questionId : undefined;
    return isUuid(roundId) && isUuid(questionId) ? `${roundId} ${questionId}` : null;
  },
);

const roundAnswerRoute = createRoute({
  method: 'post',
  path: '/rounds/{id}/answers',
  tags,
  summary: 'Answer a question of the round on option ids; idempotent on clientKey',
  middleware: [requireSessionWithRoundAnswerRead, requirePage('courses')] as const,
  request: { params: RoundIdParamSchema, body: jsonBody(RoundAnswerRequestSchema) },
  responses: {
    200: jsonResponse(RoundAnswerResultSchema, 'Right or wrong, the correct option ids, the explanation and the round’s progress'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('ROUND_NOT_FOUND, QUESTION_NOT_FOUND.'),
    409: apiErrorResponse('ALREADY_ANSWERED (another answer to this question of the round), ROUND_FINISHED, ANSWER_CONFLICT.'),
  },
});

const roundReviewRoute = createRoute({
  method: 'get',
  path: '/rounds/{id}/review',
  tags,
  summary: 'The result page of a finished round: the score and every question with both answers',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: RoundIdParamSchema },
  responses: {
    200: jsonResponse(RoundReviewSchema, 'The review'),
    ...errorResponses(400, 401, 403),
    ...roundNotFound,
    409: apiErrorResponse('ROUND_NOT_FINISHED: the round is still running.'),
  },
});

const finishRoundRoute = createRoute({
  method: 'post',
  path: '/rounds/{id}/finish',
  tags,
  summary: 'End a round early; unanswered questions stay unanswered',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: RoundIdParamSchema },
  responses: { 200: jsonResponse(RoundReviewSchema, 'The review'), ...errorResponses(400, 401, 403), ...roundNotFound },
});

const markRoute = (method: 'put' | 'delete') =>
  createRoute({
    method,
    path: '/questions/{id}/mark',
    tags,
    summary: method === 'put' ? 'Mark a question ("Merken")' : 'Unmark a question',
    middleware: [requireSession, requirePage('courses')] as const,
    request: { params: QuizQuestionIdParamSchema },
    responses: {
      200: jsonResponse(QuestionMarkSchema, 'Whether it is marked now'),
      ...errorResponses(400, 401, 403),
      404: apiErrorResponse('QUESTION_NOT_FOUND: no such question in your scope.'),
    },
  });

export const quizRoutes = createRouter()
  .openapi(hubRoute, async (c) =>
    c.json(await getQuizHub({ db: c.get('db'), viewer: c.get('viewer'), language: contentLanguageOf(c) }), 200),
  )
  .openapi(reviewDueRoute, async (c) => c.json(await getReviewDue({ db: c.get('db'), viewer: c.get('viewer') }), 200))
  .openapi(categoryLightsRoute, async (c) =>
    c.json(
      await listCategoryLights({
        db: c.get('db'),
        viewer: c.get('viewer'),
        categoryId: c.req.valid('param').id,
        language: contentLanguageOf(c),
      }),
      200,
    ),
  )
  .openapi(questionsRoute, async (c) => {
    const { mode, categoryId } = c.req.valid('query');
    return c.json(await listQuizQuestions({ db: c.get('db'), viewer: c.get('viewer'), mode, categoryId }), 200);
  })
  .openapi(answerRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { selected } = c.req.valid('json');
    const firstRead = c.get('sessionCompanion') as AnswerRead | null | undefined;
    return c.json(await answerQuestion({ db: c.get('db'), viewer: c.get('viewer'), questionId: id, selected, firstRead }), 200);
  })
  .openapi(startRoundRoute, async (c) => {
    const { mode, categoryId, replace } = c.req.valid('json');
    try {
      return c.json(
        await startRound({ db: c.get('db'), viewer: c.get('viewer'), mode, categoryId, replace, language: contentLanguageOf(c) }),
        201,
      );
    } catch (error) {
      if (!(error instanceof RoundActiveError)) throw error;
      return c.json({ error: { code: 'ROUND_ACTIVE' as const, message: error.message }, activeRound: error.activeRound }, 409);
    }
  })
  .openapi(prepareReviewRoute, async (c) =>
    c.json(
      await prepareReviewRound({
        db: c.get('db'),
        viewer: c.get('viewer'),
        after: c.req.valid('json').after,
        language: contentLanguageOf(c),
      }),
      200,
    ),
  )
  .openapi(activeRoundRoute, async (c) =>
    c.json({ round: await getActiveRound({ db: c.get('db'), userId: c.get('viewer').userId, language: contentLanguageOf(c) }) }, 200),
  )
  .openapi(roundRoute, async (c) =>
    c.json(
      await getRound({ db: c.get('db'), viewer: c.get('viewer'), roundId: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(roundAnswerRoute, async (c) => {
    const { questionId, selectedOptionIds, clientKey, answeredAt } = c.req.valid('json');
    const roundId = c.req.valid('param').id;
    return c.json(
      await answerRoundQuestion({
        db: c.get('db'),
        viewer: c.get('viewer'),
        roundId,
        questionId,
        selectedOptionIds,
        clientKey,
        answeredAt,
        firstRead: c.get('sessionCompanion') as AnswerRoundRead | null | undefined,
        language: contentLanguageOf(c),
      }),
      200,
    );
  })
  .openapi(roundReviewRoute, async (c) =>
    c.json(
      await getRoundReview({ db: c.get('db'), viewer: c.get('viewer'), roundId: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(finishRoundRoute, async (c) =>
    c.json(
      await finishRound({ db: c.get('db'), viewer: c.get('viewer'), roundId: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(markRoute('put'), async (c) =>
    c.json(await setQuestionMark({ db: c.get('db'), viewer: c.get('viewer'), questionId: c.req.valid('param').id, marked: true }), 200),
  )
  .openapi(markRoute('delete'), async (c) =>
    c.json(await setQuestionMark({ db: c.get('db'), viewer: c.get('viewer'), questionId: c.req.valid('param').id, marked: false }), 200),
  );
