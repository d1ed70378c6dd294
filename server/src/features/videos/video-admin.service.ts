// The admin edits inside the learner's video library: quiz questions below a video, a section's
// title, a video's MPU types.
import { eq } from 'drizzle-orm';
import type { MpuReason } from '@common/domain';
import type { VideoSection } from '@common/schemas/video-admin';
import type { DatabaseOrTransaction } from '../../db/client';
import { videoQuizzes, videoSections, videos } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { createVideoQuiz, type NewVideoQuiz } from './videos.service';

const videoNotFound = () => new ApiError(404, 'VIDEO_NOT_FOUND', 'No such video.');
const questionNotFound = () => new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
const sectionNotFound = () => new ApiError(404, 'SECTION_NOT_FOUND', 'No such section.');

/** A question at the end of the video's list (order = highest + 1, as the demo seed adds them). */
export async function addVideoQuiz({
  db,
  videoId,
  quiz,
}: {
  db: DatabaseOrTransaction;
  videoId: string;
  quiz: NewVideoQuiz;
}): Promise<{ id: string; order: number }> {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  return createVideoQuiz({ db, videoId, quiz });
}

/** The question goes with the learners' answers to it (cascade). */
export async function deleteVideoQuiz({ db, id }: { db: DatabaseOrTransaction; id: string }): Promise<void> {
  const deleted = await db.delete(videoQuizzes).where(eq(videoQuizzes.id, id)).returning({ id: videoQuizzes.id });
  if (deleted.length === 0) throw questionNotFound();
}

export async function updateVideoSection({
  db,
  id,
  input,
}: {
  db: DatabaseOrTransaction;
  id: string;
  input: { title: string; description?: string | undefined };
}): Promise<VideoSection> {
  const [updated] = await db
    .update(videoSections)
    .set({ title: input.title, ...(input.description === undefined ? {} : { description: input.description }) })
    .where(eq(videoSections.id, id))
    .returning({ id: videoSections.id, title: videoSections.title, description: videoSections.description, order: videoSections.order });
  if (!updated) throw sectionNotFound();
  return updated;
}

/** The spec: no type picked saves ['alcohol']. */
export async function setVideoMpuTypes({
  db,
  id,
  mpuTypes,
}: {
  db: DatabaseOrTransaction;
  id: string;
  mpuTypes: readonly MpuReason[];
}): Promise<{ mpuTypes: MpuReason[] }> {
  const next: MpuReason[] = mpuTypes.length > 0 ? [...mpuTypes] : ['alcohol'];
  const updated = await db.update(videos).set({ mpuTypes: next }).where(eq(videos.id, id)).returning({ id: videos.id });
  if (updated.length === 0) throw videoNotFound();
  return { mpuTypes: next };
}
