// The demo seed against a real database: it loads every data file through the content services,
// and a second run writes nothing and duplicates nothing.
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapters,
  courses,
  instructors,
  knowledgeArticles,
  lexicon,
  news,
  quizCategories,
  quizQuestions,
  quizzes,
  videoQuizzes,
  videoSections,
  videos,
} from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { DEMO_MEDIA_DIR } from './load-demo-content';
import { seedDemoContent, upgradeStarterContent } from './seed-demo-content';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

async function rowCounts() {
  const { db } = platform;
  const tables = {
    quizCategories,
    quizQuestions,
    lexicon,
    courses,
    chapters,
    quizzes,
    videoSections,
    videos,
    videoQuizzes,
    news,
    knowledgeArticles,
    instructors,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

const EXPECTED_ROWS = {
  quizCategories: 6,
  quizQuestions: 224,
  lexicon: 88,
  courses: 1,
  chapters: 9,
  quizzes: 27,
  videoSections: 3,
  videos: 10,
  videoQuizzes: 27,
  news: 4,
  knowledgeArticles: 16,
  instructors: 4,
};

describe('npm run seed:demo', () => {
  it('loads every data file once, and a second run adds nothing', async () => {
    const first = await seedDemoContent({ db: platform.db, media: platform.media });
    expect(first).toEqual({
      quizCategories: 6,
      quizQuestions: 224,
      lexicon: 88,
      courses: 1,
      chapters: 9,
      chapterQuizzes: 27,
      videoSections: 3,
      videos: 10,
      videoQuizzes: 27,
      videoFiles: 10,
      news: 4,
      knowledgeArticles: 16,
      instructors: 4,
    });
    expect(await rowCounts()).toEqual(EXPECTED_ROWS);

    const second = await seedDemoContent({ db: platform.db, media: platform.media });
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await rowCounts()).toEqual(EXPECTED_ROWS);
  });

  it('keeps what an admin changed, and brings the static instructors back to the data file', async () => {
    const { db } = platform;
    await db.update(lexicon).set({ definition: 'vom Admin geändert' }).where(eq(lexicon.term, 'MPU'));
    await db.update(instructors).set({ name: 'Dr. Erfunden' }).where(eq(instructors.id, 'instructor-1'));

    const again = await seedDemoContent({ db, media: platform.media });
    expect(again.lexicon).toBe(0);
    expect(again.instructors).toBe(1);
    const [term] = await db.select({ definition: lexicon.definition }).from(lexicon).where(eq(lexicon.term, 'MPU'));
    expect(term?.definition).toBe('vom Admin geändert');
    const [instructor] = await db
      .select({ name: instructors.name, title: instructors.title })
      .from(instructors)
      .where(eq(instructors.id, 'instructor-1'));
    expect(instructor).toEqual({ name: 'Sabine Krüger', title: 'MPU-Beraterin (Beispielprofil)' });
    expect(await rowCounts()).toEqual(EXPECTED_ROWS);
  });

  it('gives every demo video its own clip through the media storage, once, and completes a run interrupted before the file', async () => {
    const { db, media } = platform;
    const rows = await db.select().from(videos).orderBy(videos.title);
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      expect(row.url, row.title).toBe('');
      expect(row.fileType, row.title).toBe('video/webm');
      expect(row.fileKey, row.title).toMatch(new RegExp(`^videos/${row.id}/`));
    }
    const clip = fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'alkohol-mpu.webm'));
    const [video] = rows.filter((row) => row.title === 'Alkohol-MPU: Promillegrenzen, Trinkverhalten und Abstinenz');
    expect(video!.fileSize).toBe(clip.length);
    const stored = Buffer.concat(await (await media.read(video!.fileKey!)).toArray());
    expect(stored.equals(clip)).toBe(true);

    await db.update(videos).set({ fileKey: null, fileType: null, fileSize: null }).where(eq(videos.id, video!.id));
    expect((await seedDemoContent({ db, media })).videoFiles).toBe(1);
    const [repaired] = await db.select().from(videos).where(eq(videos.id, video!.id));
    expect(repaired).toMatchObject({ fileType: 'video/webm', fileSize: clip.length });
  });

  it('brings the starter content of an earlier version up to date on start: clips for placeholder addresses, no operator notes', async () => {
    const { db, media } = platform;
    const drugs = 'Drogen-MPU: Konsum, Grenzwerte und Nachweise';
    const talk = 'Typische Fragen im psychologischen Gespräch';
    const note = ' Platzhalter: Hier können Sie Ihre eigene Aufzeichnung zu diesem Thema hinterlegen.';
    const [before] = await db.select().from(videos).where(eq(videos.title, drugs));
    // the rows as the earlier starter content left them: a placeholder address, no file, the note for the operator
    await db
      .update(videos)
      .set({
        url: 'https://example.org/videos/drogen-mpu',
        fileKey: null,
        fileType: null,
        fileSize: null,
        description: `${before!.description}${note}`,
      })
      .where(eq(videos.title, drugs));
    // an admin gave this one an address of their own: it stays
    await db
      .update(videos)
      .set({ url: 'https://www.youtube.com/watch?v=eigenes', fileKey: null, fileType: null, fileSize: null })
      .where(eq(videos.title, talk));
    await db
      .update(instructors)
      .set({
        name: 'Erika Musterfrau',
        title: 'Fiktives Beispielprofil',
        experience: 'Beispielangabe für die Demo – ersetzen Sie dieses Profil durch eine reale Beraterin oder einen realen Berater.',
      })
      .where(eq(instructors.id, 'instructor-2'));

    expect(await upgradeStarterContent({ db, media })).toEqual({ videoFiles: 1, videoDescriptions: 1, instructors: 1 });
    const [upgraded] = await db.select().from(videos).where(eq(videos.title, drugs));
    expect(upgraded).toMatchObject({
      url: '',
      fileType: 'video/webm',
      fileSize: fs.statSync(path.join(DEMO_MEDIA_DIR, 'drogen-mpu.webm')).size,
      description: before!.description,
    });
    expect(upgraded!.description).not.toContain('Platzhalter');
    const [own] = await db.select().from(videos).where(eq(videos.title, talk));
    expect(own).toMatchObject({ url: 'https://www.youtube.com/watch?v=eigenes', fileKey: null });
    const [instructor] = await db.select().from(instructors).where(eq(instructors.id, 'instructor-2'));
    expect(instructor).toMatchObject({ name: 'Murat Aydın', title: 'MPU-Berater (Beispielprofil)' });

    // a second start finds nothing left to do
    expect(await upgradeStarterContent({ db, media })).toEqual({ videoFiles: 0, videoDescriptions: 0, instructors: 0 });
  });

  it('stores the course with its chapters in the file order, and the articles with their category and reasons', async () => {
    const { db } = platform;
    const rows = await db
      .select({ title: chapters.title, order: chapters.order })
      .from(chapters)
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .where(eq(courses.title, 'Grundlagen der MPU-Vorbereitung'))
      .orderBy(chapters.order);
    expect(rows.map((row) => row.title)).toEqual([
      'Was die MPU prüft',
      'Die Anlässe: Wann eine MPU angeordnet wird',
      'Worauf die Gutachterinnen und Gutachter achten',
      'Abstinenz und ihre Nachweise',
      'Ihre Veränderungsgeschichte',
      'Medizinische Untersuchung und Leistungstests',
      'Das psychologische Gespräch',
      'Ihr persönlicher Vorbereitungsplan',
      'Nach der MPU: Gutachten, Kurs und neuer Antrag',
    ]);
    expect(rows.map((row) => row.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);

    const [cannabis] = await db.select().from(knowledgeArticles).where(eq(knowledgeArticles.title, 'Cannabis und Führerschein seit 2024'));
    expect(cannabis).toMatchObject({ category: 'Rechtliches', mpuTypes: ['drugs', 'medizinalcannabis'] });
    expect(cannabis!.body).toContain('## Wann eine MPU folgt (§ 13a FeV)');
    const [points] = await db
      .select({ mpuTypes: knowledgeArticles.mpuTypes })
      .from(knowledgeArticles)
      .where(eq(knowledgeArticles.title, 'Punkte im Fahreignungsregister und ihre Tilgung'));
    expect(points?.mpuTypes).toEqual(['points', 'criminal']);
  });

  it('stores the exam questions with option texts as correct answers, in the file order', async () => {
    const { db } = platform;
    const rows = await db
      .select({
        question: quizQuestions.question,
        options: quizQuestions.options,
        correctAnswers: quizQuestions.correctAnswers,
        difficulty: quizQuestions.difficulty,
      })
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .where(eq(quizCategories.name, 'Alkohol und Fahreignung'))
      .orderBy(quizQuestions.createdAt);
    expect(rows[0]).toEqual({
      question:
        'Ab welcher Blutalkoholkonzentration (BAK) ordnet die Fahrerlaubnisbehörde schon nach einer einzigen Trunkenheitsfahrt in jedem Fall eine MPU an?',
      options: ['0,5 Promille', '1,6 Promille', '1,1 Promille', '2,0 Promille'],
      correctAnswers: ['1,6 Promille'],
      difficulty: 'easy',
    });
    expect(rows).toHaveLength(42);
  });
});
