// The glossary ('MPU-Lexikon'): every term in German alphabetical order for readers, and the
// admin's add/edit/delete of a term. The demo seed uses createLexiconTerm too.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { GlossaryCategory } from '@common/domain';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { LexiconAdminTerm, LexiconTerm } from '@common/schemas/lexicon';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { lexicon } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations, type TranslationsInput } from '../../admin-translations';
import type { Language } from '@common/domain/value-sets';
import { localizedItem } from '../../content-language';

export interface NewLexiconTerm {
  term: string;
  definition: string;
  category: GlossaryCategory;
  related: readonly string[];
  /** The Turkish and English versions (the seed's are current; an admin's keep their fingerprint when unchanged). */
  translations?: TranslationsInput<ContentFields['term']>;
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
  const german = { term: term.term.trim(), definition: term.definition.trim() };
  const [created] = await db
    .insert(lexicon)
    .values({
      ...german,
      category: term.category,
      related: normaliseRelatedTerms(term.related),
      translations: nextTranslations({ german, stored: undefined, submitted: term.translations }),
    })
    .onConflictDoNothing({ target: lexicon.term })
    .returning({ id: lexicon.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}

// German order in the server process, not the database's collation: PGlite and PostgreSQL servers
// sort differently, Intl.Collator('de') puts Ä with A and ß as ss everywhere
// (docs/decisions/051-glossary-and-knowledge-articles.md).
const germanOrder = new Intl.Collator('de');

/** Sorts by a text in German alphabetical order; a stable sort keeps equal texts in their given order. */
export function sortGerman<T>(rows: readonly T[], textOf: (row: T) => string): T[] {
  return [...rows].sort((a, b) => germanOrder.compare(textOf(a), textOf(b)));
}

const termExists = () => new ApiError(409, 'TERM_EXISTS', 'A term with this name exists.', { term: 'EXISTS' });
const termNotFound = () => new ApiError(404, 'TERM_NOT_FOUND', 'No such term.');

const termColumns = {
  id: lexicon.id,
  term: lexicon.term,
  definition: lexicon.definition,
  category: lexicon.category,
  related: lexicon.related,
};

const adminTermColumns = { ...termColumns, translations: lexicon.translations };

function toAdminTerm({
  translations,
  ...row
}: LexiconTerm & { translations: StoredTranslations<ContentFields['term']> }): LexiconAdminTerm {
  return { ...row, translations: toAdminTranslations({ term: row.term, definition: row.definition }, translations) };
}

/** The admin's view: every term with its Turkish and English versions and their status. */
export async function listLexiconTermsForAdmin({ db }: { db: DatabaseOrTransaction }): Promise<LexiconAdminTerm[]> {
  return sortGerman(await db.select(adminTermColumns).from(lexicon), (row) => row.term).map(toAdminTerm);
}

/**
 * The glossary as a reader sees it (docs/decisions/089-content-languages.md): the German fields the admin edits, and
 * as `shown` each term's name, definition and related names in the reader's language where a current version exists;
 * in the alphabetical order of that language.
 */
export async function listLexiconTerms({ db, language = 'de' }: { db: Database; language?: Language }): Promise<LexiconTerm[]> {
  const rows = await db.select(adminTermColumns).from(lexicon);
  const shownTerm = new Map<string, string>();
  const withTexts = rows.map(({ translations, ...entry }) => {
    const texts = localizedItem({ term: entry.term, definition: entry.definition }, translations, language);
    shownTerm.set(entry.term, texts.term);
    return { entry, texts };
  });
  return withTexts
    .map(({ entry, texts }) => ({
      ...entry,
      shown: {
        term: texts.term,
        definition: texts.definition,
        // a related name without an entry stays as written
        related: entry.related.map((name) => shownTerm.get(name) ?? name),
        contentLanguage: texts.contentLanguage,
      },
    }))
    .sort((a, b) => a.shown.term.localeCompare(b.shown.term, language));
}

/** One term write at a time, so two admins cannot both add 'Abstinenz' and 'abstinenz'. */
const lockTerms = (tx: DatabaseOrTransaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexicon-terms'))`);

/** 'Abstinenz' and 'abstinenz' are the same term for a reader: the match ignores case. */
async function assertTermFree(tx: DatabaseOrTransaction, term: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: lexicon.id })
    .from(lexicon)
    .where(and(sql`lower(${lexicon.term}) = lower(${term})`, exceptId ? ne(lexicon.id, exceptId) : undefined));
  if (clash) throw termExists();
}

export async function addLexiconTerm({ db, input }: { db: Database; input: NewLexiconTerm }): Promise<LexiconAdminTerm> {
  return db.transaction(async (tx) => {
    await lockTerms(tx);
    await assertTermFree(tx, input.term.trim());
    const created = await createLexiconTerm({ db: tx, term: input });
    if (created.status === 'exists') throw termExists();
    const [row] = await tx.select(adminTermColumns).from(lexicon).where(eq(lexicon.id, created.id));
    return toAdminTerm(row!);
  });
}

/**
 * Saves the edit modal. A renamed term is renamed in the related lists of the other terms as well,
 * so their links keep leading to it.
 */
export async function updateLexiconTerm({ db, id, input }: { db: Database; id: string; input: NewLexiconTerm }): Promise<LexiconAdminTerm> {
  const term = input.term.trim();
  return db.transaction(async (tx) => {
    await lockTerms(tx);
    const [current] = await tx.select({ term: lexicon.term, translations: lexicon.translations }).from(lexicon).where(eq(lexicon.id, id));
    if (!current) throw termNotFound();
    await assertTermFree(tx, term, id);
    const german = { term, definition: input.definition.trim() };
    const [row] = await tx
      .update(lexicon)
      .set({
        ...german,
        category: input.category,
        related: normaliseRelatedTerms(input.related),
        translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }),
      })
      .where(eq(lexicon.id, id))
      .returning(adminTermColumns);
    if (current.term !== term) {
      const referring = await tx
        .select({ id: lexicon.id, related: lexicon.related })
        .from(lexicon)
        .where(and(ne(lexicon.id, id), sql`${current.term} = any(${lexicon.related})`));
      for (const other of referring) {
        const related = normaliseRelatedTerms(other.related.map((name) => (name === current.term ? term : name)));
        await tx.update(lexicon).set({ related }).where(eq(lexicon.id, other.id));
      }
    }
    return toAdminTerm(row!);
  });
}

/** Other terms may still name it as related; they show the name as plain text from then on. */
export async function deleteLexiconTerm({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(lexicon).where(eq(lexicon.id, id)).returning({ id: lexicon.id });
  if (deleted.length === 0) throw termNotFound();
}
