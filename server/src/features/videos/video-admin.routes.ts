import { createRoute } from '@hono/zod-openapi';
import {
  AdminVideoQuizListSchema,
  AdminVideoQuizSchema,
  AdminVideoSectionSchema,
  CreatedVideoQuizSchema,
  VideoAdminIdParamSchema,
  VideoAdminVideoIdParamSchema,
  VideoMpuTypesSchema,
  VideoQuizInputSchema,
  VideoSectionUpdateSchema,
} from '@common/schemas/video-admin';
import {
  ManagedVideoSchema,
  NewVideoInputSchema,
  SectionOrderSchema,
  VideoInputSchema,
  VideoManagementSchema,
  VideoOrderSchema,
  VideoSectionInputSchema,
} from '@common/schemas/video-management';
import { SuccessSchema } from '@common/schemas/api-error';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './video-admin.service';
import { deleteVideoFiles } from './video-files.service';
import * as management from './video-management.service';

const tags = ['video-admin'];
const videoNotFound = apiErrorResponse('VIDEO_NOT_FOUND: no such video.');
const sectionNotFound = apiErrorResponse('SECTION_NOT_FOUND: no such section.');
const orderStale = apiErrorResponse(
  'ORDER_STALE: the lists do not match the stored sections or videos (another admin changed them); nothing changed.',
);

const listRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Every section with every video (all languages and MPU types), in their order',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(VideoManagementSchema, 'The sections'), ...errorResponses(401, 403) },
});

const createSectionRoute = createRoute({
  method: 'post',
  path: '/sections',
  tags,
  summary: "Create a section ('Neue Kategorie') after the last one",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(VideoSectionInputSchema) },
  responses: { 201: jsonResponse(AdminVideoSectionSchema, 'Created'), ...errorResponses(400, 401, 403, 415) },
});

const deleteSectionRoute = createRoute({
  method: 'delete',
  path: '/sections/{id}',
  tags,
  summary: 'Delete a section with all its videos, their quiz questions, answers, progress and files',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: sectionNotFound },
});

const reorderSectionsRoute = createRoute({
  method: 'put',
  path: '/sections/order',
  tags,
  summary: 'Renumber all sections 1, 2, 3, … in the given order (one transaction)',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(SectionOrderSchema) },
  responses: { 200: jsonResponse(SuccessSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 409: orderStale },
});

const createVideoRoute = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: "Create a video ('Video anlegen') at the end of its section",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(NewVideoInputSchema) },
  responses: { 201: jsonResponse(ManagedVideoSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 404: sectionNotFound },
});

const updateVideoRoute = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Save the edit-video modal (switching to a link removes an uploaded file)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema, body: jsonBody(VideoInputSchema) },
  responses: { 200: jsonResponse(ManagedVideoSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: videoNotFound },
});

const deleteVideoRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a video with its quiz questions, answers, progress and file',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema },
  responses: { 200: jsonResponse(SuccessSchema, 'Deleted'), ...errorResponses(400, 401, 403), 404: videoNotFound },
});

const reorderVideosRoute = createRoute({
  method: 'put',
  path: '/order',
  tags,
  summary: 'Set the videos of the sections a drag touched, numbered from 1 (a video listed under another section moves there)',
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(VideoOrderSchema) },
  responses: {
    200: jsonResponse(SuccessSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('SECTION_NOT_FOUND or VIDEO_NOT_FOUND: a listed section or video does not exist.'),
    409: orderStale,
  },
});

const createQuizRoute = createRoute({
  method: 'post',
  path: '/{videoId}/quizzes',
  tags,
  summary: 'Add a quiz question below a video (four options, the correct ones as option texts), at the end of its list',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminVideoIdParamSchema, body: jsonBody(VideoQuizInputSchema) },
  responses: { 201: jsonResponse(CreatedVideoQuizSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 404: videoNotFound },
});

const listQuizzesRoute = createRoute({
  method: 'get',
  path: '/{videoId}/quizzes',
  tags,
  summary: "A video's quiz questions in their order, correct answers and Turkish and English versions (with their status) included",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminVideoIdParamSchema },
  responses: { 200: jsonResponse(AdminVideoQuizListSchema, 'The questions'), ...errorResponses(400, 401, 403), 404: videoNotFound },
});

