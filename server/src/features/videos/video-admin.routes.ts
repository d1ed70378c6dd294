import { createRoute } from '@hono/zod-openapi';
import {
  CreatedVideoQuizSchema,
  VideoAdminIdParamSchema,
  VideoAdminVideoIdParamSchema,
  VideoMpuTypesSchema,
  VideoQuizInputSchema,
  VideoSectionSchema,
  VideoSectionUpdateSchema,
} from '@common/schemas/video-admin';
import { SuccessSchema } from '@common/schemas/api-error';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './video-admin.service';

const tags = ['video-admin'];
const videoNotFound = apiErrorResponse('VIDEO_NOT_FOUND: no such video.');

const createQuizRoute = createRoute({
  method: 'post',
  path: '/{videoId}/quizzes',
  tags,
  summary: 'Add a quiz question below a video (four options, the correct ones as option texts), at the end of its list',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminVideoIdParamSchema, body: jsonBody(VideoQuizInputSchema) },
  responses: { 201: jsonResponse(CreatedVideoQuizSchema, 'Created'), ...errorResponses(400, 401, 403, 415), 404: videoNotFound },
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
  summary: "Change a section's title (and, when sent, its description)",
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoAdminIdParamSchema, body: jsonBody(VideoSectionUpdateSchema) },
  responses: {
    200: jsonResponse(VideoSectionSchema, 'Saved'),
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

export const videoAdminRoutes = createRouter()
  .openapi(createQuizRoute, async (c) =>
    c.json(await service.addVideoQuiz({ db: c.var.db, videoId: c.req.valid('param').videoId, quiz: c.req.valid('json') }), 201),
  )
  .openapi(deleteQuizRoute, async (c) => {
    await service.deleteVideoQuiz({ db: c.var.db, id: c.req.valid('param').id });
    return c.json({ success: true as const }, 200);
  })
  .openapi(updateSectionRoute, async (c) =>
    c.json(await service.updateVideoSection({ db: c.var.db, id: c.req.valid('param').id, input: c.req.valid('json') }), 200),
  )
  .openapi(setMpuTypesRoute, async (c) =>
    c.json(await service.setVideoMpuTypes({ db: c.var.db, id: c.req.valid('param').id, mpuTypes: c.req.valid('json').mpuTypes }), 200),
  );
