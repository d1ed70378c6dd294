// Reads and checks the demo content files: files/*.json, the exam questions in
// files/quiz-questions.csv (the admin's CSV import format, with its own Turkish and English columns) and the
// Turkish and English versions in files/translations/{tr,en}/*.json (files/README.md). The checks catch authoring
// mistakes before anything is written: a correct answer that is not one of the options, a glossary
// cross-reference to a term that does not exist, a duplicate title, a version keyed by a German text that does not
// exist or with another number of options than the German.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GLOSSARY_CATEGORIES, MPU_REASONS } from '@common/domain';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@common/domain/content-language';

export const DEMO_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files');
export const DEMO_MEDIA_DIR = path.join(DEMO_DATA_DIR, 'media');
export const DEMO_TRANSLATIONS_DIR = path.join(DEMO_DATA_DIR, 'translations');

const text = z.string().trim().min(1);
const mpuTypes = z.array(z.enum(MPU_REASONS)).min(1);
const fourOptions = z
  .array(text)
  .length(4)
  .refine((options) => new Set(options).size === 4, 'options must be distinct');

const ChoiceSchema = z
  .object({ question: text, options: fourOptions, correctAnswers: z.array(text).min(1) })
  .refine((q) => q.correctAnswers.every((answer) => q.options.includes(answer)), 'every correct answer must be an option');

const QuizCategoriesSchema = z.array(z.object({ name: text, description: text, mpuTypes }));

const LexiconSchema = z.array(z.object({ term: text, definition: text, category: z.enum(GLOSSARY_CATEGORIES), related: z.array(text) }));

const CoursesSchema = z.array(
  z.object({
    title: text,
    description: text,
    chapters: z
      .array(
        z.object({
          title: text,
          content: text,
          quizzes: z.array(
            z
              .object({ question: text, options: fourOptions, correctAnswer: text })
              .refine((q) => q.options.includes(q.correctAnswer), 'the correct answer must be an option'),
          ),
        }),
      )
      .min(1),
  }),
);

/** `file` names a clip in files/media/, stored through the media storage like an admin's upload. */
const DemoVideoSchema = z
  .object({
    title: text,
    description: text,
    url: z.url().optional(),
    file: z
      .string()
      .regex(/^[a-z0-9-]+\.(webm|mp4)$/, 'a file name in files/media ending in .webm or .mp4')
      .optional(),
    mpuTypes,
    quizzes: z.array(ChoiceSchema),
  })
  .refine((video) => (video.url === undefined) !== (video.file === undefined), 'a video has either a url or a file')
  .transform(({ url, ...video }) => ({ ...video, url: url ?? '' }));

const VideoSectionsSchema = z.array(z.object({ title: text, description: text, videos: z.array(DemoVideoSchema) }));

const NewsSchema = z.array(z.object({ title: text, body: text, publishedOn: z.iso.date() }));

/** `body` is Markdown; `category` is a glossary category, like the admin's article form. */
const KnowledgeArticlesSchema = z.array(
  z.object({ title: text, summary: text, body: text, category: z.enum(GLOSSARY_CATEGORIES), mpuTypes }),
);

const InstructorsSchema = z
  .array(z.object({ id: text, name: text, title: text, specialization: text, experience: text, image: z.string() }))
  // the spec: four static instructors
  .length(4);

export type DemoContent = ReturnType<typeof loadGermanDemoContent> & { translations?: DemoTranslations };

