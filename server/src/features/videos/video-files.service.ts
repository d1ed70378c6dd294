// Own video files: an upload is stored under a fresh key and then recorded on the video (the old file
// goes after the row points at the new one); playing looks the file up within the viewer's scope.
// The bytes go through the MediaStorage (server/src/media) as streams, never whole into memory.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { detectVideoFileType, VIDEO_SIGNATURE_BYTES } from '@common/domain';
import type { VideoFile, VideoFileType } from '@common/schemas/video-management';
import type { Database } from '../../db/client';
import { videos } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { MediaStorage } from '../../media/media-storage';
import { assertVideoVisible } from './video-library.service';

const EXTENSIONS: Record<VideoFileType, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** A new key per upload, so a player still streaming the old file is never served a mix of both. */
export const newVideoFileKey = (videoId: string, type: VideoFileType) =>
  `videos/${videoId}/${crypto.randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;

const videoNotFound = () => new ApiError(404, 'VIDEO_NOT_FOUND', 'No such video.');

async function assertVideoExists(db: Database, videoId: string) {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
}

class BodyLengthError extends Error {}
class VideoTypeError extends Error {}

/**
 * Exactly `size` bytes of a `type` video: Content-Length and Content-Type are the client's claims,
 * checked while the bytes arrive (the first bytes must be the type's signature, so an HTML or SVG
 * file is never stored as a video).
 */
async function* exactly(size: number, type: VideoFileType, body: Readable): AsyncGenerator<Buffer> {
  let received = 0;
  let head: Buffer | undefined = Buffer.alloc(0);
  for await (let chunk of body as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > size) throw new BodyLengthError('more bytes than Content-Length');
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < VIDEO_SIGNATURE_BYTES) continue;
      if (detectVideoFileType(head) !== type) throw new VideoTypeError(`the bytes are not ${type}`);
      chunk = head;
      head = undefined;
    }
    yield chunk;
  }
  if (received !== size) throw new BodyLengthError('fewer bytes than Content-Length');
  if (head) throw new VideoTypeError('too short for a video');
}

export async function uploadVideoFile({
  db,
  media,
  logger,
  videoId,
  body,
  type,
  size,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
  videoId: string;
  body: Readable;
  type: VideoFileType;
  size: number;
}): Promise<VideoFile> {
  await assertVideoExists(db, videoId);
  const key = newVideoFileKey(videoId, type);
  try {
    await media.put(key, Readable.from(exactly(size, type, body), { objectMode: false }), { contentType: type, size });
  } catch (error) {
    body.destroy();
    if (error instanceof BodyLengthError) throw new ApiError(400, 'FILE_SIZE_MISMATCH', 'The body does not match Content-Length.');
    if (error instanceof VideoTypeError) throw new ApiError(415, 'UNSUPPORTED_VIDEO_TYPE', 'The file is not an mp4 or webm video.');
    throw error;
  }
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ fileKey: videos.fileKey }).from(videos).where(eq(videos.id, videoId)).for('update');
    if (!row) return undefined;
    await tx.update(videos).set({ fileKey: key, fileType: type, fileSize: size, url: '' }).where(eq(videos.id, videoId));
    return row;
  });
  if (!previous) {
    // deleted while the file was arriving
    await deleteVideoFiles(media, [key], logger);
    throw videoNotFound();
  }
  if (previous.fileKey) await deleteVideoFiles(media, [previous.fileKey], logger);
  return { type, size };
}

/** The stored file of a video the viewer may see; 404 for a video out of scope or without a file. */
export async function findVideoFile({ db, viewer, videoId }: { db: Database; viewer: Viewer; videoId: string }) {
  await assertVideoVisible(db, viewer, videoId);
  const [video] = await db
    .select({ key: videos.fileKey, type: videos.fileType, size: videos.fileSize })
    .from(videos)
    .where(eq(videos.id, videoId));
  if (!video?.key || !video.type || video.size === null) {
    throw new ApiError(404, 'VIDEO_FILE_NOT_FOUND', 'This video has no uploaded file.');
  }
  return { key: video.key, type: video.type as VideoFileType, size: video.size };
}

/**
 * Best effort, after the database change that orphaned the files has committed: a file left behind
 * costs disk space, a thrown error here would report a delete that did happen as failed.
 */
export async function deleteVideoFiles(media: MediaStorage, keys: string[], logger: Logger): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await media.delete(key);
      } catch (error) {
        logger.warn({ err: error, key }, 'could not delete a video file');
      }
    }),
  );
}
