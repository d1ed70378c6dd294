// The learner's courses against a real database: the list with the viewer's progress and next
// chapter, a course whose correct answers stay on the server until the question is answered, one
// answer per question, the completion mark the dashboard counts, and no leaks between learners.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_PERMISSIONS } from '@common/domain';
import type { CourseDetail, CourseList } from '@common/schemas/courses';
import type { Dashboard } from '@common/schemas/dashboard';
import { chapters, coursePositions, courses, quizAttempts, quizzes, userProgress } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const ids: Record<string, string> = {};

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const OPTIONS = ['0,5 ‰', '1,1 ‰', '1,6 ‰'];

async function addCourse(key: string, title: string, createdAt: string, chapterTitles: string[]) {
  const [course] = await platform.db
    .insert(courses)
    .values({ title, description: `Über ${title}`, createdAt: new Date(createdAt) })
    .returning({ id: courses.id });
  ids[key] = course!.id;
  for (const [index, chapterTitle] of chapterTitles.entries()) {
    const [chapter] = await platform.db
      .insert(chapters)
      .values({ courseId: course!.id, title: chapterTitle, content: `## ${chapterTitle}\n\nText`, order: index + 1 })
      .returning({ id: chapters.id });
    ids[`${key}.${index + 1}`] = chapter!.id;
  }
}

async function addQuestion(key: string, chapterKey: string, question: string, correctAnswer: string, createdAt: string) {
  const [row] = await platform.db
    .insert(quizzes)
    .values({ chapterId: ids[chapterKey]!, question, options: OPTIONS, correctAnswer, createdAt: new Date(createdAt) })
    .returning({ id: quizzes.id });
  ids[key] = row!.id;
}

/** A learner as an admin sets one up for the courses: the page 'courses' granted (new users are denied it). */
async function learner() {
  const account = await signUpVerified(platform);
  const permissions = { ...DEFAULT_PAGE_PERMISSIONS, courses: true, abstinence: false };
  expect((await admin.client.json('PUT', `/api/admin/users/${account.userId}/permissions`, { permissions })).status).toBe(200);
  return account;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  // the list's order: created_at, then title ('Abstinenz' before 'Alkohol' at the same time)
  await addCourse('basics', 'Grundlagen der MPU', '2026-01-01T10:00:00Z', ['Was ist die MPU?', 'Der Ablauf', 'Die Vorbereitung']);
  await addCourse('alcohol', 'Alkohol und Verkehr', '2026-02-01T10:00:00Z', ['Promillegrenzen']);
  await addCourse('abstinence', 'Abstinenz', '2026-02-01T10:00:00Z', ['Nachweise']);
  await addCourse('empty', 'Noch ohne Kapitel', '2026-03-01T10:00:00Z', []);
  // written out of order: the course lists them by created_at
  await addQuestion('second', 'basics.1', 'Ab wann droht eine MPU?', '1,6 ‰', '2026-01-02T10:00:00Z');
  await addQuestion('first', 'basics.1', 'Ab wann ist man absolut fahruntüchtig?', '1,1 ‰', '2026-01-01T11:00:00Z');
});
afterAll(() => platform.close());

describe('the course list', () => {
  it('lists every course in order with this learner’s progress and the next chapter to read', async () => {
    const { client } = await learner();
    expect((await client.json('PUT', `/api/courses/chapters/${ids['basics.1']}/progress`, { completed: true })).status).toBe(200);

    const list = await client.json<CourseList>('GET', '/api/courses');
    expect(list.status).toBe(200);
    expect(list.body.courses).toEqual([
      {
        id: ids.basics,
        title: 'Grundlagen der MPU',
        description: 'Über Grundlagen der MPU',
        chaptersTotal: 3,
        chaptersCompleted: 1,
        nextChapterId: ids['basics.2'],
        contentLanguage: 'de',
      },
      {
        id: ids.abstinence,
        title: 'Abstinenz',
        description: 'Über Abstinenz',
        chaptersTotal: 1,
        chaptersCompleted: 0,
        nextChapterId: ids['abstinence.1'],
        contentLanguage: 'de',
      },
      {
        id: ids.alcohol,
        title: 'Alkohol und Verkehr',
        description: 'Über Alkohol und Verkehr',
        chaptersTotal: 1,
        chaptersCompleted: 0,
        nextChapterId: ids['alcohol.1'],
        contentLanguage: 'de',
      },
      {
        id: ids.empty,
        title: 'Noch ohne Kapitel',
        description: 'Über Noch ohne Kapitel',
        chaptersTotal: 0,
        chaptersCompleted: 0,
        nextChapterId: null,
        contentLanguage: 'de',
      },
    ]);
  });

  it('the next chapter skips completed ones and is null once all are done', async () => {
    const { client } = await learner();
    for (const chapter of ['basics.1', 'basics.3', 'alcohol.1'])
      await client.json('PUT', `/api/courses/chapters/${ids[chapter]}/progress`, { completed: true });
    const before = await client.json<CourseList>('GET', '/api/courses');
    const basics = before.body.courses.find((course) => course.id === ids.basics)!;
    expect(basics).toMatchObject({ chaptersCompleted: 2, nextChapterId: ids['basics.2'] });
    expect(before.body.courses.find((course) => course.id === ids.alcohol)).toMatchObject({ chaptersCompleted: 1, nextChapterId: null });
  });
});

