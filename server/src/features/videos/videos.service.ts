// Writes of the Video Management tab: sections ('Neue Kategorie'), videos ('Video anlegen') and
// video quiz questions; the demo seed uses them too.
import { eq, max, sql } from 'drizzle-orm';
import type { MpuReason } from '@common/domain';
import { nextTranslations, type ContentFields } from '@common/domain/content-language';
import type { VideoFile, VideoFileType } from '@common/schemas/video-management';
import type { DatabaseOrTransaction } from '../../db/client';
import { videoQuizzes, videoSections, videos } from '../../db/schema';
import type { TranslationsInput } from '../../admin-translations';

/**
 * How many quiz questions a video has, for a select from videos. The outer column is written out:
 * drizzle leaves the table name off columns of a single-table select, and a bare "id" would be the
 * quiz's own.
 */
export const videoQuizCount = sql<number>`(select count(*)::int from video_quizzes q where q.video_id = "videos"."id")`.mapWith(Number);

/** A video's columns as both video lists show them (the file as its three columns; see videoFileOf). */
export const videoListColumns = {
  id: videos.id,
  sectionId: videos.sectionId,
  title: videos.title,
  description: videos.description,
  url: videos.url,
  fileKey: videos.fileKey,
  fileType: videos.fileType,
  fileSize: videos.fileSize,
  order: videos.order,
  language: videos.language,
  country: videos.country,
  mpuTypes: sql<MpuReason[]>`${videos.mpuTypes}`,
  quizCount: videoQuizCount,
};

/** The uploaded file of a video row, or null when it plays its url. */
export function videoFileOf(row: { fileKey: string | null; fileType: string | null; fileSize: number | null }): VideoFile | null {
  return row.fileKey ? { type: row.fileType as VideoFileType, size: row.fileSize ?? 0 } : null;
}

export interface NewVideoSection {
  title: string;
  description: string;
  /** The Turkish and English versions, made from this German (the seed's and a new item's are current). */
  translations?: TranslationsInput<ContentFields['videoSection']>;
}

export interface NewVideoQuiz {
  question: string;
  options: readonly string[];
  /** Option texts; several are allowed (multi-select). */
  correctAnswers: readonly string[];
  /** Options in the German order. */
  translations?: TranslationsInput<ContentFields['choice']>;
}

export interface NewVideo {
  sectionId: string;
  title: string;
  description: string;
  url: string;
  mpuTypes: readonly MpuReason[];
  language?: 'de' | 'en' | 'tr';
  country?: readonly string[];
  quizzes?: readonly NewVideoQuiz[];
  translations?: TranslationsInput<ContentFields['video']>;
}

const quizTranslations = (quiz: NewVideoQuiz) =>
  nextTranslations({ german: { question: quiz.question, options: [...quiz.options] }, stored: undefined, submitted: quiz.translations });

function checkQuiz(quiz: NewVideoQuiz) {
  if (quiz.correctAnswers.length === 0 || quiz.correctAnswers.some((answer) => !quiz.options.includes(answer))) {
    throw new Error(`video quiz "${quiz.question}": the correct answers must be options`);
  }
}

/** The spec: a new category gets the highest existing order plus 1. */
export async function createVideoSection({
  db,
  section,
}: {
  db: DatabaseOrTransaction;
  section: NewVideoSection;
}): Promise<{ id: string; order: number }> {
  return db.transaction(async (tx) => {
    const [highest] = await tx.select({ value: max(videoSections.order) }).from(videoSections);
    const order = (highest?.value ?? 0) + 1;
    const [created] = await tx
      .insert(videoSections)
      .values({
        title: section.title.trim(),
        description: section.description.trim(),
        order,
        translations: nextTranslations({
          german: { title: section.title.trim(), description: section.description.trim() },
          stored: undefined,
          submitted: section.translations,
        }),
      })
      .returning({ id: videoSections.id });
    return { id: created!.id, order };
  });
}

/**
 * The spec: a new video gets the highest order in its category plus 1, and is saved with
 * ['alcohol'] when no MPU type is picked. Its quiz questions (if any) follow in the same transaction.
 */
export async function createVideo({
  db,
  video,
}: {
  db: DatabaseOrTransaction;
  video: NewVideo;
}): Promise<{ id: string; order: number; quizzes: number }> {
  const quizzes = video.quizzes ?? [];
  quizzes.forEach(checkQuiz);
  return db.transaction(async (tx) => {
    const [highest] = await tx
      .select({ value: max(videos.order) })
      .from(videos)
      .where(eq(videos.sectionId, video.sectionId));
    const order = (highest?.value ?? 0) + 1;
    const [created] = await tx
      .insert(videos)
      .values({
        sectionId: video.sectionId,
        title: video.title.trim(),
        description: video.description.trim(),
        url: video.url.trim(),
        order,
        language: video.language ?? 'de',
        country: [...(video.country ?? ['DE'])],
        mpuTypes: video.mpuTypes.length > 0 ? [...video.mpuTypes] : ['alcohol'],
        translations: nextTranslations({
          german: { title: video.title.trim(), description: video.description.trim() },
          stored: undefined,
          submitted: video.translations,
        }),
      })
      .returning({ id: videos.id });
    const videoId = created!.id;
    if (quizzes.length > 0) {
      await tx.insert(videoQuizzes).values(
        quizzes.map((quiz, index) => ({
          videoId,
          question: quiz.question,
          options: [...quiz.options],
          correctAnswers: [...quiz.correctAnswers],
          order: index + 1,
          translations: quizTranslations(quiz),
        })),
      );
    }
    return { id: videoId, order, quizzes: quizzes.length };
  });
}

/** A video quiz question at the end of the video's list. */
export async function createVideoQuiz({
  db,
  videoId,
  quiz,
}: {
  db: DatabaseOrTransaction;
  videoId: string;
  quiz: NewVideoQuiz;
}): Promise<{ id: string; order: number }> {
  checkQuiz(quiz);
  return db.transaction(async (tx) => {
    const [highest] = await tx
      .select({ value: max(videoQuizzes.order) })
      .from(videoQuizzes)
      .where(eq(videoQuizzes.videoId, videoId));
    const order = (highest?.value ?? 0) + 1;
    const [created] = await tx
      .insert(videoQuizzes)
      .values({
        videoId,
        question: quiz.question,
        options: [...quiz.options],
        correctAnswers: [...quiz.correctAnswers],
        order,
        translations: quizTranslations(quiz),
      })
      .returning({ id: videoQuizzes.id });
    return { id: created!.id, order };
  });
}
