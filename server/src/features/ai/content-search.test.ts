// The query building and the excerpt pick of the offline search (the search itself: ai-offline.test.ts).
import { describe, expect, it } from 'vitest';
import { compoundSplits, keyWordQueryText, pickExcerpt, queryWordsOf, tsQueryTextOf } from './content-search';

describe('the query', () => {
  it('takes distinct lower-case words, letters only', () => {
    expect(queryWordsOf('Was ist ein Abstinenznachweis? Was kostet’s & (wie) lange:*')).toEqual([
      'was',
      'ist',
      'ein',
      'abstinenznachweis',
      'kostet',
      's',
      'wie',
      'lange',
    ]);
  });

  it('splits a word of 8 or more letters at every point leaving 4 letters on each side', () => {
    expect(compoundSplits('abstinenz')).toEqual([
      ['abst', 'inenz'],
      ['absti', 'nenz'],
    ]);
    expect(compoundSplits('nachweis')).toEqual([['nach', 'weis']]);
    expect(compoundSplits('kontrol')).toEqual([]);
    expect(keyWordQueryText('nachweis')).toBe('nachweis | (nach:* & weis:*)');
  });

  it('asks for any word, or a long word as its parts', () => {
    expect(tsQueryTextOf(['was', 'nachweis'])).toBe('was | nachweis | nachweis | (nach:* & weis:*)');
  });
});

describe('pickExcerpt', () => {
  const text = '## Kurz\n\nWann Sie Abstinenz nachweisen müssen. Ein **Abstinenznachweis** ist oft nötig. Danach folgt mehr.';

  it('takes the sentence holding the word itself over one holding its parts, with the next sentence when short', () => {
    expect(pickExcerpt(text, ['was', 'abstinenznachweis'])).toBe('Ein Abstinenznachweis ist oft nötig. Danach folgt mehr.');
  });

  it('takes the parts of a compound when the word itself is missing', () => {
    expect(pickExcerpt('Erster Satz. Wann Sie Abstinenz nachweisen müssen.', ['abstinenznachweis'])).toBe(
      'Wann Sie Abstinenz nachweisen müssen.',
    );
  });

  it('cuts a long excerpt at 420 characters', () => {
    const excerpt = pickExcerpt(`${'Wort '.repeat(200)}.`, ['wort']);
    expect(excerpt).toHaveLength(420);
    expect(excerpt.endsWith('Wort…')).toBe(true);
  });
});
