// Learning content in the reader's language against a real database (issue 39): a Turkish reader gets the Turkish
// version with the German beside it, an answer counts exactly as one given in German (it is evaluated on the
// option's identity), a stale version falls back to the German, and the glossary, the course and the assistant's
// offline search follow the same rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanSource } from '@common/domain/content-language';
import type { CourseDetail } from '@common/schemas/courses';
import type { Lexicon } from '@common/schemas/lexicon';
import type { QuizRound, RoundAnswerResult } from '@common/schemas/quiz-rounds';
import { chapters, courses, lexicon, quizCategories, quizQuestions, quizUserAttempts, quizzes } from './db/schema';
import { loadViewer } from './accounts/load-viewer';
import { searchContent } from './features/ai/content-search';
import { signUpVerified } from './test/factories';
import { startTestPlatform, type TestPlatform } from './test/test-app';

let platform: TestPlatform;
const ids: Record<string, string> = {};

const QUESTION = {
  question: 'Wer ordnet die MPU an?',
  options: ['Das Gericht', 'Die Fahrerlaubnisbehörde', 'Die Polizei', 'Der TÜV'],
  explanation: 'Die Fahrerlaubnisbehörde ordnet das Gutachten an (§ 11 FeV).',
};
const QUESTION_TR = {
  question: 'MPU’yu kim talep eder?',
  options: ['Mahkeme', 'Sürücü belgesi dairesi (Fahrerlaubnisbehörde)', 'Polis', 'TÜV'],
  explanation: 'Raporu sürücü belgesi dairesi talep eder (§ 11 FeV).',
};

beforeAll(async () => {
  platform = await startTestPlatform();
  const category = { name: 'Ablauf', description: 'Wie die MPU abläuft' };
  const [row] = await platform.db
    .insert(quizCategories)
    .values({
      ...category,
      mpuTypes: ['alcohol'],
      translations: { tr: { name: 'Süreç', description: 'MPU nasıl işler', source: germanSource(category) } },
    })
    .returning();
  ids.category = row!.id;
  const [question] = await platform.db
    .insert(quizQuestions)
    .values({
      categoryId: row!.id,
      ...QUESTION,
      correctAnswers: ['Die Fahrerlaubnisbehörde'],
      legalBasis: '§ 11 Abs. 3 FeV',
      checkedOn: '2026-11-27',
      translations: { tr: { ...QUESTION_TR, source: germanSource(QUESTION) } },
    })
    .returning();
  ids.question = question!.id;

  const sperrfrist = { term: 'Sperrfrist', definition: 'Zeit ohne neue Fahrerlaubnis.' };
  await platform.db.insert(lexicon).values([
    {
      ...sperrfrist,
      category: 'Grundlagen',
      related: ['MPU'],
      translations: {
        tr: { term: 'Bekleme süresi (Sperrfrist)', definition: 'Yeni belge verilmeyen süre.', source: germanSource(sperrfrist) },
      },
    },
    {
      term: 'MPU',
      definition: 'Medizinisch-psychologische Untersuchung.',
      category: 'Grundlagen',
      related: [],
      // made from an earlier German definition: stale, so the reader gets the German
      translations: { tr: { term: 'MPU (tıbbi-psikolojik muayene)', definition: 'Eski metin.', source: '0000000000000000' } },
    },
  ]);

  const course = { title: 'Grundlagen', description: 'Der Einstieg' };
  const [courseRow] = await platform.db
    .insert(courses)
    .values({ ...course, translations: { tr: { title: 'Temel bilgiler', description: 'Giriş', source: germanSource(course) } } })
    .returning();
  ids.course = courseRow!.id;
  const chapter = { title: 'Die Behörde', content: '## Wer entscheidet?\n\nDie Fahrerlaubnisbehörde.' };
  const [chapterRow] = await platform.db
    .insert(chapters)
    .values({
      courseId: courseRow!.id,
      ...chapter,
      order: 1,
      translations: { tr: { title: 'Daire', content: '## Kim karar verir?\n\nSürücü belgesi dairesi.', source: germanSource(chapter) } },
    })
    .returning();
  const choice = { question: 'Wer entscheidet über die Fahrerlaubnis?', options: ['Die Behörde', 'Der Gutachter'] };
  const [quizRow] = await platform.db
    .insert(quizzes)
    .values({
      chapterId: chapterRow!.id,
      ...choice,
      correctAnswer: 'Die Behörde',
      translations: {
        tr: { question: 'Sürücü belgesine kim karar verir?', options: ['Daire', 'Bilirkişi'], source: germanSource(choice) },
      },
    })
    .returning();
  ids.chapterQuiz = quizRow!.id;
});
afterAll(() => platform.close());

