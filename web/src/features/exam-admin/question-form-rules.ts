// The rules of the question and category forms (docs/spec-notes.md, Learning content; the spec's entity rules):
// four option slots A–D, each with its own "correct" mark; a slot without text cannot be correct, and
// changing a slot's text removes its mark.
import { emptyOptionSlots, type OptionSlot } from '../../lib/option-slots';
import {
  createTranslationDrafts,
  findIncompleteTranslation,
  toTranslationsInput,
  type TranslationDrafts,
} from '../../lib/translation-drafts';
import type { TranslationLanguage } from '@common/domain/content-language';
import type { Difficulty } from '@common/domain/value-sets';
import {
  ExamCategoryInputSchema,
  ExamQuestionInputSchema,
  QUESTION_OPTION_COUNT,
  type ExamQuestion,
  type ExamQuestionInput,
} from '@common/schemas/exam-admin';
export { OPTION_LETTERS, canMarkCorrect, setOptionCorrect, toggleMpuType } from '../../lib/option-slots';
/** Typing in an option: an edited text loses its "Richtig" mark (the spec's rule for this form). */
export { setOptionTextDroppingMark as setOptionText } from '../../lib/option-slots';

export interface QuestionDraft {
  categoryId: string;
  question: string;
  /** Always QUESTION_OPTION_COUNT slots, in the order A–D. */
  options: OptionSlot[];
  explanation: string;
  difficulty: Difficulty;
  /** The rule the answer rests on; '' for none. */
  legalBasis: string;
  /** Rechtsstand: YYYY-MM-DD as the date field gives it; '' for none. */
  checkedOn: string;
  /** The Turkish and English versions; their options in the German slots' order. */
  translations: TranslationDrafts;
}

/** The translatable texts of a question: the question and explanation, and the options slot by slot. */
export const QUESTION_TRANSLATION_SHAPE = { fields: ['question', 'explanation'], optionSlots: QUESTION_OPTION_COUNT } as const;

export type QuestionFormProblem = 'required' | 'tooFewOptions' | 'duplicateOptions' | 'tooLong';
export type CategoryFormProblem = 'required' | 'formula' | 'tooLong';

const isBlank = (text: string) => text.trim() === '';

export function createEmptyQuestionDraft(categoryId = ''): QuestionDraft {
  return {
    categoryId,
    question: '',
    options: emptyOptionSlots(QUESTION_OPTION_COUNT),
    explanation: '',
    difficulty: 'easy',
    legalBasis: '',
    checkedOn: '',
    translations: createTranslationDrafts(null, QUESTION_TRANSLATION_SHAPE),
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
    legalBasis: question.legalBasis,
    checkedOn: question.checkedOn ?? '',
    translations: createTranslationDrafts(question.translations, QUESTION_TRANSLATION_SHAPE),
  };
}

/** The slots A–D the German fills: a version needs an option in each of them, and only these are sent. */
export const usedOptionSlots = (draft: QuestionDraft): number[] =>
  draft.options.flatMap((slot, index) => (isBlank(slot.text) ? [] : [index]));

/** The language whose version is given in part (its question or an option of a used slot missing), or null. */
export function findIncompleteQuestionTranslation(draft: QuestionDraft): TranslationLanguage | null {
  return findIncompleteTranslation(draft.translations, { required: ['question'], optionSlots: usedOptionSlots(draft) });
}

/** The first rule the draft breaks; null when it can be sent. */
export function validateQuestionDraft(draft: QuestionDraft): QuestionFormProblem | null {
  const filled = draft.options.filter((slot) => !isBlank(slot.text));
  if (isBlank(draft.question) || draft.categoryId === '' || !filled.some((slot) => slot.isCorrect)) return 'required';
  if (filled.length < 2) return 'tooFewOptions';
  const texts = filled.map((slot) => slot.text.trim());
  if (new Set(texts).size !== texts.length) return 'duplicateOptions';
  // the last word has the schema of the API and the CSV import (a pasted text is not cut by maxLength everywhere)
  const checked = ExamQuestionInputSchema.safeParse(toQuestionInput(draft));
  if (!checked.success && checked.error.issues.some((issue) => issue.message === 'TOO_LONG')) return 'tooLong';
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
    legalBasis: draft.legalBasis.trim(),
    checkedOn: draft.checkedOn === '' ? null : draft.checkedOn,
    translations: toTranslationsInput(draft.translations, { optionSlots: usedOptionSlots(draft) }) as ExamQuestionInput['translations'],
  };
}

/** Category: name and description are required ('Bitte füllen Sie alle Felder aus.'). */
export function isCategoryDraftComplete({ name, description }: { name: string; description: string }): boolean {
  return !isBlank(name) && !isBlank(description);
}

/** The category form's first problem by the API's schema (ExamCategoryInputSchema); null when it can be sent. */
export function validateCategoryDraft({ name, description }: { name: string; description: string }): CategoryFormProblem | null {
  if (!isCategoryDraftComplete({ name, description })) return 'required';
  const checked = ExamCategoryInputSchema.safeParse({ name, description, mpuTypes: [] });
  if (checked.success) return null;
  const messages = checked.error.issues.map((issue) => issue.message);
  if (messages.includes('FORMULA')) return 'formula';
  if (messages.includes('TOO_LONG')) return 'tooLong';
  return 'required';
}

/** The question in an accessible button name: short enough to be read out. */
export function shortenForLabel(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}
