// The learner's video library against a real database: scope by language (German when there are
// none in the interface language) and MPU reasons, search, quiz questions without answers until
// answered once, and the done mark the dashboard counts (playable videos only).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@common/schemas/dashboard';
import type { VideoLibrary, VideoQuiz } from '@common/schemas/videos';
import { videoProgress, videoQuizAttempts } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { createVideo, createVideoSection } from './videos.service';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  const { db } = platform;
  const basics = await createVideoSection({ db, section: { title: 'Grundlagen', description: 'Einstieg' } });
  const drugs = await createVideoSection({ db, section: { title: 'Drogen', description: '' } });
  const add = async (
    key: string,
    sectionId: string,
    title: string,
    mpuTypes: ('alcohol' | 'drugs')[],
    language: 'de' | 'en' = 'de',
    url = 'https://youtu.be/dQw4w9WgXcQ',
  ) => {
    const quizzes =
      key === 'alkohol'
        ? [{ question: 'Ab wann ist man absolut fahruntüchtig?', options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'], correctAnswers: ['1,1 ‰'] }]
        : [];
    ids[key] = (
      await createVideo({
        db,
        video: { sectionId, title, description: `Über ${title}`, url, mpuTypes, language, quizzes },
      })
    ).id;
  };
  await add('alkohol', basics.id, 'Führerschein und Alkohol', ['alcohol']);
  await add('beide', basics.id, 'Ablauf der Untersuchung', ['alcohol', 'drugs']);
  await add('drogen', drugs.id, 'THC und Fahreignung', ['drugs']);
  await add('english', basics.id, 'What is an MPU?', ['alcohol'], 'en');
  // an address the player cannot embed: listed with the player's note, never counted
  await add('extern', drugs.id, 'Fahreignung bei Cannabis', ['drugs'], 'de', 'https://example.org/videos/cannabis');
  const [question] = (await admin.client.json<VideoQuiz>('GET', `/api/videos/${ids.alkohol}/quiz`)).body.questions;
  ids.question = question!.id;
});
afterAll(() => platform.close());

const titles = (library: VideoLibrary) => library.sections.map((section) => [section.title, section.videos.map((video) => video.title)]);

describe('scope', () => {
  it('an alcohol learner sees the German videos for alcohol, by section and order; an admin sees every German one', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const library = await client.json<VideoLibrary>('GET', '/api/videos?language=de');
    expect(titles(library.body)).toEqual([
      ['Grundlagen', ['Führerschein und Alkohol', 'Ablauf der Untersuchung']],
      ['Drogen', []],
    ]);
    expect(library.body.sections[0]!.videos[0]).toMatchObject({ completed: false, quizCount: 1, mpuTypes: ['alcohol'] });

    expect(library.body).toMatchObject({ language: 'de', otherLanguages: ['en'] });

    const all = await admin.client.json<VideoLibrary>('GET', '/api/videos?language=de');
    expect(titles(all.body)).toEqual([
      ['Grundlagen', ['Führerschein und Alkohol', 'Ablauf der Untersuchung']],
      ['Drogen', ['THC und Fahreignung', 'Fahreignung bei Cannabis']],
    ]);
    // in English: the English video first, then the German ones
    const english = await client.json<VideoLibrary>('GET', '/api/videos?language=en');
    expect(titles(english.body)).toEqual([
      ['Grundlagen', ['What is an MPU?', 'Führerschein und Alkohol', 'Ablauf der Untersuchung']],
      ['Drogen', []],
    ]);
    expect(english.body).toMatchObject({ language: 'en', otherLanguages: [] });
  });

  it('in Turkish, or in English without English videos for the reason, the library shows the German videos and says so', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const turkish = await client.json<VideoLibrary>('GET', '/api/videos?language=tr');
    expect(titles(turkish.body)).toEqual([
      ['Grundlagen', ['Führerschein und Alkohol', 'Ablauf der Untersuchung']],
      ['Drogen', []],
    ]);
    expect(turkish.body).toMatchObject({ language: 'de', otherLanguages: ['en'] });

    const drugs = await signUpVerified(platform, { mpuReason: 'drugs' });
    const english = await drugs.client.json<VideoLibrary>('GET', '/api/videos?language=en');
    expect(titles(english.body)).toEqual([
      ['Grundlagen', ['Ablauf der Untersuchung']],
      ['Drogen', ['THC und Fahreignung', 'Fahreignung bei Cannabis']],
    ]);
    expect(english.body).toMatchObject({ language: 'de', otherLanguages: [] });
    expect(english.body.sections[1]!.videos.map((video) => video.isPlayable)).toEqual([true, false]);
  });

  it('without a language asked for, the interface language of the cookie counts, else the account’s', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await client.json<VideoLibrary>('GET', '/api/videos')).body.language).toBe('de');
    client.setLanguage('en');
    expect(titles((await client.json<VideoLibrary>('GET', '/api/videos')).body)).toEqual([
      ['Grundlagen', ['What is an MPU?', 'Führerschein und Alkohol', 'Ablauf der Untersuchung']],
      ['Drogen', []],
    ]);
  });

  it('searches title and description without regard to case, umlauts included; sections without a hit are left out', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const hit = await client.json<VideoLibrary>('GET', `/api/videos?search=${encodeURIComponent('FÜHRERSCHEIN')}`);
    expect(titles(hit.body)).toEqual([['Grundlagen', ['Führerschein und Alkohol']]]);
    const description = await client.json<VideoLibrary>('GET', `/api/videos?search=${encodeURIComponent('über ablauf')}`);
    expect(titles(description.body)).toEqual([['Grundlagen', ['Ablauf der Untersuchung']]]);
  });

  it("another reason's video answers 404 for its quiz and its done mark", async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await client.json('GET', `/api/videos/${ids.drogen}/quiz`)).status).toBe(404);
    expect((await client.json('PUT', `/api/videos/${ids.drogen}/progress`, { completed: true })).status).toBe(404);
  });
});

