// The 'Kurse' tab against a real database: a course built with chapters and a quiz question and read
// back, chapters appended and renumbered in one transaction (a renumber that fails half-way leaves
// the old order, a stale list changes nothing), quiz questions validated, deletes that cascade, and
// a learner replaying every call refused with nothing changed.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, quizAttempts, quizzes, userProgress } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

interface Quiz {
  id: string;
  chapterId: string;
  question: string;
  options: string[];
  correctAnswer: string;
}
interface Chapter {
  id: string;
  courseId: string;
  title: string;
  content: string;
  order: number;
  quizzes: Quiz[];
}
interface Course {
  id: string;
  title: string;
  description: string;
  chapters: Chapter[];
}
interface ErrorBody {
  error: { code: string; fields?: Record<string, string> };
}

const QUESTION = {
  question: 'Ab welcher Blutalkoholkonzentration ist man absolut fahruntüchtig?',
  options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'],
  correctAnswer: '1,1 ‰',
};

async function createCourse(title: string, description = `${title}: worum es geht`) {
  const response = await admin.client.json<{ id: string; chapterCount: number }>('POST', '/api/admin/courses', { title, description });
  expect(response.status).toBe(201);
  return response.body;
}

async function createChapter(courseId: string, title: string) {
  const response = await admin.client.json<Chapter>('POST', `/api/admin/courses/${courseId}/chapters`, {
    title,
    content: `## ${title}\n\n- erstens\n- zweitens`,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const chapterOrder = async (courseId: string) =>
  (await platform.db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.order))).map(
    (chapter) => `${chapter.order}:${chapter.title}`,
  );

describe('building a course', () => {
  it('creates a course with two chapters and a question and reads it back in order, answers included', async () => {
    const course = await createCourse('  Alkohol und Verkehr  ', ' Wirkung, Abbau und Grenzwerte\n');
    expect(course.chapterCount).toBe(0);
    const first = await createChapter(course.id, 'Wie Alkohol wirkt');
    const second = await createChapter(course.id, 'Trinkmengen');
    expect([first.order, second.order]).toEqual([1, 2]);
    const quiz = await admin.client.json<Quiz>('POST', `/api/admin/courses/chapters/${second.id}/quizzes`, {
      ...QUESTION,
      options: [' 0,5 ‰', '1,1 ‰ ', '1,6 ‰'],
    });
    expect(quiz.status).toBe(201);

    const read = await admin.client.json<Course>('GET', `/api/admin/courses/${course.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: course.id,
      title: 'Alkohol und Verkehr',
      description: 'Wirkung, Abbau und Grenzwerte',
      translations: { tr: null, en: null },
      chapters: [
        {
          id: first.id,
          courseId: course.id,
          title: 'Wie Alkohol wirkt',
          content: '## Wie Alkohol wirkt\n\n- erstens\n- zweitens',
          order: 1,
          translations: { tr: null, en: null },
          quizzes: [],
        },
        {
          id: second.id,
          courseId: course.id,
          title: 'Trinkmengen',
          content: '## Trinkmengen\n\n- erstens\n- zweitens',
          order: 2,
          translations: { tr: null, en: null },
          quizzes: [{ id: quiz.body.id, chapterId: second.id, ...QUESTION, translations: { tr: null, en: null } }],
        },
      ],
    });

    const list = await admin.client.json<{ courses: Array<{ id: string; chapterCount: number; quizCount: number }> }>(
      'GET',
      '/api/admin/courses',
    );
    expect(list.body.courses.find((entry) => entry.id === course.id)).toMatchObject({ chapterCount: 2, quizCount: 1 });
  });

  it('lists a chapter’s questions oldest first and saves edits of course, chapter and question', async () => {
    const course = await createCourse('Bearbeiten');
    const chapter = await createChapter(course.id, 'Alt');
    const a = await admin.client.json<Quiz>('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, {
      ...QUESTION,
      question: 'Erste?',
    });
    await admin.client.json('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, { ...QUESTION, question: 'Zweite?' });

    expect(
      (await admin.client.json('PUT', `/api/admin/courses/${course.id}`, { title: 'Neu', description: 'Neue Beschreibung' })).status,
    ).toBe(200);
    const savedChapter = await admin.client.json<Chapter>('PUT', `/api/admin/courses/chapters/${chapter.id}`, {
      title: 'Neuer Titel',
      content: '    eingerückter Code',
    });
    expect(savedChapter.status).toBe(200);
    const savedQuiz = await admin.client.json<Quiz>('PUT', `/api/admin/courses/quizzes/${a.body.id}`, {
      question: 'Erste (neu)?',
      options: ['Ja', 'Nein'],
      correctAnswer: 'Nein',
    });
    expect(savedQuiz.status).toBe(200);

    const read = await admin.client.json<Course>('GET', `/api/admin/courses/${course.id}`);
    expect(read.body.title).toBe('Neu');
    expect(read.body.chapters[0]).toMatchObject({ title: 'Neuer Titel', content: '    eingerückter Code', order: 1 });
    expect(read.body.chapters[0]!.quizzes.map((quiz) => [quiz.question, quiz.correctAnswer])).toEqual([
      ['Erste (neu)?', 'Nein'],
      ['Zweite?', '1,1 ‰'],
    ]);
  });

  it('a question whose answers change loses the answers given to the old version; a reworded one keeps them', async () => {
    const course = await createCourse('Antworten');
    const chapter = await createChapter(course.id, 'Kapitel');
    const quiz = await admin.client.json<Quiz>('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, QUESTION);
    const learner = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await platform.db.insert(quizAttempts).values({ userId: learner.userId, quizId: quiz.body.id, answer: '1,1 ‰', isCorrect: true });
    const attempts = () => platform.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.body.id));

    await admin.client.json('PUT', `/api/admin/courses/quizzes/${quiz.body.id}`, { ...QUESTION, question: 'Anders gefragt?' });
    expect(await attempts()).toHaveLength(1);
    await admin.client.json('PUT', `/api/admin/courses/quizzes/${quiz.body.id}`, { ...QUESTION, correctAnswer: '1,6 ‰' });
    expect(await attempts()).toEqual([]);
  });
});

describe('validation', () => {
  it.each([
    ['a correct answer that is no option', { ...QUESTION, correctAnswer: '2,0 ‰' }, { correctAnswer: 'NOT_AN_OPTION' }],
    ['two equal options', { ...QUESTION, options: ['0,5 ‰', ' 0,5 ‰', '1,1 ‰'] }, { options: 'DUPLICATE' }],
    ['a blank option', { ...QUESTION, options: ['0,5 ‰', '  ', '1,1 ‰'] }, { 'options.1': 'REQUIRED' }],
    ['one option', { ...QUESTION, options: ['1,1 ‰'] }, { options: 'OPTION_COUNT' }],
    ['seven options', { ...QUESTION, options: ['1', '2', '3', '4', '5', '6', '1,1 ‰'] }, { options: 'OPTION_COUNT' }],
    ['a blank question', { ...QUESTION, question: '   ' }, { question: 'REQUIRED' }],
    ['a question of 501 characters', { ...QUESTION, question: 'x'.repeat(501) }, { question: 'TOO_LONG' }],
  ])('refuses a question with %s (400 and the field code) and stores nothing', async (_name, body, fields) => {
    const course = await createCourse('Prüfung');
    const chapter = await createChapter(course.id, 'Kapitel');
    const response = await admin.client.json<ErrorBody>('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields } });
    expect(await platform.db.select().from(quizzes).where(eq(quizzes.chapterId, chapter.id))).toEqual([]);
  });

  it('refuses blank and overlong course and chapter texts and changes nothing', async () => {
    const course = await createCourse('Unverändert');
    const chapter = await createChapter(course.id, 'Kapitel');
    const blankCourse = await admin.client.json<ErrorBody>('PUT', `/api/admin/courses/${course.id}`, { title: ' ', description: '' });
    expect(blankCourse.status).toBe(400);
    expect(blankCourse.body.error.fields).toEqual({ title: 'REQUIRED', description: 'REQUIRED' });
    const longTitle = await admin.client.json<ErrorBody>('POST', '/api/admin/courses', { title: 'x'.repeat(201), description: 'Text' });
    expect(longTitle.body.error.fields).toEqual({ title: 'TOO_LONG' });
    const blankChapter = await admin.client.json<ErrorBody>('PUT', `/api/admin/courses/chapters/${chapter.id}`, {
      title: 'Titel',
      content: ' \n ',
    });
    expect(blankChapter.status).toBe(400);
    expect(blankChapter.body.error.fields).toEqual({ content: 'REQUIRED' });
    const longContent = await admin.client.json<ErrorBody>('POST', `/api/admin/courses/${course.id}/chapters`, {
      title: 'Lang',
      content: 'x'.repeat(50_001),
    });
    expect(longContent.body.error.fields).toEqual({ content: 'TOO_LONG' });

    const [row] = await platform.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ title: 'Unverändert', description: 'Unverändert: worum es geht' });
    expect(await chapterOrder(course.id)).toEqual(['1:Kapitel']);
  });

  it('answers 404 for a course, chapter or question that does not exist', async () => {
    const calls = [
      admin.client.json<ErrorBody>('GET', `/api/admin/courses/${NO_SUCH_ID}`),
      admin.client.json<ErrorBody>('POST', `/api/admin/courses/${NO_SUCH_ID}/chapters`, { title: 'T', content: 'C' }),
      admin.client.json<ErrorBody>('PUT', `/api/admin/courses/chapters/${NO_SUCH_ID}`, { title: 'T', content: 'C' }),
      admin.client.json<ErrorBody>('POST', `/api/admin/courses/chapters/${NO_SUCH_ID}/quizzes`, QUESTION),
      admin.client.json<ErrorBody>('DELETE', `/api/admin/courses/quizzes/${NO_SUCH_ID}`),
    ];
    expect((await Promise.all(calls)).map((response) => [response.status, response.body.error.code])).toEqual([
      [404, 'COURSE_NOT_FOUND'],
      [404, 'COURSE_NOT_FOUND'],
      [404, 'CHAPTER_NOT_FOUND'],
      [404, 'CHAPTER_NOT_FOUND'],
      [404, 'QUESTION_NOT_FOUND'],
    ]);
  });
});

describe('chapter order', () => {
  it('renumbers the chapters 1, 2, 3 in the order sent', async () => {
    const course = await createCourse('Reihenfolge');
    const a = await createChapter(course.id, 'A');
    const b = await createChapter(course.id, 'B');
    const c = await createChapter(course.id, 'C');
    const response = await admin.client.json('PUT', `/api/admin/courses/${course.id}/chapters/order`, { chapterIds: [c.id, a.id, b.id] });
    expect(response.status).toBe(200);
    expect(await chapterOrder(course.id)).toEqual(['1:C', '2:A', '3:B']);
  });

  it('refuses a list that leaves a chapter out or adds another course’s chapter (409) and keeps the order', async () => {
    const course = await createCourse('Veraltet');
    const a = await createChapter(course.id, 'A');
    const b = await createChapter(course.id, 'B');
    const other = await createChapter((await createCourse('Anderer Kurs')).id, 'Fremd');
    const missing = await admin.client.json<ErrorBody>('PUT', `/api/admin/courses/${course.id}/chapters/order`, { chapterIds: [b.id] });
    expect(missing.status).toBe(409);
    expect(missing.body.error.code).toBe('ORDER_STALE');
    const added = await admin.client.json<ErrorBody>('PUT', `/api/admin/courses/${course.id}/chapters/order`, {
      chapterIds: [b.id, a.id, other.id],
    });
    expect(added.status).toBe(409);
    const swapped = await admin.client.json<ErrorBody>('PUT', `/api/admin/courses/${course.id}/chapters/order`, {
      chapterIds: [b.id, other.id],
    });
    expect(swapped.status).toBe(409);
    expect(await chapterOrder(course.id)).toEqual(['1:A', '2:B']);
    expect((await platform.db.select().from(chapters).where(eq(chapters.id, other.id)))[0]!.courseId).not.toBe(course.id);
  });

  it('a renumber that fails half-way leaves the old order (one transaction)', async () => {
    const course = await createCourse('Atomar');
    const a = await createChapter(course.id, 'A');
    const b = await createChapter(course.id, 'B');
    const c = await createChapter(course.id, 'C');
    // the database refuses the update of A, sent last: C and B were already renumbered by then
    await platform.db.execute(
      sql.raw(`create function refuse_chapter_update() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await platform.db.execute(
      sql.raw(
        `create trigger refuse_a before update on chapters for each row when (old.id = '${a.id}') execute function refuse_chapter_update()`,
      ),
    );
    try {
      const response = await admin.client.json('PUT', `/api/admin/courses/${course.id}/chapters/order`, { chapterIds: [c.id, b.id, a.id] });
      expect(response.status).toBe(500);
    } finally {
      await platform.db.execute(sql.raw('drop trigger refuse_a on chapters'));
      await platform.db.execute(sql.raw('drop function refuse_chapter_update()'));
    }
    expect(await chapterOrder(course.id)).toEqual(['1:A', '2:B', '3:C']);
  });

  it('appends after the highest order and closes the gap when a chapter is deleted', async () => {
    const course = await createCourse('Lücken');
    await createChapter(course.id, 'A');
    const b = await createChapter(course.id, 'B');
    await createChapter(course.id, 'C');
    expect((await admin.client.json('DELETE', `/api/admin/courses/chapters/${b.id}`)).status).toBe(200);
    expect(await chapterOrder(course.id)).toEqual(['1:A', '2:C']);
    const d = await createChapter(course.id, 'D');
    expect(d.order).toBe(3);
    expect((await admin.client.json('DELETE', `/api/admin/courses/chapters/${b.id}`)).status).toBe(404);
  });
});

describe('deleting a course', () => {
  it('removes its chapters, their questions, the answers and the progress', async () => {
    const course = await createCourse('Weg damit');
    const chapter = await createChapter(course.id, 'Kapitel');
    const quiz = await admin.client.json<Quiz>('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, QUESTION);
    const learner = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await platform.db.insert(quizAttempts).values({ userId: learner.userId, quizId: quiz.body.id, answer: '0,5 ‰', isCorrect: false });
    await platform.db.insert(userProgress).values({ userId: learner.userId, chapterId: chapter.id, completed: true });

    const response = await admin.client.json('DELETE', `/api/admin/courses/${course.id}`);
    expect(response.status).toBe(200);
    expect(await platform.db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
    expect(await platform.db.select().from(chapters).where(eq(chapters.courseId, course.id))).toEqual([]);
    expect(await platform.db.select().from(quizzes).where(eq(quizzes.chapterId, chapter.id))).toEqual([]);
    expect(await platform.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.userId))).toEqual([]);
    expect(await platform.db.select().from(userProgress).where(eq(userProgress.userId, learner.userId))).toEqual([]);
    expect((await admin.client.json('DELETE', `/api/admin/courses/${course.id}`)).status).toBe(404);
  });
});

describe('a learner replaying the editor calls', () => {
  it('gets 403 for each, and nothing changes', async () => {
    const course = await createCourse('Geschützt');
    const chapter = await createChapter(course.id, 'A');
    const second = await createChapter(course.id, 'B');
    const quiz = await admin.client.json<Quiz>('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, QUESTION);
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const snapshot = async () => ({
      courses: await platform.db.select().from(courses).orderBy(asc(courses.id)),
      chapters: await platform.db.select().from(chapters).orderBy(asc(chapters.id)),
      quizzes: await platform.db.select().from(quizzes).orderBy(asc(quizzes.id)),
    });
    const before = await snapshot();
    const calls = [
      client.json('GET', '/api/admin/courses'),
      client.json('GET', `/api/admin/courses/${course.id}`),
      client.json('POST', '/api/admin/courses', { title: 'Gekapert', description: 'Gekapert' }),
      client.json('PUT', `/api/admin/courses/${course.id}`, { title: 'Gekapert', description: 'Gekapert' }),
      client.json('DELETE', `/api/admin/courses/${course.id}`),
      client.json('POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Gekapert', content: 'Gekapert' }),
      client.json('PUT', `/api/admin/courses/${course.id}/chapters/order`, { chapterIds: [second.id, chapter.id] }),
      client.json('PUT', `/api/admin/courses/chapters/${chapter.id}`, { title: 'Gekapert', content: 'Gekapert' }),
      client.json('DELETE', `/api/admin/courses/chapters/${chapter.id}`),
      client.json('POST', `/api/admin/courses/chapters/${chapter.id}/quizzes`, QUESTION),
      client.json('PUT', `/api/admin/courses/quizzes/${quiz.body.id}`, { ...QUESTION, correctAnswer: '0,5 ‰' }),
      client.json('DELETE', `/api/admin/courses/quizzes/${quiz.body.id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('Turkish and English versions', () => {
  it('a chapter quiz keeps a version current until its German changes; a version with another option count is 400', async () => {
    const course = await admin.client.json<{ id: string }>('POST', '/api/admin/courses', {
      title: 'Übersetzter Kurs',
      description: 'Mit Versionen',
      translations: { en: { title: 'Translated course', description: 'With versions' } },
    });
    expect(course.body).toMatchObject({
      translations: { tr: null, en: { title: 'Translated course', description: 'With versions', status: 'current' } },
    });
    const chapter = await admin.client.json<{ id: string }>('POST', `/api/admin/courses/${course.body.id}/chapters`, {
      title: 'Kapitel',
      content: 'Text',
    });
    const english = { question: 'How much?', options: ['0.5 ‰', '1.1 ‰'] };
    const quiz = await admin.client.json<{ id: string; translations: unknown }>(
      'POST',
      `/api/admin/courses/chapters/${chapter.body.id}/quizzes`,
      {
        question: 'Wie viel?',
        options: ['0,5 ‰', '1,1 ‰'],
        correctAnswer: '1,1 ‰',
        translations: { en: english },
      },
    );
    expect(quiz.body.translations).toEqual({ tr: null, en: { ...english, status: 'current' } });
    const edited = await admin.client.json<{ translations: unknown }>('PUT', `/api/admin/courses/quizzes/${quiz.body.id}`, {
      question: 'Wie viel genau?',
      options: ['0,5 ‰', '1,1 ‰'],
      correctAnswer: '1,1 ‰',
    });
    expect(edited.body.translations).toEqual({ tr: null, en: { ...english, status: 'stale' } });
    const refused = await admin.client.json('PUT', `/api/admin/courses/quizzes/${quiz.body.id}`, {
      question: 'Wie viel genau?',
      options: ['0,5 ‰', '1,1 ‰'],
      correctAnswer: '1,1 ‰',
      translations: { tr: { question: 'Ne kadar?', options: ['0,5 ‰'] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { 'translations.tr.options': 'OPTION_COUNT' } } });
  });
});
