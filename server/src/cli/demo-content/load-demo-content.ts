// Reads and checks the demo content files: files/*.json and the exam questions in
// files/quiz-questions.csv (the admin's CSV import format). The checks catch authoring mistakes
// before anything is written: a correct answer that is not one of the options, a glossary
// cross-reference to a term that does not exist, a duplicate title.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GLOSSARY_CATEGORIES, MPU_REASONS } from '@common/domain';

export const DEMO_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'files');
export const DEMO_MEDIA_DIR = path.join(DEMO_DATA_DIR, 'media');

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

export type DemoContent = ReturnType<typeof loadDemoContent>;

function readJson<T extends z.ZodType>(file: string, schema: T): z.infer<T> {
  const raw: unknown = JSON.parse(fs.readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`demo content ${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function requireUnique(file: string, values: readonly string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`demo content ${file}: "${value}" appears twice`);
    seen.add(value);
  }
}

export function loadDemoContent() {
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
