// The learner's side of the video library: the sections with the videos the learner sees (scope,
// interface language with German as the fallback: common/src/domain/learner-videos.ts), a video's quiz
// with the viewer's earlier answers, answering a quiz question, and marking a video done.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@common/domain';
import { selectLearnerVideos } from '@common/domain/learner-videos';
import { canPlayVideo } from '@common/domain/video-hosts';
import type { VideoLibrary, VideoQuiz, VideoQuizAnswerResult } from '@common/schemas/videos';
import { contentScopeOf, type ContentScope } from '../../content-scope';
import type { Database } from '../../db/client';
import { videoProgress, videoQuizAttempts, videoQuizzes, videoSections, videos } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { videoFileOf, videoListColumns } from './videos.service';
import { localizedItem, shownTexts } from '../../content-language';

/** Videos a viewer may see: admins and learners without reasons all; others those whose types overlap their reasons. */
const videoInScope = (scope: ContentScope) =>
  scope.everything ? undefined : sql`${videos.mpuTypes} && ${sql.param(scope.reasons, videos.mpuTypes)}`;

/** Case-insensitive in German: 'führerschein' finds 'Führerschein' whatever the database's locale. */
const fold = (text: string) => text.toLocaleLowerCase('de-DE');

export async function getVideoLibrary({
  db,
  viewer,
  language,
  search,
}: {
  db: Database;
  viewer: Viewer;
  /** The interface language. */
  language: Language;
  search: string;
}): Promise<VideoLibrary> {
  const scope = contentScopeOf(viewer);
  const [sections, rows] = await Promise.all([
    db.select().from(videoSections).orderBy(asc(videoSections.order), asc(videoSections.id)),
    db
      .select({
        ...videoListColumns,
        translations: videos.translations,
        completed: sql<boolean>`coalesce(${videoProgress.completed}, false)`,
      })
      .from(videos)
      .leftJoin(videoProgress, and(eq(videoProgress.videoId, videos.id), eq(videoProgress.userId, viewer.userId)))
      .where(videoInScope(scope))
      .orderBy(asc(videos.order), asc(videos.id)),
  ]);
  // the rule the overview counts by (server/src/learner-videos.ts): the search only narrows what it shows
  const learnerVideos = selectLearnerVideos(
    rows.map((row) => ({ ...row, hasFile: row.fileKey !== null })),
    { scope, language },
  );
  const needle = fold(search);
  // the reader's language and the German
  const matches = (video: (typeof rows)[number]) => {
    const shown = shownTexts({ title: video.title, description: video.description }, video.translations, language);
    return !needle || [video.title, video.description, shown.title, shown.description].some((text) => fold(text).includes(needle));
  };
  return {
    language: learnerVideos.language,
    otherLanguages: learnerVideos.otherLanguages,
    sections: sections
      .map(({ id, title, description, order, translations }) => ({
        id,
        title,
        description,
        shown: shownTexts({ title, description }, translations, language),
        order,
        videos: learnerVideos.shown
          .filter((video) => video.sectionId === id && matches(video))
          .map(({ sectionId: _section, fileKey, fileType, fileSize, hasFile, translations, ...video }) => ({
            ...video,
            shown: shownTexts({ title: video.title, description: video.description }, translations, language),
            file: videoFileOf({ fileKey, fileType, fileSize }),
            isPlayable: canPlayVideo({ url: video.url, hasFile }),
          })),
      }))
      .filter((section) => !needle || section.videos.length > 0),
  };
}

export async function assertVideoVisible(db: Database, viewer: Viewer, videoId: string) {
  const [video] = await db
    .select({ id: videos.id, url: videos.url, hasFile: sql<boolean>`${videos.fileKey} is not null` })
    .from(videos)
    .where(and(eq(videos.id, videoId), videoInScope(contentScopeOf(viewer))));
  if (!video) throw new ApiError(404, 'VIDEO_NOT_FOUND', 'No such video in your scope.');
  return video;
}

export async function getVideoQuiz({
  db,
  viewer,
  videoId,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  videoId: string;
  language?: Language;
}): Promise<VideoQuiz> {
  await assertVideoVisible(db, viewer, videoId);
  const questions = await db
    .select()
    .from(videoQuizzes)
    .where(eq(videoQuizzes.videoId, videoId))
    .orderBy(asc(videoQuizzes.order), asc(videoQuizzes.id));
  const attempts =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(videoQuizAttempts)
          .where(
            and(
              eq(videoQuizAttempts.userId, viewer.userId),
              inArray(
                videoQuizAttempts.quizId,
                questions.map((question) => question.id),
              ),
            ),
          )
          .orderBy(asc(videoQuizAttempts.createdAt));
  return {
    questions: questions.map((question) => {
      // the first answer counts: the question is locked after it
      const first = attempts.find((attempt) => attempt.quizId === question.id);
      return {
        id: question.id,
        // the answers travel as the German option texts, their identity in every language
        ...localizedItem({ question: question.question, options: question.options }, question.translations, language),
        order: question.order,
        multiple: question.correctAnswers.length > 1,
        answered: first ? { selected: first.selectedAnswers, isCorrect: first.isCorrect, correctAnswers: question.correctAnswers } : null,
      };
    }),
  };
}

export async function answerVideoQuiz({
  db,
  viewer,
  quizId,
  selected,
}: {
  db: Database;
  viewer: Viewer;
  quizId: string;
  selected: string[];
}): Promise<VideoQuizAnswerResult> {
  const [question] = await db.select().from(videoQuizzes).where(eq(videoQuizzes.id, quizId));
  if (!question) throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
  await assertVideoVisible(db, viewer, question.videoId).catch(() => {
    throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
  });
  if (selected.some((answer) => !question.options.includes(answer))) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { selected: 'NOT_AN_OPTION' });
  }
  const isCorrect =
    selected.length === question.correctAnswers.length && question.correctAnswers.every((answer) => selected.includes(answer));
  return db.transaction(async (tx) => {
    // one answer per question: a second one (another tab, a replayed request) is refused
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${viewer.userId}:${quizId}`}))`);
    const [earlier] = await tx
      .select({ id: videoQuizAttempts.id })
      .from(videoQuizAttempts)
      .where(and(eq(videoQuizAttempts.userId, viewer.userId), eq(videoQuizAttempts.quizId, quizId)));
    if (earlier) throw new ApiError(409, 'ALREADY_ANSWERED', 'This question was answered already.');
    await tx.insert(videoQuizAttempts).values({ userId: viewer.userId, quizId, selectedAnswers: selected, isCorrect });
    return { isCorrect, correctAnswers: question.correctAnswers };
  });
}

export async function setVideoProgress({
  db,
  viewer,
  videoId,
  completed,
}: {
  db: Database;
  viewer: Viewer;
  videoId: string;
  completed: boolean;
}): Promise<{ completed: boolean }> {
  const video = await assertVideoVisible(db, viewer, videoId);
  // a video the player cannot play neither counts nor can be marked done; taking a mark back stays possible
  if (completed && !canPlayVideo(video)) throw new ApiError(409, 'VIDEO_NOT_PLAYABLE', 'This video cannot be played here.');
  await db
    .insert(videoProgress)
    .values({ userId: viewer.userId, videoId, completed })
    .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: { completed, updatedAt: sql`now()` } });
  return { completed };
}
