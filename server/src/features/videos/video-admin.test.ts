// The admin edits inside the video library against a real database: quiz questions added and
// deleted below a video, a section's title, a video's MPU types; a learner replaying each call is
// refused and nothing changes.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoQuizAttempts, videoQuizzes, videoSections, videos } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let sectionId: string;
let videoId: string;
let firstQuizId: string;

const question = {
  question: 'Ab wann ist man absolut fahruntüchtig?',
  options: ['0,5 ‰', '1,1 ‰', '1,6 ‰', '0,3 ‰'],
  correctAnswers: ['1,1 ‰'],
};

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  const { db } = platform;
  // rows written directly: a feature does not import another feature's service
  const [section] = await db.insert(videoSections).values({ title: 'Grundlagen', description: 'Einstieg', order: 1 }).returning();
  sectionId = section!.id;
  const [video] = await db
    .insert(videos)
    .values({ sectionId, title: 'Führerschein und Alkohol', url: 'https://example.org/v', order: 1, mpuTypes: ['alcohol'] })
    .returning();
  videoId = video!.id;
  await db.insert(videoQuizzes).values({ videoId, question: 'Erste Frage?', options: ['ja', 'nein'], correctAnswers: ['ja'], order: 1 });
  const [first] = await db.select().from(videoQuizzes).where(eq(videoQuizzes.videoId, videoId));
  firstQuizId = first!.id;
});
afterAll(() => platform.close());

const quizRows = () => platform.db.select().from(videoQuizzes).where(eq(videoQuizzes.videoId, videoId)).orderBy(asc(videoQuizzes.order));

describe('a learner replaying the admin calls', () => {
  it('gets 403 for each, and nothing changes', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const before = {
      quizzes: await quizRows(),
      section: await platform.db.select().from(videoSections).where(eq(videoSections.id, sectionId)),
      video: await platform.db.select().from(videos).where(eq(videos.id, videoId)),
    };
    const calls = [
      client.json('POST', `/api/admin/videos/${videoId}/quizzes`, question),
      client.json('DELETE', `/api/admin/videos/quizzes/${firstQuizId}`),
      client.json('PATCH', `/api/admin/videos/sections/${sectionId}`, { title: 'Gekapert' }),
      client.json('PUT', `/api/admin/videos/${videoId}/mpu-types`, { mpuTypes: ['drugs'] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
    }
    expect({
      quizzes: await quizRows(),
      section: await platform.db.select().from(videoSections).where(eq(videoSections.id, sectionId)),
      video: await platform.db.select().from(videos).where(eq(videos.id, videoId)),
    }).toEqual(before);
  });
});

describe('quiz questions', () => {
  it('adds a question at the end of the list; learners get it without the answers', async () => {
    const created = await admin.client.json<{ id: string; order: number }>('POST', `/api/admin/videos/${videoId}/quizzes`, {
      ...question,
      question: `  ${question.question}  `,
    });
    expect(created.status).toBe(201);
    expect(created.body.order).toBe(2);
    const [row] = await platform.db.select().from(videoQuizzes).where(eq(videoQuizzes.id, created.body.id));
    expect(row).toMatchObject({ question: question.question, options: question.options, correctAnswers: ['1,1 ‰'], order: 2 });

    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const quiz = await client.json<{ questions: { id: string; question: string }[] }>('GET', `/api/videos/${videoId}/quiz`);
    expect(quiz.body.questions.map((entry) => entry.question)).toEqual(['Erste Frage?', question.question]);
    await platform.db.delete(videoQuizzes).where(eq(videoQuizzes.id, created.body.id));
  });

  it.each([
    ['a blank option', { ...question, options: ['0,5 ‰', '  ', '1,6 ‰', '0,3 ‰'], correctAnswers: ['0,5 ‰'] }, { 'options.1': 'REQUIRED' }],
    ['no correct answer', { ...question, correctAnswers: [] }, { correctAnswers: 'REQUIRED' }],
    ['a correct answer that is no option', { ...question, correctAnswers: ['2 ‰'] }, { correctAnswers: 'NOT_AN_OPTION' }],
    ['a blank question', { ...question, question: ' ' }, { question: 'REQUIRED' }],
    ['three options', { ...question, options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'] }, { options: 'OPTION_COUNT' }],
  ])('refuses %s with 400 and the field code', async (_name, body, fields) => {
    const response = await admin.client.json('POST', `/api/admin/videos/${videoId}/quizzes`, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields } });
    expect(await quizRows()).toHaveLength(1);
  });

  it('answers 404 for a video that does not exist', async () => {
    const response = await admin.client.json('POST', `/api/admin/videos/${NO_SUCH_ID}/quizzes`, question);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'VIDEO_NOT_FOUND' } });
  });

  it('deletes a question with the answers given to it; a second delete answers 404', async () => {
    const created = await admin.client.json<{ id: string }>('POST', `/api/admin/videos/${videoId}/quizzes`, question);
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await client.json('POST', `/api/videos/quiz/${created.body.id}/answer`, { selected: ['1,1 ‰'] })).status).toBe(200);

    const deleted = await admin.client.json('DELETE', `/api/admin/videos/quizzes/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect((await quizRows()).map((row) => row.id)).toEqual([firstQuizId]);
    expect(await platform.db.select().from(videoQuizAttempts).where(eq(videoQuizAttempts.userId, userId))).toEqual([]);

    const again = await admin.client.json('DELETE', `/api/admin/videos/quizzes/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { code: 'QUESTION_NOT_FOUND' } });
  });
});

