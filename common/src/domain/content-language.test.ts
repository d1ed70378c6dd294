import { describe, expect, it } from 'vitest';
import { germanSource, localize, nextTranslations, translationStatus, type StoredTranslations } from './content-language';

type Term = { term: string; definition: string };
type Question = { question: string; options: string[] };

const german: Term = { term: 'Sperrfrist', definition: 'Die Zeit, in der keine neue Fahrerlaubnis erteilt wird.' };
const turkish = { term: 'Bekleme süresi (Sperrfrist)', definition: 'Yeni sürücü belgesi verilmeyen süre.' };

describe('the fingerprint of the German a version was made from', () => {
  it('is the same for the same texts in any key order, and differs when a text, a list entry or its order changes', () => {
    expect(germanSource(german)).toMatch(/^[0-9a-f]{16}$/);
    expect(germanSource({ definition: german.definition, term: german.term })).toBe(germanSource(german));
    expect(germanSource({ ...german, definition: `${german.definition} ` })).not.toBe(germanSource(german));
    const question: Question = { question: 'Wer ordnet die MPU an?', options: ['Die Behörde', 'Das Gericht'] };
    expect(germanSource({ ...question, options: ['Das Gericht', 'Die Behörde'] })).not.toBe(germanSource(question));
    // the list's entries are not glued together: ['ab', 'c'] is not ['a', 'bc']
    expect(germanSource({ ...question, options: ['ab', 'c'] })).not.toBe(germanSource({ ...question, options: ['a', 'bc'] }));
  });
});

describe('what a reader is shown', () => {
  const stored: StoredTranslations<Term> = { tr: { ...turkish, source: germanSource(german) } };

  it('the current Turkish version with the German beside it; German for English (none) and for German readers', () => {
    expect(localize(german, stored, 'tr')).toEqual({ language: 'tr', fields: turkish, german });
    expect(localize(german, stored, 'en')).toEqual({ language: 'de', fields: german });
    expect(localize(german, stored, 'de')).toEqual({ language: 'de', fields: german });
    expect(translationStatus(german, stored, 'tr')).toBe('current');
    expect(translationStatus(german, stored, 'en')).toBe('missing');
  });

  it('the German once the German changed after the translation (stale), never the outdated text', () => {
    const edited = { ...german, definition: 'Die Zeit, in der das Gericht keine neue Fahrerlaubnis zulässt.' };
    expect(translationStatus(edited, stored, 'tr')).toBe('stale');
    expect(localize(edited, stored, 'tr')).toEqual({ language: 'de', fields: edited });
  });

  it('the German where a version left an optional text empty, and German altogether when its options do not match', () => {
    const summary = { title: 'Kosten', summary: 'Was die MPU kostet.' };
    const partial = { tr: { title: 'Masraflar', summary: ' ', source: germanSource(summary) } };
    expect(localize(summary, partial, 'tr').fields).toEqual({ title: 'Masraflar', summary: 'Was die MPU kostet.' });
    const question: Question = { question: 'Wer?', options: ['A', 'B', 'C'] };
    const short = { tr: { question: 'Kim?', options: ['A', 'B'], source: germanSource(question) } };
    expect(localize(question, short, 'tr')).toEqual({ language: 'de', fields: question });
  });
});

describe('saving an item with its versions', () => {
  const before: StoredTranslations<Term> = { tr: { ...turkish, source: germanSource(german) } };
  const edited = { ...german, definition: 'Neu formuliert.' };

  it('keeps the fingerprint of a version left unchanged, so a German edit makes it stale', () => {
    const next = nextTranslations({ german: edited, stored: before, submitted: undefined });
    expect(next.tr!.source).toBe(germanSource(german));
    expect(translationStatus(edited, next, 'tr')).toBe('stale');
    // sent back unchanged with the form: still stale
    expect(translationStatus(edited, nextTranslations({ german: edited, stored: before, submitted: { tr: turkish } }), 'tr')).toBe('stale');
  });

  it('a changed or confirmed version is current again; null removes it; a new one is current', () => {
    expect(
      translationStatus(
        edited,
        nextTranslations({ german: edited, stored: before, submitted: { tr: { ...turkish, definition: 'Yeni.' } } }),
        'tr',
      ),
    ).toBe('current');
    expect(
      translationStatus(
        edited,
        nextTranslations({ german: edited, stored: before, submitted: { tr: { ...turkish, confirmed: true } } }),
        'tr',
      ),
    ).toBe('current');
    expect(nextTranslations({ german: edited, stored: before, submitted: { tr: null } })).toEqual({});
    const added = nextTranslations({ german, stored: before, submitted: { en: { term: 'Ban period', definition: 'No new licence.' } } });
    expect(translationStatus(german, added, 'en')).toBe('current');
    expect(added.tr).toEqual(before.tr);
    // the confirmation mark is not stored
    expect(Object.keys(nextTranslations({ german, stored: {}, submitted: { tr: { ...turkish, confirmed: true } } }).tr!).sort()).toEqual([
      'definition',
      'source',
      'term',
    ]);
  });
});
