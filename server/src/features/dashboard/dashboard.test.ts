import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@common/schemas/dashboard';
import {
  chapters,
  courses,
  profiles,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  userProgress,
  videoProgress,
  videoSections,
  videos,
} from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
const ids = {
  alcoholQuestions: [] as string[],
  drugQuestions: [] as string[],
  alcoholVideos: [] as string[],
  drugVideos: [] as string[],
  chapters: [] as string[],
};

/** Fixture: 4 alcohol + 2 drug questions, 3 alcohol + 1 drug + 1 alcohol/drug video, 4 chapters. */
beforeAll(async () => {
  platform = await startTestPlatform();
  const db = platform.db;
  const [alcohol, drugs] = await db
    .insert(quizCategories)
    .values([
      { name: 'Alkohol', mpuTypes: ['alcohol'] },
      { name: 'Drogen', mpuTypes: ['drugs'] },
    ])
    .returning();
  const question = (categoryId: string, i: number) => ({
    categoryId,
    question: `Frage ${i}`,
    options: ['a', 'b', 'c', 'd'],
    correctAnswers: ['a'],
  });
  ids.alcoholQuestions = (
    await db
      .insert(quizQuestions)
      .values([1, 2, 3, 4].map((i) => question(alcohol!.id, i)))
      .returning()
  ).map((q) => q.id);
  ids.drugQuestions = (
    await db
      .insert(quizQuestions)
      .values([5, 6].map((i) => question(drugs!.id, i)))
      .returning()
  ).map((q) => q.id);
  const [section] = await db.insert(videoSections).values({ title: 'Grundlagen', order: 1 }).returning();
  const video = (i: number, mpuTypes: string[]) => ({
    sectionId: section!.id,
    title: `Video ${i}`,
    url: 'https://youtu.be/dQw4w9WgXcQ',
    order: i,
    mpuTypes,
  });
  ids.alcoholVideos = (
    await db
      .insert(videos)
      .values([video(1, ['alcohol']), video(2, ['alcohol']), video(3, ['alcohol'])])
      .returning()
  ).map((v) => v.id);
  ids.drugVideos = (
    await db
      .insert(videos)
      .values([video(4, ['drugs']), video(5, ['alcohol', 'drugs'])])
      .returning()
  ).map((v) => v.id);
  const [course] = await db.insert(courses).values({ title: 'Grundkurs' }).returning();
  ids.chapters = (
    await db
      .insert(chapters)
      .values([1, 2, 3, 4].map((order) => ({ courseId: course!.id, title: `Kapitel ${order}`, order })))
      .returning()
  ).map((c) => c.id);
});
afterAll(() => platform.close());

