import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  DeletedCountSchema,
  ExamCategoryInputSchema,
  ExamCategoryListSchema,
  ExamIdParamSchema,
  ExamQuestionInputSchema,
  ExamQuestionListQuerySchema,
  ExamQuestionListSchema,
  ExamQuestionSchema,
  QUESTION_CSV_MAX_BYTES,
  QUESTION_CSV_MAX_ROWS,
  QuestionCsvImportResultSchema,
} from '@common/schemas/exam-admin';
import { SuccessSchema } from '@common/schemas/api-error';
import { readCsvUpload } from '../../csv-upload';
import { ApiError } from '../../middleware/errors';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './exam-admin.service';

const tags = ['exam-admin'];
const categoryNotFound = apiErrorResponse('CATEGORY_NOT_FOUND: no such category.');
const questionNotFound = apiErrorResponse('QUESTION_NOT_FOUND: no such question.');
const categoryExists = apiErrorResponse('CATEGORY_EXISTS: a category with this name exists.');

const listCategoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags,
  summary: 'Every exam category with its question count, by name',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(ExamCategoryListSchema, 'The categories'), ...errorResponses(401, 403) },
});

const createCategoryRoute = createRoute({
  method: 'post',
  path: '/categories',
  tags,
  summary: 'Create a category (no MPU types: alcohol)',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(ExamCategoryInputSchema) },
  responses: {
    201: jsonResponse(z.object({ id: z.string() }), 'Created'),
    ...errorResponses(400, 401, 403, 415),
    409: categoryExists,
  },
});

const updateCategoryRoute = createRoute({
  method: 'put',
  path: '/categories/{id}',
  tags,
  summary: "Change a category's name, description and MPU types",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ExamIdParamSchema, body: jsonBody(ExamCategoryInputSchema) },
  responses: {
    200: jsonResponse(SuccessSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: categoryNotFound,
    409: categoryExists,
  },
});

const deleteCategoryRoute = createRoute({
  method: 'delete',
  path: '/categories/{id}',
  tags,
  summary: 'Delete a category with all its questions and the attempts on them',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ExamIdParamSchema },
  responses: {
    200: jsonResponse(z.object({ deletedQuestions: z.number().int() }), 'Deleted'),
    ...errorResponses(400, 401, 403),
    404: categoryNotFound,
  },
});

const listQuestionsRoute = createRoute({
  method: 'get',
  path: '/questions',
  tags,
  summary: 'One page of questions, newest first, by category and text',
  middleware: [requireSession, requireAdmin] as const,
  request: { query: ExamQuestionListQuerySchema },
  responses: { 200: jsonResponse(ExamQuestionListSchema, 'One page'), ...errorResponses(400, 401, 403) },
});

const createQuestionRoute = createRoute({
  method: 'post',
  path: '/questions',
  tags,
  summary: 'Create a question',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(ExamQuestionInputSchema) },
  responses: { 201: jsonResponse(ExamQuestionSchema, 'Created'), ...errorResponses(400, 401, 403, 415) },
});

const updateQuestionRoute = createRoute({
  method: 'put',
  path: '/questions/{id}',
  tags,
  summary: 'Replace a question',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ExamIdParamSchema, body: jsonBody(ExamQuestionInputSchema) },
  responses: { 200: jsonResponse(ExamQuestionSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: questionNotFound },
});

const deleteQuestionRoute = createRoute({
  method: 'delete',
  path: '/questions/{id}',
  tags,
  summary: 'Delete a question and the attempts on it',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: ExamIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: questionNotFound },
});

const deleteAllQuestionsRoute = createRoute({
  method: 'delete',
  path: '/questions',
  tags,
  summary: "'Alle löschen': every exam question and the attempts on them; categories stay",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(DeletedCountSchema, 'Deleted'), ...errorResponses(401, 403) },
});

const importRoute = createRoute({
  method: 'post',
  path: '/import',
  tags,
  summary: 'Import questions from a CSV file (the body is the file, at most 5 MB and 10,000 rows)',
  description:
    'Comma or semicolon, UTF-8 with or without BOM or Windows-1252. Each row passes the rules of the question and category forms; problems are listed per spreadsheet row and column. One transaction: an error imports nothing.',
  middleware: [
    requireSession,
    requireAdmin,
    bodyLimit({
      maxSize: QUESTION_CSV_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 5 MB.');
      },
    }),
  ] as const,
  request: { body: { required: true, content: { 'text/csv': { schema: z.string() } } } },
  responses: {
    200: jsonResponse(QuestionCsvImportResultSchema, 'The report: counts and one entry per problem row'),
    ...errorResponses(401, 403),
    400: apiErrorResponse(
      'EMPTY_FILE (no row with a question), MISSING_COLUMNS (fields.file names the missing columns) or TOO_MANY_ROWS (fields.file is the row limit).',
    ),
    413: apiErrorResponse('FILE_TOO_LARGE: over 5 MB.'),
    415: apiErrorResponse('NOT_CSV: the body is not a CSV text file (an .xlsx workbook, for example).'),
  },
});

export const examAdminRoutes = createRouter()
  .openapi(listCategoriesRoute, async (c) => c.json({ categories: await service.listCategories({ db: c.get('db') }) }, 200))
  .openapi(createCategoryRoute, async (c) => c.json(await service.createCategory({ db: c.get('db'), input: c.req.valid('json') }), 201))
  .openapi(updateCategoryRoute, async (c) => {
    await service.updateCategory({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') });
    return c.json({ success: true as const }, 200);
  })
  .openapi(deleteCategoryRoute, async (c) => c.json(await service.deleteCategory({ db: c.get('db'), id: c.req.valid('param').id }), 200))
  .openapi(listQuestionsRoute, async (c) => c.json(await service.listQuestions({ db: c.get('db'), query: c.req.valid('query') }), 200))
  .openapi(createQuestionRoute, async (c) => c.json(await service.createQuestion({ db: c.get('db'), values: c.req.valid('json') }), 201))
  .openapi(updateQuestionRoute, async (c) =>
    c.json(await service.updateQuestion({ db: c.get('db'), id: c.req.valid('param').id, values: c.req.valid('json') }), 200),
  )
  .openapi(deleteQuestionRoute, async (c) => {
    await service.deleteQuestion({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  })
  .openapi(deleteAllQuestionsRoute, async (c) => c.json(await service.deleteAllQuestions({ db: c.get('db') }), 200))
  .openapi(importRoute, async (c) => {
    const bytes = await readCsvUpload(c.req);
    const result = await service.importQuestionsCsv({ db: c.get('db'), csv: bytes });
    if (!result.ok) {
      // fields.file: the missing columns, the row limit, or the code again (a refusal always names its field)
      const fields = {
        file: result.missingColumns
          ? result.missingColumns.join(',')
          : result.error === 'TOO_MANY_ROWS'
            ? String(QUESTION_CSV_MAX_ROWS)
            : result.error,
      };
      throw new ApiError(400, result.error, 'The file cannot be imported.', fields);
    }
    const { ok: _ok, ...report } = result;
    return c.json(report, 200);
  });
