// Shapes of the demo content and the helpers that turn "right answers + wrong answers" into the
// stored form (options + correct option texts), so a correct answer can never miss its options.
import type { Difficulty, GlossaryCategory, MpuReason } from '@common/domain';

/** Authoring form of a multiple-choice question: the right and the wrong options, four in all. */
export interface ChoiceDraft {
  question: string;
  right: string | readonly string[];
  wrong: readonly string[];
}

export interface Choice {
  question: string;
  options: string[];
  correctAnswers: string[];
}

export interface DemoQuizQuestion extends Choice {
  explanation: string;
  difficulty: Difficulty;
}

export interface DemoQuizCategory {
  name: string;
  description: string;
  mpuTypes: MpuReason[];
  questions: DemoQuizQuestion[];
}

export interface DemoLexiconEntry {
  term: string;
  definition: string;
  category: GlossaryCategory;
  related: string[];
}

export interface DemoChapterQuiz {
  question: string;
  options: string[];
  correctAnswer: string;
}

export interface DemoChapter {
  title: string;
  content: string;
  quizzes: DemoChapterQuiz[];
}

export interface DemoCourse {
  title: string;
  description: string;
  chapters: DemoChapter[];
}

export interface DemoVideo {
  title: string;
  description: string;
  url: string;
  mpuTypes: MpuReason[];
  quizzes: Choice[];
}

export interface DemoVideoSection {
  title: string;
  description: string;
  videos: DemoVideo[];
}

export interface DemoNews {
  title: string;
  body: string;
  /** YYYY-MM-DD */
  publishedOn: string;
}

export interface DemoInstructor {
  id: string;
  name: string;
  title: string;
  specialization: string;
  experience: string;
  image: string;
}

const OPTION_COUNT = 4;

/** FNV-1a: a stable number per question, so the option order is mixed but identical on every run. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function mixOptions(seedText: string, options: string[]): string[] {
  const mixed = [...options];
  let state = hashText(seedText) || 1;
  for (let i = mixed.length - 1; i > 0; i--) {
    // xorshift32: enough to spread the right answers over the positions A–D
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    // the high bits are better mixed than the low ones a modulo would pick
    const j = Math.floor((state / 2 ** 32) * (i + 1));
    [mixed[i], mixed[j]] = [mixed[j]!, mixed[i]!];
  }
  return mixed;
}

/** Builds a question with exactly four distinct options; throws on authoring mistakes. */
export function choice(draft: ChoiceDraft): Choice {
  const right = typeof draft.right === 'string' ? [draft.right] : [...draft.right];
  const all = [...right, ...draft.wrong];
  if (right.length === 0 || all.length !== OPTION_COUNT || new Set(all).size !== OPTION_COUNT) {
    throw new Error(`Demo content: "${draft.question}" needs four distinct options with at least one right answer`);
  }
  return { question: draft.question, options: mixOptions(draft.question, all), correctAnswers: right };
}

export function quizQuestion(
  draft: ChoiceDraft & { explanation: string; difficulty: Difficulty },
): DemoQuizQuestion {
  return { ...choice(draft), explanation: draft.explanation, difficulty: draft.difficulty };
}

export function chapterQuiz(draft: { question: string; right: string; wrong: readonly string[] }): DemoChapterQuiz {
  const built = choice(draft);
  return { question: built.question, options: built.options, correctAnswer: draft.right };
}
