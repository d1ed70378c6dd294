// The starter content tests knowledge, not guessing, and exists in all three languages (issue 39). These are
// measurements over the data files in files/, checked by hand against the second content review: before the rewrite
// the correct option was the longest in 80 % of the single-answer questions and 'b' was right in 47 of 128.
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR } from './load-demo-content';

type Row = Record<string, string>;
const LETTERS = ['a', 'b', 'c', 'd'] as const;
const LANGUAGES = ['tr', 'en'] as const;

const csvText = fs.readFileSync(path.join(DEMO_DATA_DIR, 'quiz-questions.csv'), 'utf8').replace(/^\uFEFF/, '');
const rows = Papa.parse<Row>(csvText, { header: true, delimiter: ';', skipEmptyLines: true }).data;
const readJson = <T>(...parts: string[]) => JSON.parse(fs.readFileSync(path.join(DEMO_DATA_DIR, ...parts), 'utf8')) as T;

interface Choice {
  question: string;
  options: string[];
  correct: number[];
  where: string;
}

const optionsOf = (row: Row, suffix = '') => LETTERS.map((letter) => row[`option_${letter}${suffix}`] ?? '');
const correctOf = (row: Row) => row.correct_answers!.split(',').map((letter) => LETTERS.indexOf(letter.trim() as (typeof LETTERS)[number]));
const examQuestions: Choice[] = rows.map((row) => ({
  question: row.question!,
  options: optionsOf(row),
  correct: correctOf(row),
  where: `quiz-questions.csv: ${row.question!.slice(0, 60)}`,
}));
const singleAnswer = examQuestions.filter((q) => q.correct.length === 1);

interface Course {
  title: string;
  chapters: { title: string; quizzes: { question: string; options: string[]; correctAnswer: string }[] }[];
}
interface VideoSection {
  title: string;
  videos: { title: string; quizzes: { question: string; options: string[]; correctAnswers: string[] }[] }[];
}
const courses = readJson<Course[]>('courses.json');
const videoSections = readJson<VideoSection[]>('videos.json');
const otherQuizzes: Choice[] = [
  ...courses.flatMap((course) =>
    course.chapters.flatMap((chapter) =>
      chapter.quizzes.map((quiz) => ({
        question: quiz.question,
        options: quiz.options,
        correct: [quiz.options.indexOf(quiz.correctAnswer)],
        where: `courses.json: ${quiz.question.slice(0, 60)}`,
      })),
    ),
  ),
  ...videoSections.flatMap((section) =>
    section.videos.flatMap((video) =>
      video.quizzes.map((quiz) => ({
        question: quiz.question,
        options: quiz.options,
        correct: quiz.correctAnswers.map((answer) => quiz.options.indexOf(answer)),
        where: `videos.json: ${quiz.question.slice(0, 60)}`,
      })),
    ),
  ),
];

/** The correct option is at least as long as every other one: a guesser who picks the longest is right. */
const longestIsCorrect = (q: Choice) => {
  const right = q.options[q.correct[0]!]!.length;
  return q.options.every((option, index) => index === q.correct[0] || option.length <= right);
};
const share = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

describe('the starter exam questions cannot be passed by guessing', () => {
  it('has at least 220 questions, every one with four options', () => {
    expect(rows.length).toBeGreaterThanOrEqual(220);
    expect(examQuestions.filter((q) => q.options.some((option) => option.trim() === '')).map((q) => q.where)).toEqual([]);
  });

  it('the correct option is the longest in at most 35 % of the single-answer questions (80 % before)', () => {
    const longest = singleAnswer.filter(longestIsCorrect).length;
    expect(share(longest, singleAnswer.length)).toBeLessThanOrEqual(35);
  });

  it('each letter is the correct one in 20 to 30 % of the single-answer questions', () => {
    for (const [index, letter] of LETTERS.entries()) {
      const count = singleAnswer.filter((q) => q.correct[0] === index).length;
      expect(share(count, singleAnswer.length), `letter ${letter}: ${count} of ${singleAnswer.length}`).toBeGreaterThanOrEqual(20);
      expect(share(count, singleAnswer.length), `letter ${letter}: ${count} of ${singleAnswer.length}`).toBeLessThanOrEqual(30);
    }
  });

  it('no option set mixes options with and without a closing full stop, in any language', () => {
    const mixed = rows.flatMap((row) =>
      ['', '_tr', '_en'].flatMap((suffix) => {
        const endings = new Set(optionsOf(row, suffix).map((option) => option.trim().endsWith('.')));
        return endings.size > 1 ? [`${suffix || '_de'} ${row.question!.slice(0, 60)}`] : [];
      }),
    );
    expect(mixed).toEqual([]);
  });

  it("explanations name a statute's letters in words ('Buchstabe a'), never as a)–e) that look like answer letters", () => {
    const lettered = rows.filter((row) => /(^|[\s(])[a-e]\)/.test(row.explanation!)).map((row) => row.question!.slice(0, 60));
    expect(lettered).toEqual([]);
  });

  it('every question names the rule it rests on and the date it was checked (Rechtsstand)', () => {
    const unsourced = rows.filter((row) => !row.legal_basis?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(row.checked_on ?? ''));
    expect(unsourced.map((row) => row.question!.slice(0, 60))).toEqual([]);
  });

  it('every MPU reason sees at least 40 questions (its own categories and those for every reason)', () => {
    const categories = readJson<{ name: string; mpuTypes: string[] }[]>('quiz-categories.json');
    const reasonsOf = new Map(categories.map((category) => [category.name, category.mpuTypes]));
    for (const reason of ['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis']) {
      const seen = rows.filter((row) => reasonsOf.get(row.category_name!)?.includes(reason)).length;
      expect(seen, reason).toBeGreaterThanOrEqual(40);
    }
  });

  it('the chapter and video quizzes do not give their answer away by length either, and have four options', () => {
    expect(otherQuizzes.filter((q) => q.options.length !== 4 || q.correct.includes(-1)).map((q) => q.where)).toEqual([]);
    const single = otherQuizzes.filter((q) => q.correct.length === 1);
    expect(share(single.filter(longestIsCorrect).length, single.length)).toBeLessThanOrEqual(35);
    const mixed = otherQuizzes.filter((q) => new Set(q.options.map((option) => option.trim().endsWith('.'))).size > 1);
    expect(mixed.map((q) => q.where)).toEqual([]);
  });
});

