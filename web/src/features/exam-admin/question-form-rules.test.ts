import { describe, expect, it } from 'vitest';
import {
  createDraftFromQuestion,
  createEmptyQuestionDraft,
  isCategoryDraftComplete,
  validateCategoryDraft,
  setOptionCorrect,
  setOptionText,
  shortenForLabel,
  toQuestionInput,
  toggleMpuType,
  validateQuestionDraft,
  type QuestionDraft,
} from './question-form-rules';

const CATEGORY = '5b0c3a4e-8f1d-4c1b-9a57-0d2f3e4a5b6c';

function draftWith(options: [string, boolean][], patch: Partial<QuestionDraft> = {}): QuestionDraft {
  const empty = createEmptyQuestionDraft(CATEGORY);
  return {
    ...empty,
    question: 'Wie viel Promille?',
    options: empty.options.map((slot, i) => (options[i] ? { text: options[i][0], isCorrect: options[i][1] } : slot)),
    ...patch,
  };
}

describe('option marks', () => {
  it('an empty slot cannot be marked correct', () => {
    const options = setOptionCorrect(createEmptyQuestionDraft().options, 0, true);
    expect(options[0]).toEqual({ text: '', isCorrect: false });
    expect(setOptionCorrect(setOptionText(options, 0, '   '), 0, true)[0]!.isCorrect).toBe(false);
  });

  it('changing the text of a marked option removes its mark: the marked text no longer exists', () => {
    let options = setOptionCorrect(setOptionText(createEmptyQuestionDraft().options, 1, '0,5'), 1, true);
    expect(options[1]).toEqual({ text: '0,5', isCorrect: true });
    options = setOptionText(options, 1, '0,5 Promille');
    expect(options[1]).toEqual({ text: '0,5 Promille', isCorrect: false });
    // typing the old text again does not bring the mark back: it is set again by hand
    expect(setOptionText(options, 1, '0,5')[1]).toEqual({ text: '0,5', isCorrect: false });
    options = setOptionCorrect(options, 1, true);
    expect(setOptionText(options, 1, '')[1]).toEqual({ text: '', isCorrect: false });
  });

  it('the same text set again (nothing changed) keeps the mark', () => {
    const options = setOptionCorrect(setOptionText(createEmptyQuestionDraft().options, 0, 'Ja'), 0, true);
    expect(setOptionText(options, 0, 'Ja')[0]).toEqual({ text: 'Ja', isCorrect: true });
  });

  it('other slots are untouched', () => {
    const options = setOptionCorrect(setOptionText(createEmptyQuestionDraft().options, 0, 'A'), 0, true);
    expect(setOptionText(options, 2, 'C')[0]).toEqual({ text: 'A', isCorrect: true });
  });
});

describe('validateQuestionDraft', () => {
  it('needs text, category and a correct answer', () => {
    expect(
      validateQuestionDraft(
        draftWith(
          [
            ['a', true],
            ['b', false],
          ],
          { question: '  ' },
        ),
      ),
    ).toBe('required');
    expect(
      validateQuestionDraft(
        draftWith(
          [
            ['a', true],
            ['b', false],
          ],
          { categoryId: '' },
        ),
      ),
    ).toBe('required');
    expect(
      validateQuestionDraft(
        draftWith([
          ['a', false],
          ['b', false],
        ]),
      ),
    ).toBe('required');
  });

  it('needs two different options', () => {
    expect(validateQuestionDraft(draftWith([['a', true]]))).toBe('tooFewOptions');
    expect(
      validateQuestionDraft(
        draftWith([
          ['a', true],
          [' a ', false],
        ]),
      ),
    ).toBe('duplicateOptions');
    expect(
      validateQuestionDraft(
        draftWith([
          ['a', true],
          ['', false],
          ['b', false],
        ]),
      ),
    ).toBeNull();
  });
});

