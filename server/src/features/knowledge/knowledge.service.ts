// Knowledge articles ('Allgemeines Wissen zur MPU'): the articles in the viewer's scope for readers,
// and the admin's create/edit/delete. The demo seed uses createKnowledgeArticle too.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { GlossaryCategory, MpuReason } from '@common/domain';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { KnowledgeAdminArticle, KnowledgeArticle } from '@common/schemas/knowledge';
import { contentScopeOf, type ContentScope } from '../../content-scope';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { Language } from '@common/domain/value-sets';
import { toAdminTranslations, type TranslationsInput } from '../../admin-translations';
import { articleWithVersionsColumns, toArticle, toReaderArticle, type ArticleRow } from '../../knowledge-articles';

export interface NewKnowledgeArticle {
  title: string;
  summary: string;
  /** Markdown */
  body: string;
  category: GlossaryCategory;
  /** Empty means the spec's default, alcohol. */
  mpuTypes: readonly MpuReason[];
  /** The Turkish and English versions (the seed's are current; an admin's keep their fingerprint when unchanged). */
  translations?: TranslationsInput<ContentFields['article']>;
}

const germanOf = (article: { title: string; summary: string; body: string }) => ({
  title: article.title.trim(),
  summary: article.summary.trim(),
  body: article.body.trim(),
});

/** Titles are unique: an existing title is reported and left as it is. */
export async function createKnowledgeArticle({
  db,
  article,
}: {
  db: DatabaseOrTransaction;
  article: NewKnowledgeArticle;
}): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const german = germanOf(article);
  const [created] = await db
    .insert(knowledgeArticles)
    .values({
      ...german,
      translations: nextTranslations({ german, stored: undefined, submitted: article.translations }),
      category: article.category,
      mpuTypes: article.mpuTypes.length > 0 ? [...article.mpuTypes] : ['alcohol'],
    })
    .onConflictDoNothing({ target: knowledgeArticles.title })
    .returning({ id: knowledgeArticles.id });
  return created ? { status: 'created', id: created.id } : { status: 'exists' };
}

// German order in the server process, as the glossary (docs/decisions/051-glossary-and-knowledge-articles.md)
const germanOrder = new Intl.Collator('de');

/** Articles a viewer may read: admins and learners without reasons all; others those whose types overlap their reasons. */
const articleInScope = (scope: ContentScope) =>
  scope.everything ? undefined : sql`${knowledgeArticles.mpuTypes} && ${sql.param(scope.reasons, knowledgeArticles.mpuTypes)}`;

const titleExists = () => new ApiError(409, 'TITLE_EXISTS', 'An article with this title exists.', { title: 'EXISTS' });
const articleNotFound = () => new ApiError(404, 'ARTICLE_NOT_FOUND', 'No such article.');

const toAdminArticle = ({
  translations,
  ...row
}: ArticleRow & { translations: StoredTranslations<ContentFields['article']> }): KnowledgeAdminArticle => ({
  ...toArticle(row),
  translations: toAdminTranslations(germanOf(row), translations),
});

/** The admin's view: every article, whatever its MPU reasons, with its Turkish and English versions. */
export async function listKnowledgeArticlesForAdmin({ db }: { db: DatabaseOrTransaction }): Promise<KnowledgeAdminArticle[]> {
  const rows = await db.select(articleWithVersionsColumns).from(knowledgeArticles);
  return rows.map(toAdminArticle).sort((a, b) => germanOrder.compare(a.title, b.title));
}

export async function listKnowledgeArticles({
  db,
  viewer,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  language?: Language;
}): Promise<KnowledgeArticle[]> {
  const rows = await db
    .select(articleWithVersionsColumns)
    .from(knowledgeArticles)
    .where(articleInScope(contentScopeOf(viewer)));
  const collator = language === 'de' ? germanOrder : new Intl.Collator(language);
  return rows.map((row) => toReaderArticle(row, language)).sort((a, b) => collator.compare(a.shown!.title, b.shown!.title));
}

/** One article write at a time, so two admins cannot both save 'Ablauf der MPU' and 'ablauf der mpu'. */
const lockArticles = (tx: DatabaseOrTransaction) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('knowledge-articles'))`);

async function assertTitleFree(tx: DatabaseOrTransaction, title: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: knowledgeArticles.id })
    .from(knowledgeArticles)
    .where(and(sql`lower(${knowledgeArticles.title}) = lower(${title})`, exceptId ? ne(knowledgeArticles.id, exceptId) : undefined));
  if (clash) throw titleExists();
}

export async function addKnowledgeArticle({ db, input }: { db: Database; input: NewKnowledgeArticle }): Promise<KnowledgeAdminArticle> {
  return db.transaction(async (tx) => {
    await lockArticles(tx);
    await assertTitleFree(tx, input.title.trim());
    const created = await createKnowledgeArticle({ db: tx, article: input });
    if (created.status === 'exists') throw titleExists();
    const [row] = await tx.select(articleWithVersionsColumns).from(knowledgeArticles).where(eq(knowledgeArticles.id, created.id));
    return toAdminArticle(row!);
  });
}

export async function updateKnowledgeArticle({
  db,
  id,
  input,
}: {
  db: Database;
  id: string;
  input: NewKnowledgeArticle;
}): Promise<KnowledgeAdminArticle> {
  return db.transaction(async (tx) => {
    await lockArticles(tx);
    await assertTitleFree(tx, input.title.trim(), id);
    const [current] = await tx
      .select({ translations: knowledgeArticles.translations })
      .from(knowledgeArticles)
      .where(eq(knowledgeArticles.id, id))
      .for('update');
    if (!current) throw articleNotFound();
    const german = germanOf(input);
    const [row] = await tx
      .update(knowledgeArticles)
      .set({
        ...german,
        translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }),
        category: input.category,
        mpuTypes: input.mpuTypes.length > 0 ? [...input.mpuTypes] : ['alcohol'],
        updatedAt: sql`now()`,
      })
      .where(eq(knowledgeArticles.id, id))
      .returning(articleWithVersionsColumns);
    if (!row) throw articleNotFound();
    return toAdminArticle(row);
  });
}

export async function deleteKnowledgeArticle({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id)).returning({ id: knowledgeArticles.id });
  if (deleted.length === 0) throw articleNotFound();
}
