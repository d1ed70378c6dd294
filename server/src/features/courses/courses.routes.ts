// The learner's courses (/dashboard/courses): list, one course, a chapter quiz answer, the
// chapter's completion mark and the chapter opened last. All behind the page permission 'courses'.
import { createRoute } from '@hono/zod-openapi';
import {
  ChapterProgressSchema,
  ChapterQuizAnswerResultSchema,
  ChapterQuizAnswerSchema,
  CourseDetailSchema,
  CourseIdParamSchema,
  CourseLastChapterSchema,
  CourseListSchema,
} from '@common/schemas/courses';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { answerChapterQuiz, getCourse, listCourses, setChapterProgress, setLastChapter } from './course-learning.service';
import { contentLanguageOf } from '../../content-language';

const tags = ['courses'];

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'The courses with the viewer’s chapter progress and the next chapter to read',
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(CourseListSchema, 'The courses'), ...errorResponses(401, 403) },
});

const courseRoute = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'A course with its chapters and chapter quizzes; correct answers only for questions the viewer answered',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: CourseIdParamSchema },
  responses: {
    200: jsonResponse(CourseDetailSchema, 'The course'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('COURSE_NOT_FOUND: no such course.'),
  },
});

const answerRoute = createRoute({
  method: 'post',
  path: '/quizzes/{id}/answer',
  tags,
  summary: 'Answer a chapter quiz question once; evaluated and stored on the server',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: CourseIdParamSchema, body: jsonBody(ChapterQuizAnswerSchema) },
  responses: {
    200: jsonResponse(ChapterQuizAnswerResultSchema, 'Right or wrong, and the correct option'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('QUESTION_NOT_FOUND: no such question.'),
    409: apiErrorResponse('ALREADY_ANSWERED: the question is locked after the first answer.'),
  },
});

const progressRoute = createRoute({
  method: 'put',
  path: '/chapters/{id}/progress',
  tags,
  summary: "'Kapitel abschließen' and its undo: the viewer's completion mark of a chapter",
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: CourseIdParamSchema, body: jsonBody(ChapterProgressSchema) },
  responses: {
    200: jsonResponse(ChapterProgressSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('CHAPTER_NOT_FOUND: no such chapter.'),
  },
});

const lastChapterRoute = createRoute({
  method: 'put',
  path: '/{id}/last-chapter',
  tags,
  summary: 'The chapter the viewer opened in a course; the course reopens there on every device',
  middleware: [requireSession, requirePage('courses')] as const,
  request: { params: CourseIdParamSchema, body: jsonBody(CourseLastChapterSchema) },
  responses: {
    200: jsonResponse(CourseLastChapterSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('COURSE_NOT_FOUND: no such course; CHAPTER_NOT_FOUND: no such chapter in this course.'),
  },
});

export const coursesRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json({ courses: await listCourses({ db: c.get('db'), viewer: c.get('viewer'), language: contentLanguageOf(c) }) }, 200),
  )
  .openapi(courseRoute, async (c) =>
    c.json(
      await getCourse({ db: c.get('db'), viewer: c.get('viewer'), courseId: c.req.valid('param').id, language: contentLanguageOf(c) }),
      200,
    ),
  )
  .openapi(answerRoute, async (c) => {
    const result = await answerChapterQuiz({
      db: c.get('db'),
      viewer: c.get('viewer'),
      quizId: c.req.valid('param').id,
      answer: c.req.valid('json').answer,
    });
    return c.json(result, 200);
  })
  .openapi(progressRoute, async (c) => {
    const result = await setChapterProgress({
      db: c.get('db'),
      viewer: c.get('viewer'),
      chapterId: c.req.valid('param').id,
      completed: c.req.valid('json').completed,
    });
    return c.json(result, 200);
  })
  .openapi(lastChapterRoute, async (c) => {
    const result = await setLastChapter({
      db: c.get('db'),
      viewer: c.get('viewer'),
      courseId: c.req.valid('param').id,
      chapterId: c.req.valid('json').chapterId,
    });
    return c.json(result, 200);
  });
