// A learner with known progress on the demo content, written straight into the e2e data folder
// before the server starts (the embedded database takes one process at a time, and no API writes
// progress yet). Returns the dashboard the server must answer for this learner.
import { arrayOverlaps, asc, eq, not } from 'drizzle-orm';
import { getPathMilestones, getRecommendations, summariseProgress, type ProgressCounts } from '@common/domain/progress';
import type { Dashboard } from '@common/schemas/dashboard';
import { chapters, profiles, quizCategories, quizQuestions, quizUserAttempts, userProgress, videoProgress, videos } from '../../server/src/db/schema';
import { readEnv } from '../../server/src/env';
import { hashPassword } from '../../server/src/accounts/admin-accounts';
import { insertCredentialUser } from '../../server/src/accounts/credential-user';
import { openRuntime } from '../../server/src/runtime';

export const PROGRESS_LEARNER = { email: 'e2e-progress@example.org', password: 'e2e-geheim-123' };
const REASONS = ['alcohol'];

export interface ProgressFixture {
  email: string;
  password: string;
  expected: Dashboard;
}

/**
 * Needs the demo content (npm run seed:demo). The learner (reason alcohol) has completed half of
 * the videos in scope, answered about 30 % of the questions in scope correctly (one of them twice),
 * answered a quarter of all attempts wrongly, completed one chapter, and has progress outside
 * the scope that must not count (a drug video, a drug question; the attempt itself does count).
 */
export async function seedProgressFixture(source: NodeJS.ProcessEnv): Promise<ProgressFixture> {
  const runtime = await openRuntime(readEnv(source));
  try {
    const { db, auth } = runtime;
    const byId = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    const scopedVideos = byId(await db.select({ id: videos.id }).from(videos).where(arrayOverlaps(videos.mpuTypes, REASONS)).orderBy(asc(videos.id)));
    const otherVideos = byId(await db.select({ id: videos.id }).from(videos).where(not(arrayOverlaps(videos.mpuTypes, REASONS))));
    const questionsWhere = (inScope: boolean) =>
      db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
        .where(inScope ? arrayOverlaps(quizCategories.mpuTypes, REASONS) : not(arrayOverlaps(quizCategories.mpuTypes, REASONS)))
        .orderBy(asc(quizQuestions.id));
    const scopedQuestions = byId(await questionsWhere(true));
    const otherQuestions = byId(await questionsWhere(false));
    const allChapters = byId(await db.select({ id: chapters.id }).from(chapters).orderBy(asc(chapters.order)));
    if (scopedVideos.length < 4 || scopedQuestions.length < 10 || allChapters.length < 2 || !otherVideos[0] || !otherQuestions[0]) {
      throw new Error('progress fixture: the demo content is missing or too small (run seed:demo first)');
    }

    const completedVideos = scopedVideos.slice(0, Math.ceil(scopedVideos.length / 2));
    const startedVideo = scopedVideos[completedVideos.length]!;
    const correctQuestions = scopedQuestions.slice(0, Math.ceil(scopedQuestions.length * 0.3));
    const neverRight = scopedQuestions.slice(correctQuestions.length);
    // correct attempts: each question once, the first twice, one out-of-scope question
    const correctAttempts = correctQuestions.length + 2;
    const wrongAttempts = Math.ceil(correctAttempts / 3);
    const wrongQuestions = Array.from({ length: wrongAttempts }, (_, i) => neverRight[i % neverRight.length]!);

    const passwordHash = await hashPassword(auth, PROGRESS_LEARNER.password);
    await db.transaction(async (tx) => {
      const userId = await insertCredentialUser(tx, { email: PROGRESS_LEARNER.email, passwordHash, role: 'user', mpuReasons: REASONS });
      // a returning learner: the onboarding tour was seen long ago
      await tx.update(profiles).set({ tourSeenAt: new Date() }).where(eq(profiles.id, userId));
      await tx.insert(videoProgress).values([
        ...completedVideos.map((videoId) => ({ userId, videoId, completed: true })),
        { userId, videoId: startedVideo, completed: false },
        { userId, videoId: otherVideos[0]!, completed: true },
      ]);
      const attempt = (questionId: string, isCorrect: boolean) => ({ userId, questionId, isCorrect, selectedAnswers: [] });
      await tx.insert(quizUserAttempts).values([
        ...correctQuestions.map((id) => attempt(id, true)),
        attempt(correctQuestions[0]!, true),
        attempt(otherQuestions[0]!, true),
        ...wrongQuestions.map((id) => attempt(id, false)),
      ]);
      await tx.insert(userProgress).values({ userId, chapterId: allChapters[0]!, completed: true });
    });

    const counts: ProgressCounts = {
      videosTotal: scopedVideos.length,
      videosCompleted: completedVideos.length,
      questionsTotal: scopedQuestions.length,
      questionsCorrect: correctQuestions.length,
      chaptersTotal: allChapters.length,
      chaptersCompleted: 1,
      attempts: correctAttempts + wrongAttempts,
      incorrectAttempts: wrongAttempts,
    };
    const summary = summariseProgress(counts);
    return {
      ...PROGRESS_LEARNER,
      expected: { counts, summary, recommendations: getRecommendations(summary, counts.attempts), milestones: getPathMilestones(summary) },
    };
  } finally {
    await runtime.close();
  }
}
