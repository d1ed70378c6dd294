// The rules of the question and category forms (docs/spec-notes.md, Learning content; the spec's entity rules):
// four option slots A–D, each with its own "correct" mark; a slot without text cannot be correct.
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import type { Difficulty } from '@common/domain/value-sets';
import { QUESTION_OPTION_COUNT, type ExamQuestion, type ExamQuestionInput } from '@common/schemas/exam-admin';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface OptionSlot {
  text: string;
  isCorrect: boolean;
}

export interface QuestionDraft {
  categoryId: string;
  question: string;
  /** Always QUESTION_OPTION_COUNT slots, in the order A–D. */
  options: OptionSlot[];
  explanation: string;
  difficulty: Difficulty;
}

export type QuestionFormProblem = 'required' | 'tooFewOptions' | 'duplicateOptions';

const isBlank = (text: string) => text.trim() === '';

export function createEmptyQuestionDraft(categoryId = ''): QuestionDraft {
  return {
    categoryId,
    question: '',
    options: Array.from({ length: QUESTION_OPTION_COUNT }, () => ({ text: '', isCorrect: false })),
    explanation: '',
    difficulty: 'easy',
  };
}

/** A stored question in the form: its options fill the first slots, the correct ones marked. */
export function createDraftFromQuestion(question: ExamQuestion): QuestionDraft {
  const empty = createEmptyQuestionDraft(question.categoryId);
  return {
    ...empty,
    question: question.question,
    options: empty.options.map((_, index) => {
      const text = question.options[index] ?? '';
      return { text, isCorrect: text !== '' && question.correctAnswers.includes(text) };
    }),
    explanation: question.explanation,
    difficulty: question.difficulty,
  };
}

/** The mark belongs to the slot and survives edits of its text, but not an emptied slot. */
export function setOptionText(options: readonly OptionSlot[], index: number, text: string): OptionSlot[] {
  return options.map((slot, i) => (i === index ? { text, isCorrect: slot.isCorrect && !isBlank(text) } : slot));
}

/** An empty slot cannot be marked correct. */
export function setOptionCorrect(options: readonly OptionSlot[], index: number, isCorrect: boolean): OptionSlot[] {
  return options.map((slot, i) => (i === index ? { ...slot, isCorrect: isCorrect && !isBlank(slot.text) } : slot));
}

export function canMarkCorrect(slot: OptionSlot): boolean {
  return !isBlank(slot.text);
}

/** The first rule the draft breaks; null when it can be sent. */
export function validateQuestionDraft(draft: QuestionDraft): QuestionFormProblem | null {
  const filled = draft.options.filter((slot) => !isBlank(slot.text));
  if (isBlank(draft.question) || draft.categoryId === '' || !filled.some((slot) => slot.isCorrect)) return 'required';
  if (filled.length < 2) return 'tooFewOptions';
  const texts = filled.map((slot) => slot.text.trim());
  if (new Set(texts).size !== texts.length) return 'duplicateOptions';
  return null;
}

/** The request body: blank options dropped, the correct ones as option texts. */
export function toQuestionInput(draft: QuestionDraft): ExamQuestionInput {
  const filled = draft.options.filter((slot) => !isBlank(slot.text));
  return {
    categoryId: draft.categoryId,
    question: draft.question.trim(),
    options: filled.map((slot) => slot.text.trim()),
    correctAnswers: filled.filter((slot) => slot.isCorrect).map((slot) => slot.text.trim()),
    explanation: draft.explanation.trim(),
    difficulty: draft.difficulty,
  };
}

/** Category: name and description are required ('Bitte füllen Sie alle Felder aus.'). */
export function isCategoryDraftComplete({ name, description }: { name: string; description: string }): boolean {
  return !isBlank(name) && !isBlank(description);
}

/** Adds or removes a type and keeps the order of MPU_REASONS. */
export function toggleMpuType(types: readonly MpuReason[], type: MpuReason): MpuReason[] {
  const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
  return MPU_REASONS.filter((reason) => next.includes(reason));
}

/** The question in an accessible button name: short enough to be read out. */
export function shortenForLabel(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
