// A learner with known progress on the demo content, written straight into the e2e data folder
// before the server starts (the embedded database takes one process at a time, and no API writes
// progress yet), and a second learner with activity of every kind that must not count for the
// first. The figures the dashboard must show are written out by hand in e2e/dashboard.test.ts;
// the fixture refuses to run when the demo content no longer has the sizes they were worked out for.
import { and, arrayOverlaps, asc, eq, not } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../server/src/db/client';
import {
  chapters,
  profiles,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  userPermissions,
  userProgress,
  videoProgress,
  videos,
} from '../../server/src/db/schema';
import { hashPassword } from '../../server/src/accounts/admin-accounts';
import { insertCredentialUser } from '../../server/src/accounts/credential-user';
import type { Runtime } from '../../server/src/runtime';

export const PROGRESS_LEARNER = { email: 'e2e-progress@example.org', password: 'e2e-geheim-123' };
/** Same reason, far more progress: if any of it leaked into the first learner's figures they would change. */
export const BUSY_LEARNER = { email: 'e2e-busy@example.org', password: 'e2e-geheim-456' };
const REASONS = ['alcohol'];

/** The demo content's sizes in the alcohol scope that the literals in e2e/dashboard.test.ts assume. */
export const DEMO_SCOPE = { videos: 7, questions: 84, chapters: 9 };

export interface ProgressFixture {
  email: string;
  password: string;
}

/**
 * Needs the demo content (npm run seed:demo). The learner (reason alcohol) has completed 4 of the 7
 * videos in scope (and started a fifth), answered 15 of the 84 questions in scope correctly (the
 * first one twice), 5 attempts wrong, completed 1 of 9 chapters, and has progress outside the scope
 * that must not count (a drug video, a drug question; the attempt itself does count).
 */
async function openCourses(tx: DatabaseOrTransaction, userId: string) {
  await tx
    .update(userPermissions)
    .set({ allowed: true })
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.page, 'courses')));
}

export async function seedProgressFixture({ db, auth }: Pick<Runtime, 'db' | 'auth'>): Promise<ProgressFixture> {
  const byId = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
  const scopedVideos = byId(
    await db.select({ id: videos.id }).from(videos).where(arrayOverlaps(videos.mpuTypes, REASONS)).orderBy(asc(videos.id)),
  );
  const otherVideos = byId(
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(not(arrayOverlaps(videos.mpuTypes, REASONS))),
  );
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
  const sizes = { videos: scopedVideos.length, questions: scopedQuestions.length, chapters: allChapters.length };
  if (JSON.stringify(sizes) !== JSON.stringify(DEMO_SCOPE) || !otherVideos[0] || !otherQuestions[0]) {
    throw new Error(
      `progress fixture: the figures in e2e/dashboard.test.ts were worked out for ${JSON.stringify(DEMO_SCOPE)} in the alcohol scope; ` +
        `the demo content now has ${JSON.stringify(sizes)} (or nothing outside it): work the figures out again`,
    );
  }

  const completedVideos = scopedVideos.slice(0, 4);
  const startedVideo = scopedVideos[4]!;
  const correctQuestions = scopedQuestions.slice(0, 15);
  const neverRight = scopedQuestions.slice(15);
  // correct attempts: 15 questions once, the first twice, one out-of-scope question = 17; wrong: 5
  const wrongQuestions = neverRight.slice(0, 5);

  const passwordHash = await hashPassword(auth, PROGRESS_LEARNER.password);
  await db.transaction(async (tx) => {
    const userId = await insertCredentialUser(tx, { email: PROGRESS_LEARNER.email, passwordHash, role: 'user', mpuReasons: REASONS });
    // a returning learner: the onboarding tour was seen and the health-data consent given long ago
    await tx.update(profiles).set({ tourSeenAt: new Date(), healthDataConsentAt: new Date() }).where(eq(profiles.id, userId));
    // the quiz and the courses opened by an admin: closed, their questions and chapters would not count (decision 075)
    await openCourses(tx, userId);
    await tx
      .insert(videoProgress)
      .values([
        ...completedVideos.map((videoId) => ({ userId, videoId, completed: true })),
        { userId, videoId: startedVideo, completed: false },
        { userId, videoId: otherVideos[0]!, completed: true },
      ]);
    const attempt = (questionId: string, isCorrect: boolean) => ({ userId, questionId, isCorrect, selectedAnswers: [] });
    await tx
      .insert(quizUserAttempts)
      .values([
        ...correctQuestions.map((id) => attempt(id, true)),
        attempt(correctQuestions[0]!, true),
        attempt(otherQuestions[0]!, true),
        ...wrongQuestions.map((id) => attempt(id, false)),
      ]);
    await tx.insert(userProgress).values({ userId, chapterId: allChapters[0]!, completed: true });

    // the busy learner: every video done, every question right and once wrong, every chapter completed
    const busyHash = await hashPassword(auth, BUSY_LEARNER.password);
    const busyId = await insertCredentialUser(tx, {
      email: BUSY_LEARNER.email,
      passwordHash: busyHash,
      role: 'user',
      mpuReasons: REASONS,
    });
    await tx
      .insert(videoProgress)
      .values([...scopedVideos, ...otherVideos].map((videoId) => ({ userId: busyId, videoId, completed: true })));
    await tx.insert(quizUserAttempts).values(
      [...scopedQuestions, ...otherQuestions].flatMap((questionId) => [
        { userId: busyId, questionId, isCorrect: true, selectedAnswers: [] },
        { userId: busyId, questionId, isCorrect: false, selectedAnswers: [] },
      ]),
    );
    await tx.insert(userProgress).values(allChapters.map((chapterId) => ({ userId: busyId, chapterId, completed: true })));
    await openCourses(tx, busyId);
  });
  return { ...PROGRESS_LEARNER };
}
