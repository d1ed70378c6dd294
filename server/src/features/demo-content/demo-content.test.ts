// 'Beispielinhalte entfernen' against a real database: the console's figures after the seed, the
// removal of exactly the demo rows (with the learners' answers on them and the demo clip, and the
// course of the earlier starter content), what an admin made or renamed stays, and a learner is refused.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoContentCounts, DemoContentStatus } from '@common/schemas/demo-content';
import { seedDemoContent } from '../../cli/demo-content/seed-demo-content';
import {
  chapters,
  courses,
  instructors,
  knowledgeArticles,
  lexicon,
  news,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  videoProgress,
  videoSections,
  videos,
} from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const CLIP_TITLE = 'Was ist eine MPU? Anlass, Ablauf und Ergebnis';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const rowsIn = async (table: PgTable) => (await platform.db.select({ n: count() }).from(table))[0]!.n;

describe('GET and DELETE /api/admin/demo-content', () => {
  it('finds nothing in a new database', async () => {
    const status = await admin.client.json<DemoContentStatus>('GET', '/api/admin/demo-content');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      present: false,
      counts: { quizQuestions: 0, quizCategories: 0, lexicon: 0, courses: 0, videoSections: 0, videos: 0, news: 0, knowledgeArticles: 0 },
    });
  });

  it('counts the seeded starter content: the figures of the files in server/src/cli/demo-content/files', async () => {
    await seedDemoContent({ db: platform.db, media: platform.media });
    const status = await admin.client.json<DemoContentStatus>('GET', '/api/admin/demo-content');
    expect(status.body).toEqual({
      present: true,
      // 224 rows in quiz-questions.csv over the 6 categories of quiz-categories.json; 88 terms in
      // lexicon.json; 1 course; 3 sections with 10 videos in videos.json; 4 items in news.json;
      // 16 articles in knowledge-articles.json
      counts: {
        quizQuestions: 224,
        quizCategories: 6,
        lexicon: 88,
        courses: 1,
        videoSections: 3,
        videos: 10,
        news: 4,
        knowledgeArticles: 16,
      },
    });
  });

  it('is refused to a learner, and nothing is removed', async () => {
    const { client } = await signUpVerified(platform);
    expect((await client.json('GET', '/api/admin/demo-content')).status).toBe(403);
    expect((await client.json('DELETE', '/api/admin/demo-content')).status).toBe(403);
    expect((await admin.client.json<DemoContentStatus>('GET', '/api/admin/demo-content')).body.counts.quizQuestions).toBe(224);
  });

  it("removes exactly the demo rows with the learners' answers and the clip, and keeps what an admin made or renamed", async () => {
    const { db, media } = platform;
    const learner = await signUpVerified(platform);

    // an admin's own question in a demo category: the question and its category stay
    const [alcohol] = await db.select().from(quizCategories).where(eq(quizCategories.name, 'Alkohol und Fahreignung'));
    const own = await admin.client.json<{ id: string }>('POST', '/api/admin/quiz/questions', {
      categoryId: alcohol!.id,
      question: 'Eigene Frage der Beratungsstelle?',
      options: ['ja', 'nein'],
      correctAnswers: ['ja'],
    });
    expect(own.status).toBe(201);
    // an admin's own video in a demo section: the video and its section stay
    const [firstSection] = await db.select().from(videoSections).where(eq(videoSections.title, 'Grundlagen der MPU'));
    expect(firstSection).toBeDefined();
    await db
      .insert(videos)
      .values({ sectionId: firstSection!.id, title: 'Eigenes Video', url: 'https://example.org/v', order: 99, mpuTypes: ['alcohol'] });
    // the course of the earlier starter content, still in an installation that loaded it: it goes too
    await db.insert(courses).values({ title: 'MPU-Grundkurs: Vorbereitung Schritt für Schritt', description: 'Früherer Beispielkurs' });
    // an admin's own knowledge article stays
    await db
      .insert(knowledgeArticles)
      .values({ title: 'Eigener Artikel', body: 'Von der Beratungsstelle.', category: 'Beratung', mpuTypes: ['points'] });
    // a demo term an admin renamed is the admin's own now
    await db.update(lexicon).set({ term: 'MPU (Medizinisch-Psychologische Untersuchung)' }).where(eq(lexicon.term, 'MPU'));
    // the learner's answer on a demo question and progress on the demo clip
    const [demoQuestion] = await db.select().from(quizQuestions).where(eq(quizQuestions.categoryId, alcohol!.id)).limit(1);
    await db
      .insert(quizUserAttempts)
      .values({ userId: learner.userId, questionId: demoQuestion!.id, selectedAnswers: ['x'], isCorrect: false });
    const [clip] = await db.select().from(videos).where(eq(videos.title, CLIP_TITLE));
    await db.insert(videoProgress).values({ userId: learner.userId, videoId: clip!.id, completed: true });
    expect(await media.stat(clip!.fileKey!)).not.toBeNull();

    const removed = await admin.client.json<DemoContentCounts>('DELETE', '/api/admin/demo-content');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      quizQuestions: 224,
      quizCategories: 5,
      lexicon: 87,
      courses: 2,
      videoSections: 2,
      videos: 10,
      news: 4,
      knowledgeArticles: 16,
    });

    expect(await db.select({ question: quizQuestions.question }).from(quizQuestions)).toEqual([
      { question: 'Eigene Frage der Beratungsstelle?' },
    ]);
    expect(await db.select({ name: quizCategories.name }).from(quizCategories)).toEqual([{ name: 'Alkohol und Fahreignung' }]);
    expect(await db.select({ title: videos.title }).from(videos)).toEqual([{ title: 'Eigenes Video' }]);
    expect(await db.select({ title: videoSections.title }).from(videoSections)).toEqual([{ title: 'Grundlagen der MPU' }]);
    expect(await db.select({ term: lexicon.term }).from(lexicon)).toEqual([{ term: 'MPU (Medizinisch-Psychologische Untersuchung)' }]);
    expect(await rowsIn(news)).toBe(0);
    expect(await rowsIn(courses)).toBe(0);
    expect(await db.select({ title: knowledgeArticles.title }).from(knowledgeArticles)).toEqual([{ title: 'Eigener Artikel' }]);
    expect(await rowsIn(chapters)).toBe(0);
    expect(await db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, learner.userId))).toEqual([]);
    expect(await db.select().from(videoProgress).where(eq(videoProgress.userId, learner.userId))).toEqual([]);
    expect(await media.stat(clip!.fileKey!)).toBeNull();
    // the instructors stay: bookings refer to them
    expect(await rowsIn(instructors)).toBe(4);
    // the accounts stay
    expect((await learner.client.json('GET', '/api/me')).status).toBe(200);
  });

  it('removes nothing the second time, and the console no longer offers it', async () => {
    const again = await admin.client.json<DemoContentCounts>('DELETE', '/api/admin/demo-content');
    expect(again.body).toEqual({
      quizQuestions: 0,
      quizCategories: 0,
      lexicon: 0,
      courses: 0,
      videoSections: 0,
      videos: 0,
      news: 0,
      knowledgeArticles: 0,
    });
    expect((await admin.client.json<DemoContentStatus>('GET', '/api/admin/demo-content')).body.present).toBe(false);
  });
});