const updateQuizRoute = createRoute({
  method: 'put',
  path: '/quizzes/{id}',
  tags,
  summary: 'Save a video quiz question and its versions (a version has as many options as the German: OPTION_COUNT)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema, body: jsonBody(VideoQuizInputSchema) },
  responses: {
    200: jsonResponse(AdminVideoQuizSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('QUESTION_NOT_FOUND: no such question.'),
  },
});

const deleteQuizRoute = createRoute({
  method: 'delete',
  path: '/quizzes/{id}',
  tags,
  summary: 'Delete a video quiz question and the answers given to it',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema },
  responses: {
    200: jsonResponse(SuccessSchema, 'Deleted'),
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('QUESTION_NOT_FOUND: no such question.'),
  },
});

const updateSectionRoute = createRoute({
  method: 'patch',
  path: '/sections/{id}',
  tags,
  summary: "Change a section's title (and, when sent, its description and its Turkish and English versions)",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema, body: jsonBody(VideoSectionUpdateSchema) },
  responses: {
    200: jsonResponse(AdminVideoSectionSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: apiErrorResponse('SECTION_NOT_FOUND: no such section.'),
  },
});

const setMpuTypesRoute = createRoute({
  method: 'put',
  path: '/{id}/mpu-types',
  tags,
  summary: "Replace a video's MPU types (none picked saves ['alcohol'])",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema, body: jsonBody(VideoMpuTypesSchema) },
  responses: { 200: jsonResponse(VideoMpuTypesSchema, 'Saved'), ...errorResponses(400, 401, 403, 415), 404: videoNotFound },
});

// the fixed paths (/order, /sections/order) come before /{id}, which would refuse them as no uuid
export const videoAdminRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ sections: await management.listManagedSections(c.get('db')) }, 200))
  .openapi(reorderSectionsRoute, async (c) => {
    await management.reorderSections(c.get('db'), c.req.valid('json'));
    return c.json({ success: true as const }, 200);
  })
  .openapi(reorderVideosRoute, async (c) => {
    await management.reorderVideos(c.get('db'), c.req.valid('json'));
    return c.json({ success: true as const }, 200);
  })
  .openapi(createSectionRoute, async (c) => c.json(await management.addSection(c.get('db'), c.req.valid('json')), 201))
  .openapi(deleteSectionRoute, async (c) => {
    const files = await management.deleteSection(c.get('db'), c.req.valid('param').id);
    await deleteVideoFiles(c.get('media'), files, c.get('logger'));
    return c.json({ success: true as const }, 200);
  })
  .openapi(createVideoRoute, async (c) => c.json(await management.addVideo(c.get('db'), c.req.valid('json')), 201))
  .openapi(updateVideoRoute, async (c) => {
    const { video, droppedFile } = await management.updateVideo(c.get('db'), c.req.valid('param').id, c.req.valid('json'));
    if (droppedFile) await deleteVideoFiles(c.get('media'), [droppedFile], c.get('logger'));
    return c.json(video, 200);
  })
  .openapi(deleteVideoRoute, async (c) => {
    const file = await management.deleteVideo(c.get('db'), c.req.valid('param').id);
    if (file) await deleteVideoFiles(c.get('media'), [file], c.get('logger'));
    return c.json({ success: true as const }, 200);
  })
  .openapi(createQuizRoute, async (c) =>
    c.json(await service.addVideoQuiz({ db: c.get('db'), videoId: c.req.valid('param').videoId, quiz: c.req.valid('json') }), 201),
  )
  .openapi(listQuizzesRoute, async (c) =>
    c.json({ quizzes: await service.listVideoQuizzes({ db: c.get('db'), videoId: c.req.valid('param').videoId }) }, 200),
  )
  .openapi(updateQuizRoute, async (c) =>
    c.json(await service.updateVideoQuiz({ db: c.get('db'), id: c.req.valid('param').id, quiz: c.req.valid('json') }), 200),
  )
  .openapi(deleteQuizRoute, async (c) => {
    await service.deleteVideoQuiz({ db: c.get('db'), id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateSectionRoute, async (c) =>
    c.json(await service.updateVideoSection({ db: c.get('db'), id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(setMpuTypesRoute, async (c) =>
    c.json(await service.setVideoMpuTypes({ db: c.get('db'), id: c.req.valid('param').id, mpuTypes: c.req.valid('json').mpuTypes }), 200),
  );
