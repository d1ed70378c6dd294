// The admin edits inside the learner's video library: quiz questions below a video, a section's
// title, a video's MPU types.
import { asc, eq } from 'drizzle-orm';
import type { MpuReason } from '@common/domain';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { AdminVideoQuiz, AdminVideoSection } from '@common/schemas/video-admin';
import type { DatabaseOrTransaction } from '../../db/client';
import { videoQuizAttempts, videoQuizzes, videoSections, videos } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations, type TranslationsInput } from '../../admin-translations';
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

const quizColumns = {
  id: videoQuizzes.id,
  videoId: videoQuizzes.videoId,
  question: videoQuizzes.question,
  options: videoQuizzes.options,
  correctAnswers: videoQuizzes.correctAnswers,
  order: videoQuizzes.order,
  translations: videoQuizzes.translations,
};

const toAdminQuiz = ({
  translations,
  ...row
}: Omit<AdminVideoQuiz, 'translations'> & { translations: StoredTranslations<ContentFields['choice']> }): AdminVideoQuiz => ({
  ...row,
  translations: toAdminTranslations({ question: row.question, options: row.options }, translations),
});

/** A video's quiz questions in their order, with their Turkish and English versions, for the admin's editor. */
export async function listVideoQuizzes({ db, videoId }: { db: DatabaseOrTransaction; videoId: string }): Promise<AdminVideoQuiz[]> {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw videoNotFound();
  const rows = await db.select(quizColumns).from(videoQuizzes).where(eq(videoQuizzes.videoId, videoId)).orderBy(asc(videoQuizzes.order));
  return rows.map(toAdminQuiz);
}

/**
 * Saves a question with its versions (a version left unchanged turns stale when the German changed, unless confirmed).
 * Changed options or correct answers remove the answers given to the old question, as in the chapter quizzes.
 */
export async function updateVideoQuiz({
  db,
  id,
  quiz,
}: {
  db: DatabaseOrTransaction;
  id: string;
  quiz: NewVideoQuiz;
}): Promise<AdminVideoQuiz> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ options: videoQuizzes.options, correctAnswers: videoQuizzes.correctAnswers, translations: videoQuizzes.translations })
      .from(videoQuizzes)
      .where(eq(videoQuizzes.id, id))
      .for('update');
    if (!current) throw questionNotFound();
    const answersChanged =
      JSON.stringify(current.options) !== JSON.stringify(quiz.options) ||
      JSON.stringify(current.correctAnswers) !== JSON.stringify(quiz.correctAnswers);
    const german = { question: quiz.question, options: [...quiz.options] };
    const [updated] = await tx
      .update(videoQuizzes)
      .set({
        ...german,
        correctAnswers: [...quiz.correctAnswers],
        translations: nextTranslations({ german, stored: current.translations, submitted: quiz.translations }),
      })
      .where(eq(videoQuizzes.id, id))
      .returning(quizColumns);
    if (answersChanged) await tx.delete(videoQuizAttempts).where(eq(videoQuizAttempts.quizId, id));
    return toAdminQuiz(updated!);
  });
}

export async function updateVideoSection({
  db,
  id,
  input,
}: {
  db: DatabaseOrTransaction;
  id: string;
  input: { title: string; description?: string | undefined; translations?: TranslationsInput<ContentFields['videoSection']> };
}): Promise<AdminVideoSection> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ description: videoSections.description, translations: videoSections.translations })
      .from(videoSections)
      .where(eq(videoSections.id, id))
      .for('update');
    if (!current) throw sectionNotFound();
    const german = { title: input.title, description: input.description ?? current.description };
    const [updated] = await tx
      .update(videoSections)
      .set({ ...german, translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }) })
      .where(eq(videoSections.id, id))
      .returning({
        id: videoSections.id,
        title: videoSections.title,
        description: videoSections.description,
        order: videoSections.order,
        translations: videoSections.translations,
      });
    const { translations, ...section } = updated!;
    return { ...section, translations: toAdminTranslations(german, translations) };
  });
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