describe('toQuestionInput', () => {
  it('drops blank options, trims, and sends the correct ones as texts; difficulty easy by default', () => {
    const input = toQuestionInput(
      draftWith(
        [
          [' Ja ', false],
          ['', false],
          ['Nein', true],
          ['  ', false],
        ],
        { explanation: ' weil ' },
      ),
    );
    expect(input).toEqual({
      categoryId: CATEGORY,
      question: 'Wie viel Promille?',
      options: ['Ja', 'Nein'],
      correctAnswers: ['Nein'],
      explanation: 'weil',
      difficulty: 'easy',
      legalBasis: '',
      checkedOn: null,
      translations: {},
    });
  });
});

describe('createDraftFromQuestion', () => {
  it('fills the first slots and marks the correct ones', () => {
    const draft = createDraftFromQuestion({
      id: 'q1',
      categoryId: CATEGORY,
      question: 'Frage',
      options: ['a', 'b', 'c'],
      correctAnswers: ['c', 'a'],
      explanation: '',
      difficulty: 'hard',
      createdAt: '2026-01-01T00:00:00.000Z',
      legalBasis: '',
      checkedOn: null,
      translations: { tr: null, en: null },
    });
    expect(draft.options).toEqual([
      { text: 'a', isCorrect: true },
      { text: 'b', isCorrect: false },
      { text: 'c', isCorrect: true },
      { text: '', isCorrect: false },
    ]);
    expect(draft.difficulty).toBe('hard');
  });
});

describe('category rules', () => {
  it('needs name and description', () => {
    expect(isCategoryDraftComplete({ name: 'Alkohol', description: ' ' })).toBe(false);
    expect(isCategoryDraftComplete({ name: '', description: 'x' })).toBe(false);
    expect(isCategoryDraftComplete({ name: 'Alkohol', description: 'x' })).toBe(true);
  });

  it('toggles types in the order of the MPU reasons', () => {
    expect(toggleMpuType(['criminal'], 'alcohol')).toEqual(['alcohol', 'criminal']);
    expect(toggleMpuType(['alcohol', 'criminal'], 'alcohol')).toEqual(['criminal']);
  });
});

describe('shortenForLabel', () => {
  it('keeps short texts and cuts long ones with an ellipsis', () => {
    expect(shortenForLabel('  Eine   Frage ')).toBe('Eine Frage');
    const long = shortenForLabel('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('the same rules as the API and the CSV import (the shared schemas)', () => {
  it('a question, an option or an explanation over its limit is tooLong', () => {
    expect(
      validateQuestionDraft(
        draftWith(
          [
            ['a', true],
            ['b', false],
          ],
          { question: 'x'.repeat(2000) },
        ),
      ),
    ).toBeNull();
    expect(
      validateQuestionDraft(
        draftWith(
          [
            ['a', true],
            ['b', false],
          ],
          { question: 'x'.repeat(2001) },
        ),
      ),
    ).toBe('tooLong');
    expect(
      validateQuestionDraft(
        draftWith([
          ['a', true],
          ['b'.repeat(2001), false],
        ]),
      ),
    ).toBe('tooLong');
    expect(
      validateQuestionDraft(
        draftWith(
          [
            ['a', true],
            ['b', false],
          ],
          { explanation: 'e'.repeat(5001) },
        ),
      ),
    ).toBe('tooLong');
  });

  it("a category name that starts like a formula is refused; 'required' comes first", () => {
    expect(validateCategoryDraft({ name: 'Alkohol', description: 'x' })).toBeNull();
    expect(validateCategoryDraft({ name: '', description: '' })).toBe('required');
    for (const name of ['=cmd', '+1', '-x', '@SUMME(A1)', ' =1'])
      expect(validateCategoryDraft({ name, description: 'x' }), name).toBe('formula');
    expect(validateCategoryDraft({ name: 'k'.repeat(201), description: 'x' })).toBe('tooLong');
  });
});
