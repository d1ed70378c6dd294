import { describe, expect, it } from 'vitest';
import { createTranslationDrafts, findIncompleteTranslation, shownStatus, toTranslationsInput } from './translation-drafts';

const SHAPE = { fields: ['question', 'explanation'], optionSlots: 4 } as const;

describe('translation drafts', () => {
  it('fills each language from the admin answer: missing, stale or current; options slot by slot', () => {
    const drafts = createTranslationDrafts(
      { tr: { question: 'Soru', options: ['A', 'B'], explanation: '', status: 'stale' }, en: null },
      SHAPE,
    );
    expect(drafts.tr).toEqual({
      values: { question: 'Soru', explanation: '' },
      options: ['A', 'B', '', ''],
      status: 'stale',
      confirmed: false,
    });
    expect(drafts.en).toEqual({
      values: { question: '', explanation: '' },
      options: ['', '', '', ''],
      status: 'missing',
      confirmed: false,
    });
    expect(shownStatus({ ...drafts.tr, confirmed: true })).toBe('current');
  });

  it('sends complete versions trimmed with the used slots, null for an emptied one, nothing for one never written', () => {
    const drafts = createTranslationDrafts(
      { tr: { question: 'Soru', options: ['A', 'B'], explanation: '', status: 'current' }, en: null },
      SHAPE,
    );
    drafts.tr = { ...drafts.tr, values: { question: '', explanation: '' }, options: ['', '', '', ''] };
    expect(toTranslationsInput(drafts, { optionSlots: [0, 1] })).toEqual({ tr: null });

    drafts.en = { ...drafts.en, values: { question: ' Who? ', explanation: '' }, options: ['Yes ', '', 'No', ''], confirmed: true };
    expect(toTranslationsInput(drafts, { optionSlots: [0, 2] })).toEqual({
      tr: null,
      en: { question: 'Who?', explanation: '', options: ['Yes', 'No'], confirmed: true },
    });
  });

  it('finds the language given in part: a required field or an option of a used slot empty', () => {
    const drafts = createTranslationDrafts(null, SHAPE);
    expect(findIncompleteTranslation(drafts, { required: ['question'], optionSlots: [0, 1] })).toBeNull();
    drafts.en = { ...drafts.en, values: { question: 'Who?', explanation: '' }, options: ['Yes', '', '', ''] };
    expect(findIncompleteTranslation(drafts, { required: ['question'], optionSlots: [0, 1] })).toBe('en');
    expect(findIncompleteTranslation(drafts, { required: ['question'], optionSlots: [0] })).toBeNull();
    drafts.tr = { ...drafts.tr, values: { question: '', explanation: 'Açıklama' } };
    expect(findIncompleteTranslation(drafts, { required: ['question'], optionSlots: [0] })).toBe('tr');
  });
});
