import { sessionTimes } from '../../test/booking-rows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataExport } from '@common/schemas/me';
import {
  account,
  bookings,
  chapters,
  coursePositions,
  courses,
  instructors,
  myStories,
  myStoryConsents,
  myStoryVersions,
  performanceResults,
  profiles,
  quizAttempts,
  quizzes,
  quizCategories,
  quizQuestions,
  quizReviewCards,
  quizUserAttempts,
  session,
  user,
  userDetails,
  userMedical,
  userOnboarding,
  userPermissions,
  userProgress,
  videoProgress,
  videoQuizAttempts,
  videoQuizzes,
  videoSections,
  videos,
  quizMarkedQuestions,
  quizRoundQuestions,
  quizRounds,
} from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let questionId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  const [category] = await platform.db
    .insert(quizCategories)
    .values({ name: 'Alkohol', mpuTypes: ['alcohol'] })
    .returning();
  const [question] = await platform.db
    .insert(quizQuestions)
    .values({ categoryId: category!.id, question: 'Ab welcher BAK?', options: ['0,5', '1,1', '1,6', '2,0'], correctAnswers: ['1,6'] })
    .returning();
  questionId = question!.id;
});
afterAll(() => platform.close());

describe('GET /api/me/export', () => {
  it('contains exactly the user’s own data and nobody else’s', async () => {
    const me = await signUpVerified(platform, { mpuReason: 'drugs' });
    const other = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await me.client.json('PUT', '/api/settings/personal', {
      firstName: 'Lea',
      middleName: null,
      lastName: 'Meyer',
      birthDate: '1990-01-01',
    });
    await other.client.json('PUT', '/api/settings/personal', {
      firstName: 'Tom',
      middleName: null,
      lastName: 'Fremd',
      birthDate: '1985-01-01',
    });
    await platform.db.insert(quizUserAttempts).values([
      { userId: me.userId, questionId, selectedAnswers: ['1,6'], isCorrect: true },
      { userId: other.userId, questionId, selectedAnswers: ['0,5'], isCorrect: false },
    ]);
    const card = {
      questionId,
      state: 1,
      due: new Date(),
      stability: 2.3,
      difficulty: 2.1,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 1,
      lapses: 0,
    };
    await platform.db.insert(quizReviewCards).values([
      { ...card, userId: me.userId, reps: 1 },
      { ...card, userId: other.userId, reps: 2 },
    ]);

    const response = await me.client.request('GET', '/api/me/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"/);
    const data = await response.json();
    expect(data.account).toMatchObject({ id: me.userId, email: me.email });
    expect(data.profile).toMatchObject({ id: me.userId, mpuReasons: ['drugs'] });
    expect(data.details).toMatchObject({ firstName: 'Lea', lastName: 'Meyer' });
    expect(data.onboarding.userId).toBe(me.userId);
    expect(data.medical.userId).toBe(me.userId);
    expect(data.permissions).toHaveLength(9);
    expect(data.attempts.examQuestions).toEqual([expect.objectContaining({ userId: me.userId, isCorrect: true })]);
    // the answer's spaced-repetition card: one review, right
    expect(data.progress.reviewSchedule).toEqual([expect.objectContaining({ userId: me.userId, reps: 1, lapses: 0 })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.userId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Fremd');
    // no secrets
    expect(text).not.toMatch(/password|token/i);
  });
});

describe('GET /api/me/export with two learners who have rows in every table the export reads', () => {
  it('holds every row of the learner and none of the other', async () => {
    const db = platform.db;
    const [section] = await db.insert(videoSections).values({ title: 'Export', order: 90 }).returning();
    const [video] = await db
      .insert(videos)
      .values({ sectionId: section!.id, title: 'V', url: 'https://example.org/v', order: 1, mpuTypes: [] })
      .returning();
    const [videoQuiz] = await db
      .insert(videoQuizzes)
      .values({ videoId: video!.id, question: 'VQ', options: ['a', 'b'], correctAnswers: ['a'], order: 1 })
      .returning();
    const [course] = await db.insert(courses).values({ title: 'Export-Kurs' }).returning();
    const [chapter] = await db.insert(chapters).values({ courseId: course!.id, title: 'K', order: 1 }).returning();
    const [chapterQuiz] = await db
      .insert(quizzes)
      .values({ chapterId: chapter!.id, question: 'CQ', options: ['a', 'b'], correctAnswer: 'a' })
      .returning();
    await db
      .insert(instructors)
      .values({ id: `export-${Date.now()}`, name: 'Dr. Test', title: 'Dipl.-Psych.', specialization: 'MPU', experience: '10 Jahre' });
    const [instructor] = await db.select().from(instructors).where(eq(instructors.name, 'Dr. Test'));

    const me = await signUpVerified(platform, { mpuReason: 'drugs' });
    const other = await signUpVerified(platform, { mpuReason: 'alcohol' });
    // the same kinds of rows for both; the other learner's are told apart by their values and ids
    const seed = async (userId: string, mine: boolean, date: string) => {
      await db
        .update(userDetails)
        .set({ firstName: mine ? 'Lea' : 'Tom', lastName: mine ? 'Meyer' : 'Fremdling' })
        .where(eq(userDetails.userId, userId));
      await db
        .update(userOnboarding)
        .set({ city: mine ? 'Köln' : 'Fremdstadt' })
        .where(eq(userOnboarding.userId, userId));
      await db
        .update(userMedical)
        .set({ diagnoses: [mine ? 'eigene' : 'fremde Diagnose'] })
        .where(eq(userMedical.userId, userId));
      await db.insert(quizUserAttempts).values({ userId, questionId, selectedAnswers: ['1,6'], isCorrect: mine });
      await db.insert(quizAttempts).values({ userId, quizId: chapterQuiz!.id, answer: 'a', isCorrect: mine });
      await db.insert(videoQuizAttempts).values({ userId, quizId: videoQuiz!.id, selectedAnswers: ['a'], isCorrect: mine });
      await db.insert(videoProgress).values({ userId, videoId: video!.id, completed: mine });
      await db.insert(userProgress).values({ userId, chapterId: chapter!.id, completed: mine });
      await db.insert(coursePositions).values({ userId, courseId: course!.id, chapterId: chapter!.id });
      await db.insert(bookings).values(sessionTimes({ userId, instructorId: instructor!.id, date, slot: '09:00' }));
      await db.insert(performanceResults).values({
        userId,
        exercise: 'overview',
        startedAt: new Date(`${date}T10:00:00Z`),
        durationMs: 60_000,
        scores: { scenes: 1, found: mine ? 3 : 1, missed: 0, wronglyTicked: 0 },
      });
      const [round] = await db
        .insert(quizRounds)
        .values({ userId, mode: mine ? 'all' : 'random' })
        .returning();
      await db
        .insert(quizRoundQuestions)
        .values({ roundId: round!.id, position: 0, questionId, optionOrder: mine ? [3, 2, 1, 0] : [1, 0, 3, 2] });
      await db.insert(quizMarkedQuestions).values({ userId, questionId });
      const story = { causes: { text: mine ? 'Eigene Geschichte' : 'Fremde Geschichte' } };
      await db.insert(myStoryConsents).values({ userId });
      await db.insert(myStories).values({ userId, document: story, revision: 1 });
      await db.insert(myStoryVersions).values({ userId, savedOn: date, document: story });
    };
    await seed(me.userId, true, '2030-01-07');
    await seed(other.userId, false, '2030-01-08');

    const response = await me.client.json<MyDataExport>('GET', '/api/me/export');
    expect(response.status).toBe(200);
    const data = response.body;
    expect(data.account).toMatchObject({ id: me.userId, email: me.email });
    expect(data.profile).toMatchObject({ id: me.userId, email: me.email });
    expect(data.details).toMatchObject({ userId: me.userId, firstName: 'Lea', lastName: 'Meyer' });
    expect(data.onboarding).toMatchObject({ userId: me.userId, city: 'Köln' });
    expect(data.medical).toMatchObject({ userId: me.userId, diagnoses: ['eigene'] });
    expect(data.permissions).toHaveLength(9);
    const own = (rows: Array<Record<string, unknown>>) => rows.map((r) => r.userId);
    expect(own(data.attempts.examQuestions)).toEqual([me.userId]);
    expect(own(data.attempts.chapterQuizzes)).toEqual([me.userId]);
    expect(own(data.attempts.videoQuizzes)).toEqual([me.userId]);
    expect(own(data.progress.videos)).toEqual([me.userId]);
    expect(own(data.progress.chapters)).toEqual([me.userId]);
    expect(own(data.progress.rounds)).toEqual([me.userId]);
    expect(data.progress.roundQuestions).toEqual([expect.objectContaining({ questionId, optionOrder: [3, 2, 1, 0] })]);
    expect(own(data.progress.markedQuestions)).toEqual([me.userId]);
    expect(data.progress.courses).toEqual([expect.objectContaining({ userId: me.userId, courseId: course!.id, chapterId: chapter!.id })]);
    expect(data.bookings).toEqual([expect.objectContaining({ userId: me.userId, date: '2030-01-07' })]);
    expect(data.performanceResults).toEqual([
      expect.objectContaining({ userId: me.userId, scores: { scenes: 1, found: 3, missed: 0, wronglyTicked: 0 } }),
    ]);
    expect(data.myStory).toMatchObject({
      consentedAt: expect.any(String),
      story: { document: { causes: { text: 'Eigene Geschichte' } }, revision: 1 },
      versions: [{ savedOn: '2030-01-07', document: { causes: { text: 'Eigene Geschichte' } } }],
    });
    const text = JSON.stringify(data);
    for (const foreign of [other.userId, other.email, 'Fremdling', 'Fremdstadt', 'fremde Diagnose', '2030-01-08', 'Fremde Geschichte']) {
      expect(text, `the export leaks ${foreign}`).not.toContain(foreign);
    }
  });
});

describe('POST /api/me/delete', () => {
  it('needs the password, then removes every personal row and ends the session', async () => {
    const me = await signUpVerified(platform);
    await platform.db.insert(quizUserAttempts).values({ userId: me.userId, questionId, selectedAnswers: [], isCorrect: false });
    await platform.db.insert(performanceResults).values({
      userId: me.userId,
      exercise: 'overview',
      startedAt: new Date(),
      durationMs: 60_000,
      scores: { scenes: 1, found: 1, missed: 0, wronglyTicked: 0 },
    });

    const wrong = await me.client.json('POST', '/api/me/delete', { password: 'falsch123' });
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'INVALID_PASSWORD' } } });
    expect((await me.client.get('/api/me')).status).toBe(200);

    const cookie = me.client.cookieHeader();
    const response = await me.client.request('POST', '/api/me/delete', { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    // the old cookie, sent again, opens nothing
    expect((await platform.app.request(`${TEST_APP_URL}/api/me`, { headers: { cookie } })).status).toBe(401);
    for (const table of [
      userDetails,
      userOnboarding,
      userMedical,
      userPermissions,
      quizUserAttempts,
      performanceResults,
      session,
      account,
    ]) {
      expect(await platform.db.select().from(table).where(eq(table.userId, me.userId))).toHaveLength(0);
    }
    expect(await platform.db.select().from(profiles).where(eq(profiles.id, me.userId))).toHaveLength(0);
    expect(await platform.db.select().from(user).where(eq(user.id, me.userId))).toHaveLength(0);
    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email: me.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('the last administrator cannot delete their own account', async () => {
    const admin = await signInAdmin(platform);
    await platform.db.update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
    await platform.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.userId));
    const response = await admin.client.json('POST', '/api/me/delete', { password: PASSWORD });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'LAST_ADMIN' } } });
  });
});

describe('PUT /api/me/tour', () => {
  it('stores that the tour was seen, for every device', async () => {
    const me = await signUpVerified(platform);
    expect((await me.client.json<{ tourSeen: boolean }>('GET', '/api/me')).body.tourSeen).toBe(false);
    expect((await me.client.json('PUT', '/api/me/tour')).status).toBe(200);
    const otherDevice = platform.client();
    await otherDevice.json('POST', '/api/auth/sign-in/email', { email: me.email, password: PASSWORD });
    expect((await otherDevice.json<{ tourSeen: boolean }>('GET', '/api/me')).body.tourSeen).toBe(true);
  });
});
