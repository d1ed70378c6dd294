// What the news list shows of an item: its date in the UI language and a teaser derived from the
// Markdown text (first paragraph, cut at a word boundary), so admins never keep a second text in step.
import { localeOf } from '../../lib/format';

export const TEASER_MAX_LENGTH = 200;

/** The Markdown marks a reader should not see in a plain-text teaser. */
function toPlainText(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(?<![\w*])\*(?!\s)(.+?)\*(?![\w*])/g, '$1')
    .replace(/(?<!\w)_(?!\s)(.+?)_(?!\w)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Teaser {
  text: string;
  /** The teaser leaves something out (a later paragraph, the rest of a long one, formatting): offer 'Weiterlesen'. */
  hasMore: boolean;
}

/** The first paragraph as plain text; longer than TEASER_MAX_LENGTH, cut at the last space before it with '…'. */
export function deriveTeaser(body: string): Teaser {
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const first = toPlainText(paragraphs[0] ?? '');
  let text = first;
  if (first.length > TEASER_MAX_LENGTH) {
    const slice = first.slice(0, TEASER_MAX_LENGTH + 1);
    const lastSpace = slice.lastIndexOf(' ');
    const cut = lastSpace > TEASER_MAX_LENGTH / 2 ? slice.slice(0, lastSpace) : first.slice(0, TEASER_MAX_LENGTH);
    text = `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
  }
  const isWholeBody = paragraphs.length <= 1 && text === first && first === body.replace(/\s+/g, ' ').trim();
  return { text, hasMore: !isWholeBody };
}

/** '2026-11-23' → '23. November 2026' (German), '23 November 2026' (English), '23 Kasım 2026' (Turkish). */
export function formatNewsDate(isoDate: string, language: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Today in the browser's time zone as YYYY-MM-DD: the editor's default date. */
export function todayIsoDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