describe('an exam question in Turkish', () => {
  // the exam questions sit behind the page 'courses', closed for a new learner
  const learner = () => signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
  it('is asked in Turkish with the German beside it, and the answer counts as in German', async () => {
    const { client, userId } = await learner();
    client.setLanguage('tr');
    const round = await client.json<QuizRound>('POST', '/api/quiz/rounds', { mode: 'category', categoryId: ids.category });
    expect(round.status).toBe(201);
    expect(round.body.categoryName).toBe('Süreç');
    const asked = round.body.questions[0]!;
    expect(asked).toMatchObject({ question: 'MPU’yu kim talep eder?', contentLanguage: 'tr', categoryName: 'Süreç' });
    expect(asked.german!.question).toBe('Wer ordnet die MPU an?');
    // the same option ids in both languages, in the round's order
    const byId = (options: { id: number; text: string }[]) => Object.fromEntries(options.map((option) => [option.id, option.text]));
    expect(byId(asked.options)).toEqual({ 0: 'Mahkeme', 1: 'Sürücü belgesi dairesi (Fahrerlaubnisbehörde)', 2: 'Polis', 3: 'TÜV' });
    expect(byId(asked.german!.options)).toEqual({ 0: 'Das Gericht', 1: 'Die Fahrerlaubnisbehörde', 2: 'Die Polizei', 3: 'Der TÜV' });
    expect(asked.options.map((option) => option.id)).toEqual(asked.german!.options.map((option) => option.id));

    const answer = await client.json<RoundAnswerResult>('POST', `/api/quiz/rounds/${round.body.id}/answers`, {
      questionId: ids.question,
      selectedOptionIds: [1],
      clientKey: crypto.randomUUID(),
    });
    expect(answer.body).toEqual({
      isCorrect: true,
      correctOptionIds: [1],
      explanation: 'Raporu sürücü belgesi dairesi talep eder (§ 11 FeV).',
      germanExplanation: 'Die Fahrerlaubnisbehörde ordnet das Gutachten an (§ 11 FeV).',
      legalBasis: '§ 11 Abs. 3 FeV',
      checkedOn: '2026-11-27',
      answered: 1,
      finished: true,
    });
    // stored as the German option, like an answer given in German: statistics and mistakes read the same row
    const [attempt] = await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId));
    expect(attempt).toMatchObject({ questionId: ids.question, isCorrect: true, selectedAnswers: ['Die Fahrerlaubnisbehörde'] });
  });

  it('is German without a German copy for a German reader, and German marked as such for an English one (no version)', async () => {
    const { client } = await learner();
    const german = await client.json<QuizRound>('POST', '/api/quiz/rounds', { mode: 'category', categoryId: ids.category });
    expect(german.body.questions[0]).toMatchObject({ question: 'Wer ordnet die MPU an?', contentLanguage: 'de' });
    expect(german.body.questions[0]!.german).toBeUndefined();
    client.setLanguage('en');
    const english = await client.json<QuizRound>('GET', `/api/quiz/rounds/${german.body.id}`);
    expect(english.body.questions[0]).toMatchObject({ question: 'Wer ordnet die MPU an?', contentLanguage: 'de' });
    expect(english.body.categoryName).toBe('Ablauf');
  });

  it('falls back to the German once the German text changed after the translation', async () => {
    await platform.db
      .update(quizQuestions)
      .set({ explanation: 'Die Fahrerlaubnisbehörde ordnet die Beibringung an (§ 11 Abs. 3 FeV).' })
      .where(eq(quizQuestions.id, ids.question!));
    const { client } = await learner();
    client.setLanguage('tr');
    const round = await client.json<QuizRound>('POST', '/api/quiz/rounds', { mode: 'category', categoryId: ids.category });
    expect(round.body.questions[0]).toMatchObject({ question: 'Wer ordnet die MPU an?', contentLanguage: 'de' });
    await platform.db.update(quizQuestions).set({ explanation: QUESTION.explanation }).where(eq(quizQuestions.id, ids.question!));
  });
});

