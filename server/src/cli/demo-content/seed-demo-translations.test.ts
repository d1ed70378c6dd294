// The starter content's Turkish and English versions (files/translations/{tr,en}/*.json) against a real database,
// with a small fixture instead of the real files: each item is created with its versions, current; a language or a
// file without versions is allowed; a second run changes nothing; a version keyed by an unknown German text is refused.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationStatus } from '@common/domain/content-language';
import {
  chapters,
  courses,
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
import { checkDemoTranslations, loadDemoTranslations, type DemoContent } from './load-demo-content';
import { seedDemoContent } from './seed-demo-content';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-fixtures', 'translations');

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const csv = [
  'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types;legal_basis;checked_on;' +
    'question_tr;option_a_tr;option_b_tr;option_c_tr;option_d_tr;explanation_tr;question_en;option_a_en;option_b_en;option_c_en;option_d_en;explanation_en',
  'Fixture-Kategorie;Fixture-Frage?;Ja;Nein;;;a;Weil.;easy;alcohol;§ 1 FeV;2026-11-01;Soru?;Evet;Hayır;;;Çünkü.;;;;;;',
].join('\n');

const german = {
  quizCategories: [{ name: 'Fixture-Kategorie', description: 'Übungsfragen', mpuTypes: ['alcohol' as const] }],
  quizQuestionsCsv: new TextEncoder().encode(csv),
  lexicon: [{ term: 'Fixture-Abstinenz', definition: 'Verzicht auf Alkohol.', category: 'Grundlagen' as const, related: [] }],
  courses: [
    {
      title: 'Fixture-Kurs',
      description: 'Ein Übungskurs',
      chapters: [
        {
          title: 'Erstes Kapitel',
          content: '## Erstes Kapitel',
          quizzes: [{ question: 'Wie viel?', options: ['Wenig', 'Viel'], correctAnswer: 'Viel' }],
        },
      ],
    },
  ],
  videoSections: [
    {
      title: 'Fixture-Abschnitt',
      description: 'Videos zur Übung',
      videos: [
        {
          title: 'Fixture-Video',
          description: 'Ein Übungsvideo',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          mpuTypes: ['alcohol' as const],
          quizzes: [{ question: 'Gesehen?', options: ['Ja', 'Nein'], correctAnswers: ['Ja'] }],
        },
      ],
    },
  ],
  news: [{ title: 'Fixture-Neuigkeit', body: 'Etwas Neues.', publishedOn: '2026-11-20' }],
  knowledgeArticles: [
    { title: 'Fixture-Artikel', summary: 'Kurz', body: 'Ein Artikel.', category: 'Grundlagen' as const, mpuTypes: ['alcohol' as const] },
  ],
  instructors: [],
} as unknown as Omit<DemoContent, 'translations'>;

describe('the starter content in three languages', () => {
  it('creates each item with its versions, current; a missing file or language is no error; a second run writes nothing', async () => {
    const translations = loadDemoTranslations(FIXTURE);
    checkDemoTranslations(german, translations);
    const content: DemoContent = { ...german, translations };
    const first = await seedDemoContent({ db: platform.db, media: platform.media, content });
    expect(first).toMatchObject({
      quizCategories: 1,
      quizQuestions: 1,
      lexicon: 1,
      courses: 1,
      chapters: 1,
      chapterQuizzes: 1,
      videos: 1,
      news: 1,
    });

    const { db } = platform;
    const [category] = await db.select().from(quizCategories);
    expect(category!.translations).toEqual({
      tr: { name: 'Fixture kategorisi', description: 'Deneme soruları', source: expect.any(String) },
    });
    expect(translationStatus({ name: category!.name, description: category!.description }, category!.translations, 'tr')).toBe('current');

    const [question] = await db.select().from(quizQuestions);
    expect(question).toMatchObject({ legalBasis: '§ 1 FeV', checkedOn: '2026-11-01' });
    expect(
      translationStatus(
        { question: question!.question, options: question!.options, explanation: question!.explanation },
        question!.translations,
        'tr',
      ),
    ).toBe('current');
    expect(question!.translations.en).toBeUndefined();

    const [term] = await db.select().from(lexicon);
    expect(term!.translations).toEqual({
      tr: { term: 'Fixture-Abstinans', definition: 'Alkolden tamamen uzak durmak.', source: expect.any(String) },
    });
    expect(translationStatus({ term: term!.term, definition: term!.definition }, term!.translations, 'tr')).toBe('current');

    const [course] = await db.select().from(courses);
    expect(translationStatus({ title: course!.title, description: course!.description }, course!.translations, 'tr')).toBe('current');
    const [chapter] = await db.select().from(chapters);
    expect(chapter!.translations.tr).toMatchObject({ title: 'Birinci bölüm', content: '## Birinci bölüm' });
    expect(translationStatus({ title: chapter!.title, content: chapter!.content }, chapter!.translations, 'tr')).toBe('current');
    const [chapterQuiz] = await db.select().from(quizzes);
    expect(chapterQuiz!.translations.tr).toMatchObject({ question: 'Ne kadar?', options: ['Az', 'Çok'] });
    expect(translationStatus({ question: chapterQuiz!.question, options: chapterQuiz!.options }, chapterQuiz!.translations, 'tr')).toBe(
      'current',
    );

    const [section] = await db.select().from(videoSections);
    // the Turkish section has an empty description: stored as given; the learner sees the German one in its place
    expect(section!.translations.tr).toMatchObject({ title: 'Fixture bölümü', description: '' });
    const [video] = await db.select().from(videos);
    expect(translationStatus({ title: video!.title, description: video!.description }, video!.translations, 'tr')).toBe('current');
    const [videoQuiz] = await db.select().from(videoQuizzes);
    expect(videoQuiz!.translations.tr).toMatchObject({ question: 'İzlendi mi?', options: ['Evet', 'Hayır'] });

    const [item] = await db.select().from(news);
    expect(item!.translations).toEqual({ en: { title: 'Fixture news', body: 'Something new.', source: expect.any(String) } });
    const [article] = await db.select().from(knowledgeArticles);
    expect(translationStatus({ title: article!.title, summary: article!.summary, body: article!.body }, article!.translations, 'en')).toBe(
      'current',
    );
    expect(article!.translations.tr).toBeUndefined();

    const second = await seedDemoContent({ db: platform.db, media: platform.media, content });
    expect(second).toMatchObject({ quizCategories: 0, quizQuestions: 0, lexicon: 0, courses: 0, videos: 0, news: 0, knowledgeArticles: 0 });
  });

  it('a directory without translation files gives no versions', () => {
    const none = loadDemoTranslations(path.join(FIXTURE, 'no-such-directory'));
    expect(none.tr['lexicon.json']).toEqual({});
    expect(none.en['courses.json']).toEqual({});
  });

  it('a version keyed by a German text that does not exist, or with another number of options, is refused', () => {
    const translations = loadDemoTranslations(FIXTURE);
    const renamed = { ...german, lexicon: [{ ...german.lexicon[0]!, term: 'Umbenannt' }] };
    expect(() => checkDemoTranslations(renamed, translations)).toThrow(
      'translations/tr/lexicon.json: "Fixture-Abstinenz" is no German original',
    );
    const moreOptions = {
      ...german,
      courses: [
        {
          ...german.courses[0]!,
          chapters: [
            {
              ...german.courses[0]!.chapters[0]!,
              quizzes: [{ question: 'Wie viel?', options: ['Wenig', 'Viel', 'Alles'], correctAnswer: 'Viel' }],
            },
          ],
        },
      ],
    };
    expect(() => checkDemoTranslations(moreOptions, translations)).toThrow('"Wie viel?" needs 3 options');
  });
});
