import { createRoute } from '@hono/zod-openapi';
import {
  ChapterInputSchema,
  ChapterOrderSchema,
  ChapterQuizInputSchema,
  CourseAdminIdParamSchema,
  CourseInputSchema,
  CourseSummaryListSchema,
  CourseSummarySchema,
  ManagedChapterQuizSchema,
  ManagedChapterSchema,
  ManagedCourseSchema,
} from '@common/schemas/course-admin';
import { SuccessSchema } from '@common/schemas/api-error';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './course-admin.service';

const tags = ['course-admin'];
const courseNotFound = apiErrorResponse('COURSE_NOT_FOUND: no such course.');
const chapterNotFound = apiErrorResponse('CHAPTER_NOT_FOUND: no such chapter.');
const questionNotFound = apiErrorResponse('QUESTION_NOT_FOUND: no such question.');

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Every course with how many chapters and quiz questions it has, and its Turkish and English versions with their status',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(CourseSummaryListSchema, 'The courses'), ...errorResponses(401, 403) },
});

const createCourseRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Create a course ('Neuer Kurs') with its Turkish and English versions",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(CourseInputSchema) },
  responses: { 201: jsonResponse(CourseSummarySchema, 'Created'), ...errorResponses(400, 401, 403, 415) },
});

const getCourseRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary:
    'A course with its chapters in order and their quiz questions, correct answers included; each with its versions and their status',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema },
  responses: { 200: jsonResponse(ManagedCourseSchema, 'The course'), ...errorResponses(400, 401, 403), 404: courseNotFound },
});

const updateCourseRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary:
    "Save a course's title and description and their versions (an unchanged version turns stale when the German changed, unless confirmed)",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(CourseInputSchema) },
  responses: { 200: jsonResponse(CourseSummarySchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: courseNotFound },
});

const deleteCourseRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a course with its chapters, their quiz questions, the answers and the progress',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: courseNotFound },
});

const createChapterRoute = createRoute({
  method: 'post',
  path: '/{id}/chapters',
  tags,
  summary: "Add a chapter ('Kapitel hinzufügen') after the course's last one",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(ChapterInputSchema) },
  responses: { 201: jsonResponse(ManagedChapterSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 404: courseNotFound },
});

const reorderChaptersRoute = createRoute({
  method: 'put',
  path: '/{id}/chapters/order',
  tags,
  summary: "Renumber the course's chapters 1, 2, 3, … in the given order (one transaction)",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(ChapterOrderSchema) },
  responses: {
    200: jsonResponse(SuccessSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: courseNotFound,
    409: apiErrorResponse("ORDER_STALE: the list is not exactly the course's chapters (another admin changed them); nothing changed."),
  },
});

const updateChapterRoute = createRoute({
  method: 'put',
  path: '/chapters/{id}',
  tags,
  summary: "Save a chapter's title and Markdown content and their versions",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(ChapterInputSchema) },
  responses: { 200: jsonResponse(ManagedChapterSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: chapterNotFound },
});

const deleteChapterRoute = createRoute({
  method: 'delete',
  path: '/chapters/{id}',
  tags,
  summary: 'Delete a chapter with its quiz questions, answers and progress; the rest are renumbered',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: chapterNotFound },
});

const createQuizRoute = createRoute({
  method: 'post',
  path: '/chapters/{id}/quizzes',
  tags,
  summary:
    'Add a quiz question (2–6 options, one correct) at the end of the chapter; a version has as many options as the German (OPTION_COUNT)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(ChapterQuizInputSchema) },
  responses: { 201: jsonResponse(ManagedChapterQuizSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 404: chapterNotFound },
});

const updateQuizRoute = createRoute({
  method: 'put',
  path: '/quizzes/{id}',
  tags,
  summary: 'Save a chapter quiz question and its versions (changed options or answer remove the answers given to the old one)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema, body: jsonBody(ChapterQuizInputSchema) },
  responses: { 200: jsonResponse(ManagedChapterQuizSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: questionNotFound },
});

const deleteQuizRoute = createRoute({
  method: 'delete',
  path: '/quizzes/{id}',
  tags,
  summary: 'Delete a chapter quiz question and the answers given to it',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: CourseAdminIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: questionNotFound },
});

export const courseAdminRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ courses: await service.listCourses({ db: c.get('db') }) }, 200))
  .openapi(createCourseRoute, async (c) => c.json(await service.createCourse({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(getCourseRoute, async (c) => c.json(await service.getManagedCourse({ db: c.get('db'), id: c.req.valid('param').id }), 200))
  .openapi(updateCourseRoute, async (c) =>
    c.json(await service.updateCourse({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteCourseRoute, async (c) => {
    await service.deleteCourse({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  })
  .openapi(createChapterRoute, async (c) =>
    c.json(await service.addChapter({ db: c.get('db'), courseId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .openapi(reorderChaptersRoute, async (c) => {
    await service.reorderChapters({ db: c.get('db'), courseId: c.req.valid('param').id, order: c.req.valid('json') });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateChapterRoute, async (c) =>
    c.json(await service.updateChapter({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteChapterRoute, async (c) => {
    await service.deleteChapter({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  })
  .openapi(createQuizRoute, async (c) =>
    c.json(await service.addChapterQuiz({ db: c.get('db'), chapterId: c.req.valid('param').id, input: c.req.valid('json') }), 201),
  )
  .openapi(updateQuizRoute, async (c) =>
    c.json(await service.updateChapterQuiz({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(deleteQuizRoute, async (c) => {
    await service.deleteChapterQuiz({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  });
