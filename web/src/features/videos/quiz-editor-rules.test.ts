// The quiz editor's rules: a slot's mark needs text and goes with it; all four options, the question and
// one mark are required; the body carries trimmed texts and the marked ones as correct answers.
import { describe, expect, it } from 'vitest';
import {
  canMarkCorrect,
  createEmptyVideoQuizDraft,
  setOptionCorrect,
  setOptionText,
  toggleMpuType,
  toVideoQuizInput,
  validateVideoQuizDraft,
  type VideoQuizDraft,
} from './quiz-editor-rules';

const filled = (): VideoQuizDraft => ({
  question: ' Wie viel? ',
  options: [
    { text: ' eins ', isCorrect: false },
    { text: 'zwei', isCorrect: true },
    { text: 'drei', isCorrect: false },
    { text: 'vier', isCorrect: true },
  ],
});

describe('the quiz editor rules', () => {
  it('an empty slot cannot be marked; emptying a slot drops its mark, editing keeps it', () => {
    const empty = createEmptyVideoQuizDraft();
    expect(empty.options).toHaveLength(4);
    expect(canMarkCorrect(empty.options[0]!)).toBe(false);
    expect(setOptionCorrect(empty.options, 0, true)[0]).toEqual({ text: '', isCorrect: false });
    const marked = setOptionCorrect(setOptionText(empty.options, 0, 'ja'), 0, true);
    expect(marked[0]).toEqual({ text: 'ja', isCorrect: true });
    expect(setOptionText(marked, 0, 'jaa')[0]).toEqual({ text: 'jaa', isCorrect: true });
    expect(setOptionText(marked, 0, '  ')[0]).toEqual({ text: '  ', isCorrect: false });
  });

  it('requires the question, all four options and one mark; options must differ', () => {
    expect(validateVideoQuizDraft(filled())).toBeNull();
    expect(validateVideoQuizDraft({ ...filled(), question: '  ' })).toBe('required');
    expect(validateVideoQuizDraft({ ...filled(), options: setOptionText(filled().options, 2, ' ') })).toBe('required');
    expect(validateVideoQuizDraft({ ...filled(), options: filled().options.map((slot) => ({ ...slot, isCorrect: false })) })).toBe(
      'required',
    );
    expect(validateVideoQuizDraft({ ...filled(), options: setOptionText(filled().options, 2, 'zwei ') })).toBe('duplicateOptions');
  });

  it('sends trimmed texts with the marked options as correct answers', () => {
    expect(toVideoQuizInput(filled())).toEqual({
      question: 'Wie viel?',
      options: ['eins', 'zwei', 'drei', 'vier'],
      correctAnswers: ['zwei', 'vier'],
    });
  });

  it('keeps MPU types in their fixed order', () => {
    expect(toggleMpuType(['drugs'], 'alcohol')).toEqual(['alcohol', 'drugs']);
    expect(toggleMpuType(['alcohol', 'drugs'], 'alcohol')).toEqual(['drugs']);
  });
});
