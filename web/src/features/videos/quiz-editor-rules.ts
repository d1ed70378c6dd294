// The rules of the admin's quiz editor below a video (copied from the exam-admin question form, which a
// feature may not import): four option slots A–D, each with its own "richtig" mark; a slot without text
// cannot be marked, and emptying a slot drops its mark. All four options are required here.
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { VIDEO_QUIZ_OPTION_COUNT, type VideoQuizInput } from '@common/schemas/video-admin';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface OptionSlot {
  text: string;
  isCorrect: boolean;
}

export interface VideoQuizDraft {
  question: string;
  /** Always VIDEO_QUIZ_OPTION_COUNT slots, in the order A–D. */
  options: OptionSlot[];
}

/** 'required': a blank question or option, or nothing marked; 'duplicateOptions': two options alike. */
export type VideoQuizProblem = 'required' | 'duplicateOptions';

const isBlank = (text: string) => text.trim() === '';

export function createEmptyVideoQuizDraft(): VideoQuizDraft {
  return { question: '', options: Array.from({ length: VIDEO_QUIZ_OPTION_COUNT }, () => ({ text: '', isCorrect: false })) };
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
export function validateVideoQuizDraft(draft: VideoQuizDraft): VideoQuizProblem | null {
  if (isBlank(draft.question) || draft.options.some((slot) => isBlank(slot.text)) || !draft.options.some((slot) => slot.isCorrect))
    return 'required';
  const texts = draft.options.map((slot) => slot.text.trim());
  if (new Set(texts).size !== texts.length) return 'duplicateOptions';
  return null;
}

/** The request body: trimmed texts, the correct ones as option texts. */
export function toVideoQuizInput(draft: VideoQuizDraft): VideoQuizInput {
  return {
    question: draft.question.trim(),
    options: draft.options.map((slot) => slot.text.trim()),
    correctAnswers: draft.options.filter((slot) => slot.isCorrect).map((slot) => slot.text.trim()),
  };
}

/** Adds or removes a type and keeps the order of MPU_REASONS. */
export function toggleMpuType(types: readonly MpuReason[], type: MpuReason): MpuReason[] {
  const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
  return MPU_REASONS.filter((reason) => next.includes(reason));
}