describe('every starter item is in German, Turkish and English', () => {
  const missing = (label: string, value: unknown) => (typeof value === 'string' && value.trim() !== '' ? [] : [label]);
  const optionList = (label: string, german: string[], translated: unknown) =>
    Array.isArray(translated) && translated.length === german.length && translated.every((t) => typeof t === 'string' && t.trim() !== '')
      ? new Set(translated).size === german.length
        ? []
        : [`${label}: options not distinct`]
      : [`${label}: options`];

  it.each(LANGUAGES)('the exam questions in %s: question, four options and explanation', (language) => {
    const gaps = rows.flatMap((row) => [
      ...missing(`${row.question!.slice(0, 50)}: question_${language}`, row[`question_${language}`]),
      ...optionList(row.question!.slice(0, 50), optionsOf(row), optionsOf(row, `_${language}`)),
      ...missing(`${row.question!.slice(0, 50)}: explanation_${language}`, row[`explanation_${language}`]),
    ]);
    expect(gaps).toEqual([]);
  });

  it.each(LANGUAGES)('the glossary, articles, news and quiz categories in %s', (language) => {
    const translation = <T>(file: string) => readJson<Record<string, T>>('translations', language, file);
    const lexicon = translation<{ term: string; definition: string }>('lexicon.json');
    const articles = translation<{ title: string; summary: string; body: string }>('knowledge-articles.json');
    const news = translation<{ title: string; body: string }>('news.json');
    const categories = translation<{ name: string; description: string }>('quiz-categories.json');
    const gaps = [
      ...readJson<{ term: string }[]>('lexicon.json').flatMap(({ term }) => [
        ...missing(`lexicon ${term}: term`, lexicon[term]?.term),
        ...missing(`lexicon ${term}: definition`, lexicon[term]?.definition),
      ]),
      ...readJson<{ title: string }[]>('knowledge-articles.json').flatMap(({ title }) =>
        (['title', 'summary', 'body'] as const).flatMap((field) => missing(`article ${title}: ${field}`, articles[title]?.[field])),
      ),
      ...readJson<{ title: string }[]>('news.json').flatMap(({ title }) =>
        (['title', 'body'] as const).flatMap((field) => missing(`news ${title}: ${field}`, news[title]?.[field])),
      ),
      ...readJson<{ name: string }[]>('quiz-categories.json').flatMap(({ name }) =>
        (['name', 'description'] as const).flatMap((field) => missing(`category ${name}: ${field}`, categories[name]?.[field])),
      ),
    ];
    expect(gaps).toEqual([]);
  });

  it.each(LANGUAGES)('the course, its chapters and their quizzes, and the video sections, videos and their quizzes in %s', (language) => {
    interface QuizTranslation {
      question: string;
      options: string[];
    }
    const courseTranslations = readJson<
      Record<
        string,
        {
          title: string;
          description: string;
          chapters: Record<string, { title: string; content: string; quizzes: Record<string, QuizTranslation> }>;
        }
      >
    >('translations', language, 'courses.json');
    const videoTranslations = readJson<
      Record<
        string,
        {
          title: string;
          description: string;
          videos: Record<string, { title: string; description: string; quizzes: Record<string, QuizTranslation> }>;
        }
      >
    >('translations', language, 'videos.json');
    const quizGaps = (
      label: string,
      quizzes: { question: string; options: string[] }[],
      translated: Record<string, QuizTranslation> | undefined,
    ) =>
      quizzes.flatMap((quiz) => [
        ...missing(`${label} quiz ${quiz.question.slice(0, 40)}`, translated?.[quiz.question]?.question),
        ...optionList(`${label} quiz ${quiz.question.slice(0, 40)}`, quiz.options, translated?.[quiz.question]?.options),
      ]);
    const gaps = [
      ...courses.flatMap((course) => {
        const t = courseTranslations[course.title];
        return [
          ...missing(`course ${course.title}: title`, t?.title),
          ...missing(`course ${course.title}: description`, t?.description),
          ...course.chapters.flatMap((chapter) => [
            ...missing(`chapter ${chapter.title}: title`, t?.chapters[chapter.title]?.title),
            ...missing(`chapter ${chapter.title}: content`, t?.chapters[chapter.title]?.content),
            ...quizGaps(`chapter ${chapter.title}`, chapter.quizzes, t?.chapters[chapter.title]?.quizzes),
          ]),
        ];
      }),
      ...videoSections.flatMap((section) => {
        const t = videoTranslations[section.title];
        return [
          ...missing(`section ${section.title}: title`, t?.title),
          ...section.videos.flatMap((video) => [
            ...missing(`video ${video.title}: title`, t?.videos[video.title]?.title),
            ...missing(`video ${video.title}: description`, t?.videos[video.title]?.description),
            ...quizGaps(`video ${video.title}`, video.quizzes, t?.videos[video.title]?.quizzes),
          ]),
        ];
      }),
    ];
    expect(gaps).toEqual([]);
  });
});
