// The glossary screen's rules: the search, the group letter of a term, the anchor a related-term
// link jumps to, and the related-term chips of the add/edit modal.
import type { GlossaryCategory } from '@common/domain';
import type { LexiconTerm } from '@common/schemas/lexicon';

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

/** Case-insensitive substring of term or definition, within the category. */
export function filterTerms(terms: readonly LexiconTerm[], search: string, category: CategoryFilter): LexiconTerm[] {
  const needle = fold(search.trim());
  return terms.filter(
    (entry) =>
      (category === 'all' || entry.category === category) &&
      (!needle || fold(entry.term).includes(needle) || fold(entry.definition).includes(needle)),
  );
}

export interface TermGroup {
  letter: string;
  terms: LexiconTerm[];
}

/** Groups in the list's (German) order; '#' last. The terms keep the order they come in. */
export function groupTerms(terms: readonly LexiconTerm[]): TermGroup[] {
  const groups = new Map<string, LexiconTerm[]>();
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