describe('the video quiz', () => {
  it('sends no answers before the first one; a wrong answer names the right option; the question then stays locked', async () => {
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const before = await client.request('GET', `/api/videos/${ids.alkohol}/quiz`);
    const text = await before.text();
    expect(text).not.toContain('correctAnswers');
    expect(JSON.parse(text)).toEqual({
      questions: [
        {
          id: ids.question,
          question: 'Ab wann ist man absolut fahruntüchtig?',
          options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'],
          contentLanguage: 'de',
          order: 1,
          multiple: false,
          answered: null,
        },
      ],
    });

    const wrong = await client.json('POST', `/api/videos/quiz/${ids.question}/answer`, { selected: ['0,5 ‰', '1,1 ‰'] });
    expect(wrong.body).toEqual({ isCorrect: false, correctAnswers: ['1,1 ‰'] });
    const again = await client.json('POST', `/api/videos/quiz/${ids.question}/answer`, { selected: ['1,1 ‰'] });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'ALREADY_ANSWERED' } });

    const after = await client.json<VideoQuiz>('GET', `/api/videos/${ids.alkohol}/quiz`);
    expect(after.body.questions[0]!.answered).toEqual({ selected: ['0,5 ‰', '1,1 ‰'], isCorrect: false, correctAnswers: ['1,1 ‰'] });
    expect(await platform.db.select().from(videoQuizAttempts).where(eq(videoQuizAttempts.userId, userId))).toHaveLength(1);
  });

  it('right only with exactly the correct set; a text that is no option is refused', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const invented = await client.json('POST', `/api/videos/quiz/${ids.question}/answer`, { selected: ['2 ‰'] });
    expect(invented.status).toBe(400);
    expect(invented.body).toMatchObject({ error: { fields: { selected: 'NOT_AN_OPTION' } } });
    const right = await client.json('POST', `/api/videos/quiz/${ids.question}/answer`, { selected: ['1,1 ‰'] });
    expect(right.body).toEqual({ isCorrect: true, correctAnswers: ['1,1 ‰'] });
  });

  it('a drugs learner replaying the question id of an alcohol video gets 404', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'drugs' });
    expect((await client.json('POST', `/api/videos/quiz/${ids.question}/answer`, { selected: ['1,1 ‰'] })).status).toBe(404);
  });
});

describe('done marks', () => {
  it("'Als erledigt markieren' shows on the card and moves the dashboard's video share; it can be taken back", async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await client.json('PUT', `/api/videos/${ids.alkohol}/progress`, { completed: true })).body).toEqual({ completed: true });
    const library = await client.json<VideoLibrary>('GET', '/api/videos');
    expect(library.body.sections[0]!.videos.map((video) => video.completed)).toEqual([true, false]);
    // the German library of an alcohol learner: two videos (the English one is in the English library) → 1 of 2
    const dashboard = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(dashboard.body.counts).toMatchObject({ videosTotal: 2, videosCompleted: 1 });
    // in English the library and the overview show the English video, then the two German ones: 1 of 3
    client.setLanguage('en');
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ videosTotal: 3, videosCompleted: 1 });
    client.setLanguage('de');
    await client.json('PUT', `/api/videos/${ids.alkohol}/progress`, { completed: false });
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ videosCompleted: 0 });
  });

  it('a video the player cannot embed is refused as done (409) and does not count; a mark can still be taken back', async () => {
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'drugs' });
    const refused = await client.json('PUT', `/api/videos/${ids.extern}/progress`, { completed: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'VIDEO_NOT_PLAYABLE' } });
    expect(await platform.db.select().from(videoProgress).where(eq(videoProgress.userId, userId))).toEqual([]);
    // 'Ablauf der Untersuchung' and 'THC und Fahreignung' play; the placeholder does not count
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ videosTotal: 2, videosCompleted: 0 });

    // marked before its address changed: the mark stays the learner's, but counts for nothing, and can be taken back
    await platform.db.insert(videoProgress).values({ userId, videoId: ids.extern!, completed: true });
    expect((await client.json<Dashboard>('GET', '/api/dashboard')).body.counts).toMatchObject({ videosTotal: 2, videosCompleted: 0 });
    expect((await client.json('PUT', `/api/videos/${ids.extern}/progress`, { completed: false })).body).toEqual({ completed: false });
  });
});
