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
import { requirePage } from '../../middleware/require-page';
import { requireSession, requireSessionWith } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { answerQuestion, answerReadCompanion, answerReadFromJson, type AnswerRead } from './answer';
import { getQuizHub, getReviewDue, listCategoryLights, listQuizQuestions } from './quiz.service';

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

export const quizRoutes = createRouter()
  .openapi(hubRoute, async (c) => c.json(await getQuizHub({ db: c.get('db'), viewer: c.get('viewer') }), 200))
  .openapi(reviewDueRoute, async (c) => c.json(await getReviewDue({ db: c.get('db'), viewer: c.get('viewer') }), 200))
  .openapi(categoryLightsRoute, async (c) =>
    c.json(await listCategoryLights({ db: c.get('db'), viewer: c.get('viewer'), categoryId: c.req.valid('param').id }), 200),
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
  });