function readJson<T extends z.ZodType>(file: string, schema: T, dir = DEMO_DATA_DIR): z.infer<T> {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`demo content ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

// The translation files (files/README.md): the shape of the German file, keyed by the German title, term or question.
const keyed = <T extends z.ZodType>(item: T) => z.record(z.string(), item);
const ChoiceTranslationSchema = z.strictObject({ question: text, options: z.array(text) });
const TranslationFileSchemas = {
  'quiz-categories.json': keyed(z.strictObject({ name: text, description: text })),
  'lexicon.json': keyed(z.strictObject({ term: text, definition: text })),
  'knowledge-articles.json': keyed(z.strictObject({ title: text, summary: z.string().trim(), body: text })),
  'news.json': keyed(z.strictObject({ title: text, body: text })),
  'courses.json': keyed(
    z.strictObject({
      title: text,
      description: text,
      chapters: keyed(z.strictObject({ title: text, content: text, quizzes: keyed(ChoiceTranslationSchema).default({}) })).default({}),
    }),
  ),
  'videos.json': keyed(
    z.strictObject({
      title: text,
      description: z.string().trim(),
      videos: keyed(
        z.strictObject({ title: text, description: z.string().trim(), quizzes: keyed(ChoiceTranslationSchema).default({}) }),
      ).default({}),
    }),
  ),
} as const;
type TranslationFile = keyof typeof TranslationFileSchemas;
type TranslationFileContent<F extends TranslationFile> = z.infer<(typeof TranslationFileSchemas)[F]>;

/** Each language's versions per file; a missing file (an operator's own content may have none) is an empty one. */
export type DemoTranslations = Record<TranslationLanguage, { [F in TranslationFile]: TranslationFileContent<F> }>;

export function loadDemoTranslations(dir = DEMO_TRANSLATIONS_DIR): DemoTranslations {
  const result = {} as DemoTranslations;
  for (const language of TRANSLATION_LANGUAGES) {
    const files = {} as Record<TranslationFile, unknown>;
    for (const file of Object.keys(TranslationFileSchemas) as TranslationFile[]) {
      const languageDir = path.join(dir, language);
      files[file] = fs.existsSync(path.join(languageDir, file))
        ? readJson(file, TranslationFileSchemas[file], languageDir)
        : TranslationFileSchemas[file].parse({});
    }
    result[language] = files as DemoTranslations[TranslationLanguage];
  }
  return result;
}

function requireUnique(file: string, values: readonly string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`demo content ${file}: "${value}" appears twice`);
    seen.add(value);
  }
}

/** The German files and their Turkish and English versions, checked. */
export function loadDemoContent({ translationsDir = DEMO_TRANSLATIONS_DIR }: { translationsDir?: string } = {}): DemoContent {
  const content = loadGermanDemoContent();
  const translations = loadDemoTranslations(translationsDir);
  checkDemoTranslations(content, translations);
  return { ...content, translations };
}

/** A version keyed by a German text that is not there, or with options that do not line up, is an authoring mistake. */
export function checkDemoTranslations(content: ReturnType<typeof loadGermanDemoContent>, translations: DemoTranslations) {
  const unknownKey = (language: string, file: string, keys: string[], known: readonly string[]) => {
    const missing = keys.find((key) => !known.includes(key));
    if (missing !== undefined) throw new Error(`demo content translations/${language}/${file}: "${missing}" is no German original`);
  };
  const checkQuizzes = (
    language: string,
    file: string,
    versions: Record<string, { question: string; options: string[] }>,
    german: readonly { question: string; options: readonly string[] }[],
  ) => {
    unknownKey(
      language,
      file,
      Object.keys(versions),
      german.map((quiz) => quiz.question),
    );
    for (const quiz of german) {
      const version = versions[quiz.question];
      if (version && version.options.length !== quiz.options.length)
        throw new Error(`demo content translations/${language}/${file}: "${quiz.question}" needs ${quiz.options.length} options`);
    }
  };
  for (const language of TRANSLATION_LANGUAGES) {
    const files = translations[language];
    // each file's keys are the German originals' unique texts
    const keyed = [
      ['quiz-categories.json', content.quizCategories.map((c) => c.name)],
      ['lexicon.json', content.lexicon.map((t) => t.term)],
      ['knowledge-articles.json', content.knowledgeArticles.map((a) => a.title)],
      ['news.json', content.news.map((n) => n.title)],
      ['courses.json', content.courses.map((c) => c.title)],
    ] as const;
    for (const [file, germanKeys] of keyed) unknownKey(language, file, Object.keys(files[file]), germanKeys);
    for (const course of content.courses) {
      const version = files['courses.json'][course.title];
      if (!version) continue;
      unknownKey(
        language,
        'courses.json',
        Object.keys(version.chapters),
        course.chapters.map((c) => c.title),
      );
      for (const chapter of course.chapters) {
        checkQuizzes(language, 'courses.json', version.chapters[chapter.title]?.quizzes ?? {}, chapter.quizzes);
      }
    }
    unknownKey(
      language,
      'videos.json',
      Object.keys(files['videos.json']),
      content.videoSections.map((s) => s.title),
    );
    for (const section of content.videoSections) {
      const version = files['videos.json'][section.title];
      if (!version) continue;
      unknownKey(
        language,
        'videos.json',
        Object.keys(version.videos),
        section.videos.map((v) => v.title),
      );
      for (const video of section.videos) checkQuizzes(language, 'videos.json', version.videos[video.title]?.quizzes ?? {}, video.quizzes);
    }
  }
}

/** The German files only, checked. */
export function loadGermanDemoContent() {
  const quizCategories = readJson('quiz-categories.json', QuizCategoriesSchema);
  const lexicon = readJson('lexicon.json', LexiconSchema);
  const courses = readJson('courses.json', CoursesSchema);
  const videoSections = readJson('videos.json', VideoSectionsSchema);
  const news = readJson('news.json', NewsSchema);
  const knowledgeArticles = readJson('knowledge-articles.json', KnowledgeArticlesSchema);
  const instructors = readJson('instructors.json', InstructorsSchema);
  const quizQuestionsCsv = fs.readFileSync(path.join(DEMO_DATA_DIR, 'quiz-questions.csv'));

  requireUnique(
    'quiz-categories.json',
    quizCategories.map((c) => c.name),
  );
  requireUnique(
    'lexicon.json',
    lexicon.map((t) => t.term),
  );
  requireUnique(
    'courses.json',
    courses.map((c) => c.title),
  );
  requireUnique(
    'videos.json',
    videoSections.map((s) => s.title),
  );
  requireUnique(
    'videos.json',
    videoSections.flatMap((s) => s.videos.map((v) => v.title)),
  );
  requireUnique(
    'news.json',
    news.map((n) => n.title),
  );
  requireUnique(
    'knowledge-articles.json',
    knowledgeArticles.map((a) => a.title),
  );
  requireUnique(
    'instructors.json',
    instructors.map((i) => i.id),
  );
  for (const video of videoSections.flatMap((s) => s.videos)) {
    if (video.file && !fs.existsSync(path.join(DEMO_MEDIA_DIR, video.file))) {
      throw new Error(`demo content videos.json: "${video.title}" names the missing file media/${video.file}`);
    }
  }
  const terms = new Set(lexicon.map((t) => t.term));
  for (const entry of lexicon) {
    const unknown = entry.related.find((related) => !terms.has(related));
    if (unknown) throw new Error(`demo content lexicon.json: "${entry.term}" refers to the unknown term "${unknown}"`);
  }
  return {
    quizCategories,
    quizQuestionsCsv: new Uint8Array(quizQuestionsCsv),
    lexicon,
    courses,
    videoSections,
    news,
    knowledgeArticles,
    instructors,
  };
}
