// The teaser and the date of a news item as the list shows them.
import { describe, expect, it } from 'vitest';
import { deriveTeaser, formatNewsDate, todayIsoDate } from './news-text';

describe('deriveTeaser', () => {
  it('shows a short single paragraph whole, with nothing more to read', () => {
    expect(deriveTeaser('Die neuen Kurse sind da.')).toEqual({ text: 'Die neuen Kurse sind da.', hasMore: false });
  });

  it('takes the first paragraph and offers the rest', () => {
    expect(deriveTeaser('Erster Absatz.\n\nZweiter Absatz.')).toEqual({ text: 'Erster Absatz.', hasMore: true });
    expect(deriveTeaser('Erster Absatz.\r\n\r\nZweiter Absatz.')).toEqual({ text: 'Erster Absatz.', hasMore: true });
  });

  it('cuts a long paragraph at the last word boundary before 200 characters and adds …', () => {
    // 'Wort ' is 5 characters: 40 words make 199 characters without the last space
    const body = `${'Wort '.repeat(40)}Schluss`;
    const teaser = deriveTeaser(body);
    expect(teaser.text).toBe(`${'Wort '.repeat(39)}Wort…`);
    expect(teaser.text.length).toBe(200);
    expect(teaser.hasMore).toBe(true);
  });

  it('does not end the cut on a comma', () => {
    const body = `${'a'.repeat(190)}, bbbbbbbbbbbbbbbbbbbb`;
    expect(deriveTeaser(body).text).toBe(`${'a'.repeat(190)}…`);
  });

  it('leaves the Markdown marks out of the teaser and offers the formatted text', () => {
    expect(deriveTeaser('## Neu\n\n**Ab sofort** gibt es [Kurse](https://example.org) und `Tipps`.')).toEqual({
      text: 'Neu',
      hasMore: true,
    });
    expect(deriveTeaser('**Ab sofort** gibt es [Kurse](https://example.org), *neu* und _frisch_.')).toEqual({
      text: 'Ab sofort gibt es Kurse, neu und frisch.',
      hasMore: true,
    });
  });
});

describe('formatNewsDate', () => {
  it('writes the long date in the UI language', () => {
    expect(formatNewsDate('2026-11-23', 'de')).toBe('23. November 2026');
    expect(formatNewsDate('2026-11-23', 'en')).toBe('23 November 2026');
    expect(formatNewsDate('2026-11-23', 'tr')).toBe('23 Kasım 2026');
    expect(formatNewsDate('2027-01-01', 'de')).toBe('1. Januar 2027');
  });
});

describe('todayIsoDate', () => {
  it('is the local calendar day', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
