// Writes of the glossary (the admin's add-term modal); the demo seed uses them too.
import type { GlossaryCategory } from '@common/domain';
import type { DatabaseOrTransaction } from '../../db/client';
import { lexicon } from '../../db/schema';

export interface NewLexiconTerm {
  term: string;
  definition: string;
  category: GlossaryCategory;
  related: readonly string[];
}

/** The spec's add-form rule: related terms are trimmed, and empty or repeated ones are dropped. */
export function normaliseRelatedTerms(related: readonly string[]): string[] {
  const result: string[] = [];
  for (const entry of related) {
    const trimmed = entry.trim();
    if (trimmed && !result.includes(trimmed)) result.push(trimmed);
  }
  return result;
}

/** Terms are unique: an existing term is reported and left as it is. */
export async function createLexiconTerm({
  db,
  term,
}: {
  db: DatabaseOrTransaction;
  term: NewLexiconTerm;
}): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const [created] = await db
    .insert(lexicon)
    .values({
      term: term.term.trim(),
      definition: term.definition.trim(),
      category: term.category,
      related: normaliseRelatedTerms(term.related),
    })
    .onConflictDoNothing({ target: lexicon.term })
    .returning({ id: lexicon.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}