describe('a course', () => {
  it('sends chapters in order and questions by creation, without any correct answer before the first one', async () => {
    const { client } = await learner();
    const response = await client.request('GET', `/api/courses/${ids.basics}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('correctAnswer');
    expect(text).not.toContain('correct_answer');
    const course = JSON.parse(text) as CourseDetail;
    expect(course).toMatchObject({
      id: ids.basics,
      title: 'Grundlagen der MPU',
      description: 'Über Grundlagen der MPU',
      lastChapterId: null,
    });
    expect(course.chapters.map((chapter) => [chapter.title, chapter.order, chapter.completed])).toEqual([
      ['Was ist die MPU?', 1, false],
      ['Der Ablauf', 2, false],
      ['Die Vorbereitung', 3, false],
    ]);
    expect(course.chapters[0]!.content).toBe('## Was ist die MPU?\n\nText');
    expect(course.chapters[0]!.quizzes).toEqual([
      { id: ids.first, question: 'Ab wann ist man absolut fahruntüchtig?', options: OPTIONS, contentLanguage: 'de', attempt: null },
      { id: ids.second, question: 'Ab wann droht eine MPU?', options: OPTIONS, contentLanguage: 'de', attempt: null },
    ]);
    expect(course.chapters[1]!.quizzes).toEqual([]);
  });

  it('answers 404 COURSE_NOT_FOUND for an unknown id and 400 for one that is no id at all', async () => {
    const { client } = await learner();
    const unknown = await client.json('GET', `/api/courses/${NO_SUCH_ID}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'COURSE_NOT_FOUND' } });
    expect((await client.json('GET', '/api/courses/kein-kurs')).status).toBe(400);
  });
});

describe('chapter quiz answers', () => {
  it('a wrong answer names the correct one; a second answer is refused with 409 and changes nothing', async () => {
    const { client, userId } = await learner();
    const wrong = await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '0,5 ‰' });
    expect(wrong).toEqual({ status: 200, body: { isCorrect: false, correctAnswer: '1,1 ‰' } });

    const again = await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '1,1 ‰' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'ALREADY_ANSWERED' } });

    const stored = await platform.db
      .select({ answer: quizAttempts.answer, isCorrect: quizAttempts.isCorrect })
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, userId));
    expect(stored).toEqual([{ answer: '0,5 ‰', isCorrect: false }]);

    // on return the lock comes from the server; the other question still has no answer
    const course = await client.json<CourseDetail>('GET', `/api/courses/${ids.basics}`);
    expect(course.body.chapters[0]!.quizzes.map((question) => question.attempt)).toEqual([
      { answer: '0,5 ‰', isCorrect: false, correctAnswer: '1,1 ‰' },
      null,
    ]);
  });

  it('a right answer says so', async () => {
    const { client } = await learner();
    const right = await client.json('POST', `/api/courses/quizzes/${ids.second}/answer`, { answer: '1,6 ‰' });
    expect(right).toEqual({ status: 200, body: { isCorrect: true, correctAnswer: '1,6 ‰' } });
  });

  it('two answers sent at once: exactly one is stored, the other gets 409', async () => {
    const { client, userId } = await learner();
    const statuses = await Promise.all(
      ['0,5 ‰', '1,1 ‰'].map(async (answer) => (await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer })).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await platform.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).toHaveLength(1);
  });

  it('an answer that is not an option is refused with 400 and stores nothing; the question stays open', async () => {
    const { client, userId } = await learner();
    const invented = await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '2 ‰' });
    expect(invented.status).toBe(400);
    expect(invented.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { answer: 'NOT_AN_OPTION' } } });
    const empty = await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '' });
    expect(empty.status).toBe(400);
    expect(await platform.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).toEqual([]);
    const later = await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '1,1 ‰' });
    expect(later.body).toEqual({ isCorrect: true, correctAnswer: '1,1 ‰' });
  });

  it('answers 404 QUESTION_NOT_FOUND for an unknown question', async () => {
    const { client } = await learner();
    const unknown = await client.json('POST', `/api/courses/quizzes/${NO_SUCH_ID}/answer`, { answer: '1,1 ‰' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'QUESTION_NOT_FOUND' } });
  });
});