describe('section title', () => {
  it('saves a trimmed title and keeps the description unless one is sent', async () => {
    const saved = await admin.client.json('PATCH', `/api/admin/videos/sections/${sectionId}`, { title: '  Basiswissen ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: sectionId, title: 'Basiswissen', description: 'Einstieg' });
    const both = await admin.client.json('PATCH', `/api/admin/videos/sections/${sectionId}`, { title: 'Grundlagen', description: 'Neu' });
    expect(both.body).toMatchObject({ title: 'Grundlagen', description: 'Neu' });
  });

  it('refuses a blank title with 400 and answers 404 for an unknown section', async () => {
    const blank = await admin.client.json('PATCH', `/api/admin/videos/sections/${sectionId}`, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { title: 'REQUIRED' } } });
    const [row] = await platform.db.select().from(videoSections).where(eq(videoSections.id, sectionId));
    expect(row!.title).toBe('Grundlagen');
    expect((await admin.client.json('PATCH', `/api/admin/videos/sections/${NO_SUCH_ID}`, { title: 'X' })).status).toBe(404);
  });
});

describe("a video's MPU types", () => {
  it("saves the picked types; none picked saves ['alcohol']; unknown video 404", async () => {
    const picked = await admin.client.json('PUT', `/api/admin/videos/${videoId}/mpu-types`, { mpuTypes: ['drugs', 'points'] });
    expect(picked.status).toBe(200);
    expect(picked.body).toEqual({ mpuTypes: ['drugs', 'points'] });
    const none = await admin.client.json('PUT', `/api/admin/videos/${videoId}/mpu-types`, { mpuTypes: [] });
    expect(none.body).toEqual({ mpuTypes: ['alcohol'] });
    const [row] = await platform.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row!.mpuTypes).toEqual(['alcohol']);
    const unknown = await admin.client.json('PUT', `/api/admin/videos/${videoId}/mpu-types`, { mpuTypes: ['beer'] });
    expect(unknown.status).toBe(400);
    expect((await admin.client.json('PUT', `/api/admin/videos/${NO_SUCH_ID}/mpu-types`, { mpuTypes: [] })).status).toBe(404);
  });
});

describe('Turkish and English versions', () => {
  it('a video quiz question: current when saved, stale after a German edit, 400 OPTION_COUNT for a misaligned version', async () => {
    const turkish = { question: 'Ne zaman mutlak sürüş ehliyetsizliği?', options: ['0,5 ‰', '1,1 ‰', '1,6 ‰', '0,3 ‰'] };
    const created = await admin.client.json<{ id: string }>('POST', `/api/admin/videos/${videoId}/quizzes`, {
      ...question,
      question: 'Übersetzte Frage?',
      translations: { tr: turkish },
    });
    expect(created.status).toBe(201);
    const listed = await admin.client.json<{ quizzes: Array<{ id: string; translations: unknown }> }>(
      'GET',
      `/api/admin/videos/${videoId}/quizzes`,
    );
    expect(listed.body.quizzes.find((quiz) => quiz.id === created.body.id)?.translations).toEqual({
      tr: { ...turkish, status: 'current' },
      en: null,
    });

    const edited = await admin.client.json<{ translations: unknown }>('PUT', `/api/admin/videos/quizzes/${created.body.id}`, {
      ...question,
      question: 'Übersetzte Frage, geändert?',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.translations).toEqual({ tr: { ...turkish, status: 'stale' }, en: null });

    const refused = await admin.client.json('PUT', `/api/admin/videos/quizzes/${created.body.id}`, {
      ...question,
      translations: { en: { question: 'When?', options: ['0.5 ‰', '1.1 ‰'] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { 'translations.en.options': 'OPTION_COUNT' } } });
  });

  it('a section: the management list shows its versions with their status', async () => {
    const saved = await admin.client.json<{ translations: unknown }>('PATCH', `/api/admin/videos/sections/${sectionId}`, {
      title: 'Grundlagen',
      translations: { en: { title: 'Basics', description: 'Introduction' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.translations).toEqual({ tr: null, en: { title: 'Basics', description: 'Introduction', status: 'current' } });
    await admin.client.json('PATCH', `/api/admin/videos/sections/${sectionId}`, { title: 'Grundlagen der MPU' });
    const list = await admin.client.json<{ sections: Array<{ id: string; translations: unknown }> }>('GET', '/api/admin/videos');
    expect(list.body.sections.find((section) => section.id === sectionId)?.translations).toEqual({
      tr: null,
      en: { title: 'Basics', description: 'Introduction', status: 'stale' },
    });
  });
});
