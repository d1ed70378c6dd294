// The answer options of the admin question forms (exam questions, video quizzes): slots A–D, each
// with its own "correct" mark; a slot without text cannot be marked, and emptying a slot drops its
// mark. In the video-quiz form the mark belongs to the slot and survives edits of its text; the
// exam-question form drops it on any edit (setOptionTextDroppingMark).
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface OptionSlot {
  text: string;
  isCorrect: boolean;
}

const isBlank = (text: string) => text.trim() === '';

export const emptyOptionSlots = (count: number): OptionSlot[] => Array.from({ length: count }, () => ({ text: '', isCorrect: false }));

export function setOptionText(options: readonly OptionSlot[], index: number, text: string): OptionSlot[] {
  return options.map((slot, i) => (i === index ? { text, isCorrect: slot.isCorrect && !isBlank(text) } : slot));
}

/**
 * The exam-question form (spec: "Changing an option text removes correct marks for options that no
 * longer exist"): a correct answer is stored as the option's text, so an edited text is no longer the
 * one that was marked.
 */
export function setOptionTextDroppingMark(options: readonly OptionSlot[], index: number, text: string): OptionSlot[] {
  return options.map((slot, i) => (i === index ? { text, isCorrect: slot.isCorrect && slot.text === text && !isBlank(text) } : slot));
}

export function setOptionCorrect(options: readonly OptionSlot[], index: number, isCorrect: boolean): OptionSlot[] {
  return options.map((slot, i) => (i === index ? { ...slot, isCorrect: isCorrect && !isBlank(slot.text) } : slot));
}

export const canMarkCorrect = (slot: OptionSlot) => !isBlank(slot.text);

/** Adds or removes an MPU type and keeps the order of MPU_REASONS. */
export function toggleMpuType(types: readonly MpuReason[], type: MpuReason): MpuReason[] {
  const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
  return MPU_REASONS.filter((reason) => next.includes(reason));
}
