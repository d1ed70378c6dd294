import { createRoute } from '@hono/zod-openapi';
import {
  ExamSimulationAnswerParamSchema,
  ExamSimulationAnswerSavedSchema,
  ExamSimulationAnswerSchema,
  ExamSimulationIdParamSchema,
  ExamSimulationOverviewSchema,
  ExamSimulationSchema,
  ExamSimulationSettingsSchema,
  ExamSimulationSettingsViewSchema,
} from '@common/schemas/exam-simulation';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { contentLanguageOf } from '../../content-language';
import {
  getExamSimulation,
  getExamSimulationOverview,
  getExamSimulationSettings,
  saveExamSimulationAnswer,
  saveExamSimulationSettings,
  startExamSimulation,
  submitExamSimulation,
} from './exam-simulation.service';

// The simulation belongs to the exam quiz, so to the page 'courses' (the spec's route table).
const tags = ['exam-simulation'];
const notFound = apiErrorResponse('EXAM_SIMULATION_NOT_FOUND: no such simulation of yours.');

const overviewRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: "The rules, the learner's running simulation (if any) and the finished ones",
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(ExamSimulationOverviewSchema, 'The overview'), ...errorResponses(401, 403) },
});

const startRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Start a simulation (201); while one runs, that one is returned (200) instead of a new one',
  middleware: [requireSession, requirePage('courses')] as const,
  responses: {
    200: jsonResponse(ExamSimulationSchema, 'The simulation that is running'),
    201: jsonResponse(ExamSimulationSchema, 'Started'),
    ...errorResponses(401, 403),
    409: apiErrorResponse('NO_QUESTIONS: no questions in your scope yet.'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'A simulation: while it runs without correct answers; after its time it is ended with the answers given',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: ExamSimulationIdParamSchema },
  responses: { 200: jsonResponse(ExamSimulationSchema, 'The simulation'), ...errorResponses(400, 401, 403), 404: notFound },
});

const answerRoute = createRoute({
  method: 'put',
  path: '/{id}/answers/{questionId}',
  tags,
  summary: 'Keep an answer as given (option ids) and the mark for later; changeable until the end',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: ExamSimulationAnswerParamSchema, body: jsonBody(ExamSimulationAnswerSchema) },
  responses: {
    200: jsonResponse(ExamSimulationAnswerSavedSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('EXAM_SIMULATION_NOT_FOUND or QUESTION_NOT_IN_SIMULATION.'),
    409: apiErrorResponse('EXAM_OVER: the time is up (deadline and 5 s grace) or it was submitted; the answer does not count.'),
  },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/{id}/submit',
  tags,
  summary: 'Abgeben: end the simulation now and get the result with the review',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: ExamSimulationIdParamSchema },
  responses: { 200: jsonResponse(ExamSimulationSchema, 'The result'), ...errorResponses(400, 401, 403), 404: notFound },
});

export const examSimulationRoutes = createRouter()
  .openapi(overviewRoute, async (c) => c.json(await getExamSimulationOverview({ db: c.get('db'), viewer: c.get('viewer') }), 200))
  .openapi(startRoute, async (c) => {
    const { simulation, created } = await startExamSimulation({ db: c.get('db'), viewer: c.get('viewer'), language: contentLanguageOf(c) });
    return created ? c.json(simulation, 201) : c.json(simulation, 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(
      await getExamSimulation({ db: c.get('db'), viewer: c.get('viewer'), id: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(answerRoute, async (c) => {
    const { id, questionId } = c.req.valid('param');
    const { selected, marked } = c.req.valid('json');
    return c.json(await saveExamSimulationAnswer({ db: c.get('db'), viewer: c.get('viewer'), id, questionId, selected, marked }), 200);
  })
  .openapi(submitRoute, async (c) =>
    c.json(
      await submitExamSimulation({ db: c.get('db'), viewer: c.get('viewer'), id: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  );

const settingsGetRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The rules of the Prüfungssimulation: questions, minutes, pass line',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(ExamSimulationSettingsViewSchema, 'The rules'), ...errorResponses(401, 403) },
});

const settingsSaveRoute = createRoute({
  method: 'put',
  path: '/',
  tags,
  summary: 'Save the rules (audited); running simulations keep theirs',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(ExamSimulationSettingsSchema) },
  responses: { 200: jsonResponse(ExamSimulationSettingsViewSchema, 'Saved'), ...errorResponses(400, 401, 403, 415) },
});

export const examSimulationAdminRoutes = createRouter()
  .openapi(settingsGetRoute, async (c) => c.json(await getExamSimulationSettings({ db: c.get('db') }), 200))
  .openapi(settingsSaveRoute, async (c) => {
    const viewer = c.get('viewer');
    return c.json(
      await saveExamSimulationSettings({
        db: c.get('db'),
        actor: { userId: viewer.userId, email: viewer.email },
        settings: c.req.valid('json'),
      }),
      200,
    );
  });
