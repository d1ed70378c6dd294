// The glossary screen's rules: the search, the group letter of a term, the anchor a related-term
// link jumps to, and the related-term chips of the add/edit modal.
import type { GlossaryCategory } from '@common/domain';
import type { Language } from '@common/domain/value-sets';
import type { LexiconTerm } from '@common/schemas/lexicon';

/** A term as the reader sees it: in the reader's language where there is a version, with the German beside it. */
export interface ReaderTerm extends LexiconTerm {
  contentLanguage?: Language;
  /** The German name and definition of a translated term. */
  german?: { term: string; definition: string };
  /** The stored term, German, as the admin edits it. */
  original: LexiconTerm;
}

export function readerTerm(entry: LexiconTerm): ReaderTerm {
  const shown = entry.shown;
  if (!shown) return { ...entry, original: entry };
  const translated = shown.contentLanguage !== 'de';
  return {
    ...entry,
    term: shown.term,
    definition: shown.definition,
    related: shown.related,
    contentLanguage: shown.contentLanguage,
    ...(translated && { german: { term: entry.term, definition: entry.definition } }),
    original: entry,
  };
}

export type CategoryFilter = GlossaryCategory | 'all';

/** The jump bar's letters; terms starting with anything else are grouped under '#'. */
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const OTHER_GROUP = '#';

const stripDiacritics = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
const fold = (text: string) => text.toLocaleLowerCase('de-DE');

/** 'Ärztliches Gutachten' → 'A', 'Öffentlich' → 'O', '§ 13a' → '#'. */
export function groupLetterOf(term: string): string {
  const first = stripDiacritics(term.trim()).charAt(0).toLocaleUpperCase('de-DE');
  return LETTERS.includes(first) ? first : OTHER_GROUP;
}

/** Case-insensitive substring of term or definition, in the reader's language or the German, within the category. */
export function filterTerms<T extends LexiconTerm & { german?: { term: string; definition: string } }>(
  terms: readonly T[],
  search: string,
  category: CategoryFilter,
): T[] {
  const needle = fold(search.trim());
  const matches = (text: string | undefined) => text !== undefined && fold(text).includes(needle);
  return terms.filter(
    (entry) =>
      (category === 'all' || entry.category === category) &&
      (!needle || [entry.term, entry.definition, entry.german?.term, entry.german?.definition].some(matches)),
  );
}

export interface TermGroup<T extends LexiconTerm = LexiconTerm> {
  letter: string;
  terms: T[];
}

/** Groups in the list's order; '#' last. The terms keep the order they come in. */
export function groupTerms<T extends LexiconTerm>(terms: readonly T[]): TermGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of terms) {
    const letter = groupLetterOf(entry.term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return [...LETTERS, OTHER_GROUP].filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)! }));
}

const slug = (text: string) =>
  stripDiacritics(fold(text).replace(/ß/g, 'ss'))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** An element id per term ('Fahreignung vs. Fahrtüchtigkeit' → 'begriff-fahreignung-vs-fahrtuchtigkeit'), unique over the list. */
export function termAnchors(terms: readonly LexiconTerm[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const entry of terms) {
    const base = `begriff-${slug(entry.term) || 'eintrag'}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    anchors.set(entry.term, id);
  }
  return anchors;
}

export const groupAnchor = (letter: string) => (letter === OTHER_GROUP ? 'buchstabe-andere' : `buchstabe-${letter}`);

/** The spec's add rule: trimmed, added only when not empty and not already there. */
export function addRelatedTerm(related: readonly string[], input: string): string[] {
  const trimmed = input.trim();
  return trimmed && !related.includes(trimmed) ? [...related, trimmed] : [...related];
}
