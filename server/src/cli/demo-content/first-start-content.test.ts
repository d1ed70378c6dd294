// When the server loads the starter content on its own, and what the start banner says about it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeArticles, news } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { decideStarterContent, describeStarterContent, isContentEmpty } from './first-start-content';

const POSTGRES = 'postgres://mpu@db:5432/mpu';

describe('decideStarterContent', () => {
  it.each([
    { SEED_DEMO: undefined, DATABASE_URL: undefined, isEmpty: true, expected: true },
    { SEED_DEMO: undefined, DATABASE_URL: undefined, isEmpty: false, expected: false },
    { SEED_DEMO: undefined, DATABASE_URL: POSTGRES, isEmpty: true, expected: false },
    { SEED_DEMO: undefined, DATABASE_URL: POSTGRES, isEmpty: false, expected: false },
    { SEED_DEMO: 'true', DATABASE_URL: undefined, isEmpty: true, expected: true },
    { SEED_DEMO: 'true', DATABASE_URL: undefined, isEmpty: false, expected: false },
    { SEED_DEMO: 'true', DATABASE_URL: POSTGRES, isEmpty: true, expected: true },
    { SEED_DEMO: 'true', DATABASE_URL: POSTGRES, isEmpty: false, expected: false },
    { SEED_DEMO: 'false', DATABASE_URL: undefined, isEmpty: true, expected: false },
    { SEED_DEMO: 'false', DATABASE_URL: undefined, isEmpty: false, expected: false },
    { SEED_DEMO: 'false', DATABASE_URL: POSTGRES, isEmpty: true, expected: false },
    { SEED_DEMO: 'false', DATABASE_URL: POSTGRES, isEmpty: false, expected: false },
  ] as const)(
    'SEED_DEMO=$SEED_DEMO, DATABASE_URL=$DATABASE_URL, empty=$isEmpty → $expected',
    ({ SEED_DEMO, DATABASE_URL, isEmpty, expected }) => {
      expect(decideStarterContent({ env: { SEED_DEMO, DATABASE_URL }, isEmpty })).toBe(expected);
    },
  );
});

describe('describeStarterContent', () => {
  it('names the figures with their German singular or plural and the way to remove them', () => {
    const counts = {
      quizCategories: 6,
      quizQuestions: 163,
      lexicon: 79,
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
    };
    expect(describeStarterContent(counts)).toBe(
      'Beispielinhalte geladen: 163 Prüfungsfragen, 10 Videos, 1 Kurs, 79 Lexikonbegriffe, 16 Wissensartikel, 4 Neuigkeiten. ' +
        'Entfernen: Admin-Konsole → Beispielinhalte entfernen.',
    );
  });
});

describe('isContentEmpty', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('is true for a new database and false once it holds a news item', async () => {
    expect(await isContentEmpty(platform.db)).toBe(true);
    await platform.db.insert(news).values({ title: 'Eigene Nachricht', body: 'Vom Admin geschrieben.' });
    expect(await isContentEmpty(platform.db)).toBe(false);
  });

  it('is false when the only content is a knowledge article', async () => {
    await platform.db.delete(news);
    expect(await isContentEmpty(platform.db)).toBe(true);
    await platform.db
      .insert(knowledgeArticles)
      .values({ title: 'Eigener Artikel', body: 'Vom Admin geschrieben.', category: 'Grundlagen', mpuTypes: ['alcohol'] });
    expect(await isContentEmpty(platform.db)).toBe(false);
  });
});