describe('chapter completion', () => {
  it("'Kapitel abschließen' shows in the course and moves the dashboard's chapter share; it can be taken back", async () => {
    const { client, userId } = await learner();
    const done = await client.json('PUT', `/api/courses/chapters/${ids['basics.2']}/progress`, { completed: true });
    expect(done).toEqual({ status: 200, body: { completed: true } });

    const course = await client.json<CourseDetail>('GET', `/api/courses/${ids.basics}`);
    expect(course.body.chapters.map((chapter) => chapter.completed)).toEqual([false, true, false]);
    // 3 + 1 + 1 + 0 chapters in all courses, 1 completed → 20 %
    const dashboard = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(dashboard.body.counts).toMatchObject({ chaptersTotal: 5, chaptersCompleted: 1 });
    expect(dashboard.body.summary.chapterShare).toBe(20);

    // the undo writes the same row again, not a second one
    await client.json('PUT', `/api/courses/chapters/${ids['basics.2']}/progress`, { completed: false });
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ chaptersCompleted: 0 });
    const rows = await platform.db
      .select({ completed: userProgress.completed })
      .from(userProgress)
      .where(and(eq(userProgress.userId, userId), eq(userProgress.chapterId, ids['basics.2']!)));
    expect(rows).toEqual([{ completed: false }]);
  });

  it('answers 404 CHAPTER_NOT_FOUND for an unknown chapter and 400 without a boolean', async () => {
    const { client } = await learner();
    const unknown = await client.json('PUT', `/api/courses/chapters/${NO_SUCH_ID}/progress`, { completed: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'CHAPTER_NOT_FOUND' } });
    expect((await client.json('PUT', `/api/courses/chapters/${ids['basics.1']}/progress`, { completed: 'ja' })).status).toBe(400);
  });
});

describe('the chapter opened last', () => {
  const lastChapterOf = async (client: Awaited<ReturnType<typeof learner>>['client'], courseId: string) =>
    (await client.json<CourseDetail>('GET', `/api/courses/${courseId}`)).body.lastChapterId;

  it('is kept per course and reopens there from another device; opening another chapter moves it', async () => {
    const { client, email, userId } = await learner();
    const opened = await client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.3'] });
    expect(opened).toEqual({ status: 200, body: { chapterId: ids['basics.3'] } });
    await client.json('PUT', `/api/courses/${ids.alcohol}/last-chapter`, { chapterId: ids['alcohol.1'] });

    // a second device of the same learner
    const otherDevice = platform.client();
    expect((await otherDevice.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect(await lastChapterOf(otherDevice, ids.basics!)).toBe(ids['basics.3']);
    expect(await lastChapterOf(otherDevice, ids.alcohol!)).toBe(ids['alcohol.1']);
    expect(await lastChapterOf(otherDevice, ids.abstinence!)).toBeNull();

    await otherDevice.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.2'] });
    expect(await lastChapterOf(client, ids.basics!)).toBe(ids['basics.2']);
    // one row per course, not one per chapter opened
    const rows = await platform.db
      .select({ courseId: coursePositions.courseId, chapterId: coursePositions.chapterId })
      .from(coursePositions)
      .where(eq(coursePositions.userId, userId));
    expect(rows.map((row) => row.chapterId).sort()).toEqual([ids['alcohol.1'], ids['basics.2']].sort());
  });

  it("another learner's position is neither shown to me nor moved by me", async () => {
    const first = await learner();
    await first.client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.3'] });

    const second = await learner();
    expect(await lastChapterOf(second.client, ids.basics!)).toBeNull();
    await second.client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.1'] });
    expect(await lastChapterOf(first.client, ids.basics!)).toBe(ids['basics.3']);
    expect(await lastChapterOf(second.client, ids.basics!)).toBe(ids['basics.1']);
  });

  it('answers 404 for an unknown chapter, a chapter of another course and an unknown course, 400 without a chapter id; nothing is stored', async () => {
    const { client, userId } = await learner();
    const unknownChapter = await client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: NO_SUCH_ID });
    expect(unknownChapter).toMatchObject({ status: 404, body: { error: { code: 'CHAPTER_NOT_FOUND' } } });
    const otherCourse = await client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['alcohol.1'] });
    expect(otherCourse).toMatchObject({ status: 404, body: { error: { code: 'CHAPTER_NOT_FOUND' } } });
    const unknownCourse = await client.json('PUT', `/api/courses/${NO_SUCH_ID}/last-chapter`, { chapterId: ids['basics.1'] });
    expect(unknownCourse).toMatchObject({ status: 404, body: { error: { code: 'COURSE_NOT_FOUND' } } });
    const noId = await client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: 'kapitel-3' });
    expect(noId).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_ERROR' } } });
    expect((await client.json('PUT', `/api/courses/kein-kurs/last-chapter`, { chapterId: ids['basics.1'] })).status).toBe(400);
    expect(await platform.db.select().from(coursePositions).where(eq(coursePositions.userId, userId))).toEqual([]);
  });

  it('a deleted chapter takes the position with it: the course has none again', async () => {
    await addCourse('short-lived', 'Kurz', '2026-04-01T10:00:00Z', ['Eins', 'Zwei']);
    const { client } = await learner();
    await client.json('PUT', `/api/courses/${ids['short-lived']}/last-chapter`, { chapterId: ids['short-lived.2'] });
    await platform.db.delete(chapters).where(eq(chapters.id, ids['short-lived.2']!));
    expect(await lastChapterOf(client, ids['short-lived']!)).toBeNull();
    await platform.db.delete(courses).where(eq(courses.id, ids['short-lived']!));
  });
});

