// The rules of the admin's quiz editor below a video (copied from the exam-admin question form, which a
// feature may not import): four option slots A–D, each with its own "richtig" mark; a slot without text
// cannot be marked, and emptying a slot drops its mark. All four options are required here.
import { emptyOptionSlots, type OptionSlot } from '../../lib/option-slots';
import { VIDEO_QUIZ_OPTION_COUNT, type VideoQuizInput } from '@common/schemas/video-admin';
export { OPTION_LETTERS, canMarkCorrect, setOptionCorrect, setOptionText, toggleMpuType } from '../../lib/option-slots';

export interface VideoQuizDraft {
  question: string;
  /** Always VIDEO_QUIZ_OPTION_COUNT slots, in the order A–D. */
  options: OptionSlot[];
}

/** 'required': a blank question or option, or nothing marked; 'duplicateOptions': two options alike. */
export type VideoQuizProblem = 'required' | 'duplicateOptions';

const isBlank = (text: string) => text.trim() === '';

export function createEmptyVideoQuizDraft(): VideoQuizDraft {
  return { question: '', options: emptyOptionSlots(VIDEO_QUIZ_OPTION_COUNT) };
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