describe('the glossary and a course in Turkish', () => {
  it('shows current versions, German where the version is stale, related names in the shown language', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    client.setLanguage('tr');
    const list = await client.json<Lexicon>('GET', '/api/lexicon');
    const shown = Object.fromEntries(list.body.terms.map((entry) => [entry.term, entry.shown]));
    expect(shown.Sperrfrist).toEqual({
      term: 'Bekleme süresi (Sperrfrist)',
      definition: 'Yeni belge verilmeyen süre.',
      related: ['MPU'],
      contentLanguage: 'tr',
    });
    expect(shown.MPU).toEqual({ term: 'MPU', definition: 'Medizinisch-psychologische Untersuchung.', related: [], contentLanguage: 'de' });
  });

  it('reads the course in Turkish and takes the chapter answer as the German option, its identity', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    client.setLanguage('tr');
    const course = await client.json<CourseDetail>('GET', `/api/courses/${ids.course}`);
    expect(course.body).toMatchObject({ title: 'Temel bilgiler', contentLanguage: 'tr', german: { title: 'Grundlagen' } });
    const chapter = course.body.chapters[0]!;
    expect(chapter).toMatchObject({ title: 'Daire', content: '## Kim karar verir?\n\nSürücü belgesi dairesi.', contentLanguage: 'tr' });
    expect(chapter.quizzes[0]).toMatchObject({
      question: 'Sürücü belgesine kim karar verir?',
      options: ['Daire', 'Bilirkişi'],
      german: { options: ['Die Behörde', 'Der Gutachter'] },
    });
    const answer = await client.json('POST', `/api/courses/quizzes/${ids.chapterQuiz}/answer`, { answer: 'Die Behörde' });
    expect(answer.body).toEqual({ isCorrect: true, correctAnswer: 'Die Behörde' });
  });
});

describe("the assistant's offline answers", () => {
  it('find a Turkish question in the Turkish versions and quote the passage in Turkish; a German question still finds the German', async () => {
    const { userId, email } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const viewer = await loadViewer(platform.db, { id: userId, email, name: email });
    const turkish = await searchContent({ db: platform.db, viewer, question: 'Bekleme süresi nedir?', language: 'tr' });
    expect(turkish.map((passage) => [passage.kind, passage.title])).toEqual([['lexicon', 'Bekleme süresi (Sperrfrist)']]);
    expect(turkish[0]!.excerpt).toBe('Yeni belge verilmeyen süre.');
    // the link still names the German term, which the glossary's search finds as well
    expect(turkish[0]!.path).toBe(`/dashboard/lexicon?q=${encodeURIComponent('Sperrfrist')}`);
    const german = await searchContent({ db: platform.db, viewer, question: 'Was ist die Sperrfrist?', language: 'tr' });
    expect(german.map((passage) => passage.title)).toContain('Bekleme süresi (Sperrfrist)');
    // a German reader is not offered the Turkish versions
    expect(await searchContent({ db: platform.db, viewer, question: 'Bekleme süresi nedir?', language: 'de' })).toEqual([]);
  });
});