describe('GET /api/dashboard', () => {
  it('a new user sees 0 %, beginner, no attempts, content counted within their reason', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    const response = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.body.counts).toEqual({
      videosTotal: 4, // 3 alcohol + 1 alcohol/drugs
      videosCompleted: 0,
      questionsTotal: 4,
      questionsCorrect: 0,
      chaptersTotal: 4,
      chaptersCompleted: 0,
      attempts: 0,
      incorrectAttempts: 0,
    });
    expect(response.body.summary).toMatchObject({ readiness: 0, level: 'beginner', errorRate: 0 });
    expect(response.body.milestones).toEqual({
      videoBasics: false,
      multipleChoice: false,
      practice: false,
      examSimulation: false,
      mpuReady: false,
    });
  });

  it('computes shares, readiness, error rate and recommendations from the user’s own rows', async () => {
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    const other = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    const db = platform.db;
    // 2 of 4 videos in scope done (a drug-only video done does not count)
    await db.insert(videoProgress).values([
      { userId, videoId: ids.alcoholVideos[0]!, completed: true },
      { userId, videoId: ids.drugVideos[1]!, completed: true },
      { userId, videoId: ids.drugVideos[0]!, completed: true },
      { userId, videoId: ids.alcoholVideos[1]!, completed: false },
    ]);
    // 3 distinct alcohol questions right (one twice), one wrong attempt, one right drug answer (out of scope)
    const attempt = (questionId: string, isCorrect: boolean) => ({ userId, questionId, isCorrect, selectedAnswers: ['a'] });
    await db
      .insert(quizUserAttempts)
      .values([
        attempt(ids.alcoholQuestions[0]!, true),
        attempt(ids.alcoholQuestions[0]!, true),
        attempt(ids.alcoholQuestions[1]!, true),
        attempt(ids.alcoholQuestions[2]!, true),
        attempt(ids.alcoholQuestions[3]!, false),
        attempt(ids.drugQuestions[0]!, true),
      ]);
    // 3 of 4 chapters completed
    await db.insert(userProgress).values(ids.chapters.slice(0, 3).map((chapterId) => ({ userId, chapterId, completed: true })));
    // another learner with activity of every kind, none of which may count: every video done, every
    // question answered right and twice wrong, every chapter completed
    await db
      .insert(videoProgress)
      .values([...ids.alcoholVideos, ...ids.drugVideos].map((videoId) => ({ userId: other.userId, videoId, completed: true })));
    await db.insert(quizUserAttempts).values(
      [...ids.alcoholQuestions, ...ids.drugQuestions].flatMap((questionId) => [
        { userId: other.userId, questionId, isCorrect: true, selectedAnswers: ['a'] },
        { userId: other.userId, questionId, isCorrect: false, selectedAnswers: ['b'] },
        { userId: other.userId, questionId, isCorrect: false, selectedAnswers: ['c'] },
      ]),
    );
    await db.insert(userProgress).values(ids.chapters.map((chapterId) => ({ userId: other.userId, chapterId, completed: true })));

    const { body } = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(body.counts).toEqual({
      videosTotal: 4,
      videosCompleted: 2,
      questionsTotal: 4,
      questionsCorrect: 3,
      chaptersTotal: 4,
      chaptersCompleted: 3,
      attempts: 6,
      incorrectAttempts: 1,
    });
    // videos 2/4 = 50 %, questions 3/4 = 75 %, chapters 3/4 = 75 %
    // readiness 0.3·75 (chapters) + 0.4·75 (questions) + 0.3·50 (videos) = 22.5 + 30 + 15 = 67.5 → 68
    expect(body.summary).toMatchObject({ videoShare: 50, quizShare: 75, chapterShare: 75, readiness: 68, level: 'intermediate' });
    // 1 wrong of 6 attempts = 16.67 %
    expect(body.summary.errorRate).toBeCloseTo(16.667, 2);
    expect(body.summary.errorRateColour).toBe('green');
    expect(body.recommendations).toEqual({
      focus: ['focus.videos'],
      strengths: ['strengths.gettingStarted'],
      schedule: 'schedule.intermediate',
      nextSteps: ['nextSteps.morePractice'],
    });
    expect(body.milestones).toEqual({ videoBasics: true, multipleChoice: true, practice: true, examSimulation: true, mpuReady: false });
  });

  it('a user without reasons sees everything; closed pages count nothing; an admin sees everything whatever their reasons', async () => {
    const { client, userId } = await signUpVerified(platform, { pages: { courses: true } });
    await platform.db.update(profiles).set({ mpuReasons: [], mpuReason: null }).where(eq(profiles.id, userId));
    const all = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(all.body.counts).toMatchObject({ videosTotal: 5, questionsTotal: 6 });

    const drugsUser = await signUpVerified(platform, { mpuReason: 'drugs', pages: { courses: true } });
    expect((await drugsUser.client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({
      videosTotal: 2,
      questionsTotal: 2,
    });

    // the quiz and the courses closed (a new learner's default): their questions and chapters count for nothing
    const closed = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await closed.client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({
      videosTotal: 4,
      questionsTotal: 0,
      chaptersTotal: 0,
    });

    const admin = await signInAdmin(platform);
    await platform.db
      .update(profiles)
      .set({ mpuReasons: ['drugs'] })
      .where(eq(profiles.id, admin.userId));
    expect((await admin.client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ videosTotal: 5, questionsTotal: 6 });
  });

  it('a video that moves to another address or language counts as the library shows it, at once', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    const videosTotal = async () => (await client.json<Dashboard>('GET', '/api/dashboard')).body.counts.videosTotal;
    const [first] = ids.alcoholVideos;
    expect(await videosTotal()).toBe(4);
    // the same number of videos, one no longer playable
    await platform.db.update(videos).set({ url: 'https://example.org/v' }).where(eq(videos.id, first!));
    expect(await videosTotal()).toBe(3);
    // playable again, but in English: the German library has 3, the English one this one and the 3 German ones after it
    await platform.db.update(videos).set({ url: 'https://youtu.be/dQw4w9WgXcQ', language: 'en' }).where(eq(videos.id, first!));
    expect(await videosTotal()).toBe(3);
    client.setLanguage('en');
    expect(await videosTotal()).toBe(4);
    await platform.db.update(videos).set({ language: 'de' }).where(eq(videos.id, first!));
    client.setLanguage('de');
    expect(await videosTotal()).toBe(4);
  });
});