describe('between learners and permissions', () => {
  it("another learner's completions and answers never show in mine", async () => {
    const busy = await learner();
    await busy.client.json('PUT', `/api/courses/chapters/${ids['basics.1']}/progress`, { completed: true });
    await busy.client.json('PUT', `/api/courses/chapters/${ids['basics.2']}/progress`, { completed: true });
    await busy.client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '1,1 ‰' });

    const { client } = await learner();
    const list = await client.json<CourseList>('GET', '/api/courses');
    expect(list.body.courses[0]).toMatchObject({ chaptersCompleted: 0, nextChapterId: ids['basics.1'] });
    const response = await client.request('GET', `/api/courses/${ids.basics}`);
    const text = await response.text();
    expect(text).not.toContain('correctAnswer');
    const course = JSON.parse(text) as CourseDetail;
    expect(course.chapters.map((chapter) => chapter.completed)).toEqual([false, false, false]);
    expect(course.chapters[0]!.quizzes.map((question) => question.attempt)).toEqual([null, null]);
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ chaptersCompleted: 0 });
    // the other learner's answer does not lock the question for me
    expect((await client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '0,5 ‰' })).status).toBe(200);
  });

  it("a learner without the page 'courses' (the default for new accounts) gets 403 on every route and writes nothing", async () => {
    const { client, userId } = await signUpVerified(platform);
    const calls = [
      client.json('GET', '/api/courses'),
      client.json('GET', `/api/courses/${ids.basics}`),
      client.json('POST', `/api/courses/quizzes/${ids.first}/answer`, { answer: '1,1 ‰' }),
      client.json('PUT', `/api/courses/chapters/${ids['basics.1']}/progress`, { completed: true }),
      client.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.2'] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { code: 'PAGE_FORBIDDEN' } });
    }
    expect(await platform.db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId))).toEqual([]);
    expect(await platform.db.select().from(userProgress).where(eq(userProgress.userId, userId))).toEqual([]);
    expect(await platform.db.select().from(coursePositions).where(eq(coursePositions.userId, userId))).toEqual([]);
  });

  it('without a session every route answers 401', async () => {
    const anonymous = platform.client();
    expect((await anonymous.json('GET', '/api/courses')).status).toBe(401);
    expect((await anonymous.json('GET', `/api/courses/${ids.basics}`)).status).toBe(401);
    expect((await anonymous.json('PUT', `/api/courses/${ids.basics}/last-chapter`, { chapterId: ids['basics.1'] })).status).toBe(401);
  });
});
