// Own video files: the admin's upload (the raw file as the body, streamed into the media storage)
// and the learner's player source (GET with Range, so seeking works without loading the whole file).
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createRoute, z } from '@hono/zod-openapi';
import { VIDEO_FILE_MAX_BYTES, VIDEO_FILE_TYPES, VideoFileSchema, type VideoFileType } from '@common/schemas/video-management';
import { VideoIdParamSchema } from '@common/schemas/videos';
import { resolveByteRange } from '../../media/byte-range';
import { ApiError, errorResponse } from '../../middleware/errors';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonResponse } from '../../openapi';
import { findVideoFile, uploadVideoFile } from './video-files.service';

const binary = z.string().openapi({ format: 'binary' });
const videoContent = Object.fromEntries(VIDEO_FILE_TYPES.map((type) => [type, { schema: binary }]));

const uploadRoute = createRoute({
  method: 'put',
  path: '/{id}/file',
  tags: ['video-admin'],
  summary: "Upload a video's own file (mp4 or webm, at most 2 GB); it replaces the web address and any earlier file",
  description:
    'The body is the file itself with its type as Content-Type and its exact Content-Length (no multipart form), ' +
    'so it is streamed into storage as it arrives.',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: VideoIdParamSchema, body: { required: true, content: videoContent } },
  responses: {
    200: jsonResponse(z.object({ file: VideoFileSchema }), 'Stored; learners now play this file'),
    ...errorResponses(401, 403),
    400: apiErrorResponse(
      'VALIDATION_ERROR, EMPTY_FILE, FILE_SIZE_MISMATCH (the body is not Content-Length bytes long) or UPLOAD_ABORTED (the client went away).',
    ),
    404: apiErrorResponse('VIDEO_NOT_FOUND: no such video.'),
    411: apiErrorResponse('LENGTH_REQUIRED: send Content-Length.'),
    413: apiErrorResponse('FILE_TOO_LARGE: over 2 GB.'),
    415: apiErrorResponse('UNSUPPORTED_VIDEO_TYPE: the Content-Type is not video/mp4 or video/webm.'),
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/{id}/file',
  tags: ['videos'],
  summary: "A video's own file for the player; one byte range (Range: bytes=a-b, a-, -n) answers 206",
  middleware: [requireSession, requirePage('videos')] as const,
  request: { params: VideoIdParamSchema },
  responses: {
    200: { description: 'The whole file', content: videoContent },
    206: { description: 'The requested range, with Content-Range', content: videoContent },
    ...errorResponses(400, 401, 403),
    404: apiErrorResponse('VIDEO_NOT_FOUND (not in your scope) or VIDEO_FILE_NOT_FOUND (the video has no file).'),
    416: apiErrorResponse('RANGE_NOT_SATISFIABLE: the range starts past the end; Content-Range: bytes */size.'),
  },
});

function uploadTypeOf(header: string | undefined): VideoFileType {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (!VIDEO_FILE_TYPES.includes(type as VideoFileType)) {
    throw new ApiError(415, 'UNSUPPORTED_VIDEO_TYPE', 'Upload an mp4 or webm video.');
  }
  return type as VideoFileType;
}

/** Checked before a byte is read; hono's bodyLimit would buffer a body sent without Content-Length. */
function uploadSizeOf(header: string | undefined): number {
  if (header === undefined) throw new ApiError(411, 'LENGTH_REQUIRED', 'Send the file with its Content-Length.');
  const size = Number(header);
  if (!Number.isSafeInteger(size) || size < 0) throw new ApiError(400, 'VALIDATION_ERROR', 'Content-Length is not a number.');
  if (size === 0) throw new ApiError(400, 'EMPTY_FILE', 'The file is empty.');
  if (size > VIDEO_FILE_MAX_BYTES) throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 2 GB.');
  return size;
}

export const videoFileAdminRoutes = createRouter().openapi(uploadRoute, async (c) => {
  const type = uploadTypeOf(c.req.header('content-type'));
  const size = uploadSizeOf(c.req.header('content-length'));
  const body = c.req.raw.body;
  const file = await uploadVideoFile({
    db: c.get('db'),
    media: c.get('media'),
    logger: c.get('logger'),
    videoId: c.req.valid('param').id,
    body: body ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>) : Readable.from([]),
    type,
    size,
  }).catch((error: unknown) => {
    // the admin cancelled or the connection dropped: nothing was stored, and it is no server fault
    if (c.req.raw.signal.aborted) throw new ApiError(400, 'UPLOAD_ABORTED', 'The upload was cancelled.');
    throw error;
  });
  return c.json({ file }, 200);
});

export const videoFileRoutes = createRouter().openapi(fileRoute, async (c) => {
  const file = await findVideoFile({ db: c.get('db'), viewer: c.get('viewer'), videoId: c.req.valid('param').id });
  const answer = resolveByteRange(c.req.header('range'), file.size);
  c.header('Accept-Ranges', 'bytes');
  // the address stays the same when an admin replaces the file
  c.header('Cache-Control', 'private, no-cache');
  if (answer.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${file.size}`);
    return errorResponse(c, 416, { code: 'RANGE_NOT_SATISFIABLE', message: `The file has ${file.size} bytes.` });
  }
  const range = answer.kind === 'partial' ? answer.range : undefined;
  c.header('Content-Type', file.type);
  c.header('Content-Length', String(range ? range.end - range.start + 1 : file.size));
  if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  const status = range ? 206 : 200;
  // hono answers HEAD with the GET handler's headers: no need to open the file
  if (c.req.method === 'HEAD') return c.body(null, status);
  const stream = Readable.toWeb(await c.get('media').read(file.key, range)) as ReadableStream<Uint8Array>;
  return c.body(stream, status);
});
