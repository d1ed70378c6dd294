// The question form's checks before anything is sent: every field filled in, the options different,
// one of them chosen as the correct answer. The server checks the same (common/src/schemas/course-admin.ts).
import { CHAPTER_QUIZ_MAX_OPTIONS, CHAPTER_QUIZ_MIN_OPTIONS, type ChapterQuizInput } from '@common/schemas/course-admin';

export interface QuizDraft {
  question: string;
  options: string[];
  /** The index of the correct option; null when none is chosen. */
  correctIndex: number | null;
}

export type QuizDraftProblem = 'required' | 'duplicate' | 'noCorrectAnswer';

export const canAddOption = (draft: QuizDraft) => draft.options.length < CHAPTER_QUIZ_MAX_OPTIONS;
export const canRemoveOption = (draft: QuizDraft) => draft.options.length > CHAPTER_QUIZ_MIN_OPTIONS;

/** The option at `index` removed; the chosen answer follows its option (or is cleared when it was the one removed). */
export function removeOption(draft: QuizDraft, index: number): QuizDraft {
  if (!canRemoveOption(draft)) return draft;
  const options = draft.options.filter((_, i) => i !== index);
  let correctIndex = draft.correctIndex;
  if (correctIndex === index) correctIndex = null;
  else if (correctIndex !== null && correctIndex > index) correctIndex -= 1;
  return { ...draft, options, correctIndex };
}

/** The first problem with the draft, or null when it can be sent. */
export function quizDraftProblem(draft: QuizDraft): QuizDraftProblem | null {
  const options = draft.options.map((option) => option.trim());
  if (draft.question.trim() === '' || options.some((option) => option === '')) return 'required';
  if (new Set(options).size !== options.length) return 'duplicate';
  if (draft.correctIndex === null || draft.correctIndex >= options.length) return 'noCorrectAnswer';
  return null;
}

/** Indexes of the options whose text another option has too (to mark them). */
export function duplicateOptionIndexes(draft: QuizDraft): number[] {
  const options = draft.options.map((option) => option.trim());
  return options.flatMap((option, index) => (option !== '' && options.indexOf(option) !== options.lastIndexOf(option) ? [index] : []));
}

export function toQuizInput(draft: QuizDraft): ChapterQuizInput {
  const options = draft.options.map((option) => option.trim());
  return { question: draft.question.trim(), options, correctAnswer: options[draft.correctIndex ?? 0] ?? '' };
}

export function toQuizDraft(quiz: { question: string; options: string[]; correctAnswer: string } | null): QuizDraft {
  if (!quiz) return { question: '', options: ['', ''], correctIndex: null };
  const correctIndex = quiz.options.indexOf(quiz.correctAnswer);
  return { question: quiz.question, options: [...quiz.options], correctIndex: correctIndex < 0 ? null : correctIndex };
}
