// Knowledge articles ('Allgemeines Wissen zur MPU'): the articles in the viewer's scope for readers,
// and the admin's create/edit/delete. The demo seed uses createKnowledgeArticle too.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { GlossaryCategory, MpuReason } from '@common/domain';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { contentScopeOf, type ContentScope } from '../../content-scope';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';

export interface NewKnowledgeArticle {
  title: string;
  summary: string;
  /** Markdown */
  body: string;
  category: GlossaryCategory;
  /** Empty means the spec's default, alcohol. */
  mpuTypes: readonly MpuReason[];
}

/** Titles are unique: an existing title is reported and left as it is. */
export async function createKnowledgeArticle({
  db,
  article,
}: {
  db: DatabaseOrTransaction;
  article: NewKnowledgeArticle;
}): Promise<{ status: 'created'; id: string } | { status: 'exists' }> {
  const [created] = await db
    .insert(knowledgeArticles)
    .values({
      title: article.title.trim(),
      summary: article.summary.trim(),
      body: article.body.trim(),
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

const articleColumns = {
  id: knowledgeArticles.id,
  title: knowledgeArticles.title,
  summary: knowledgeArticles.summary,
  body: knowledgeArticles.body,
  category: knowledgeArticles.category,
  mpuTypes: knowledgeArticles.mpuTypes,
  updatedAt: knowledgeArticles.updatedAt,
};

type ArticleRow = Omit<KnowledgeArticle, 'updatedAt' | 'mpuTypes'> & { mpuTypes: string[]; updatedAt: Date };

const toArticle = ({ updatedAt, mpuTypes, ...row }: ArticleRow): KnowledgeArticle => ({
  ...row,
  mpuTypes: mpuTypes as MpuReason[],
  updatedAt: updatedAt.toISOString(),
});

export async function listKnowledgeArticles({ db, viewer }: { db: Database; viewer: Viewer }): Promise<KnowledgeArticle[]> {
  const rows = await db
    .select(articleColumns)
    .from(knowledgeArticles)
    .where(articleInScope(contentScopeOf(viewer)));
  return rows.map(toArticle).sort((a, b) => germanOrder.compare(a.title, b.title));
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

export async function addKnowledgeArticle({ db, input }: { db: Database; input: NewKnowledgeArticle }): Promise<KnowledgeArticle> {
  return db.transaction(async (tx) => {
    await lockArticles(tx);
    await assertTitleFree(tx, input.title.trim());
    const created = await createKnowledgeArticle({ db: tx, article: input });
    if (created.status === 'exists') throw titleExists();
    const [row] = await tx.select(articleColumns).from(knowledgeArticles).where(eq(knowledgeArticles.id, created.id));
    return toArticle(row!);
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
}): Promise<KnowledgeArticle> {
  return db.transaction(async (tx) => {
    await lockArticles(tx);
    await assertTitleFree(tx, input.title.trim(), id);
    const [row] = await tx
      .update(knowledgeArticles)
      .set({
        title: input.title.trim(),
        summary: input.summary.trim(),
        body: input.body.trim(),
        category: input.category,
        mpuTypes: input.mpuTypes.length > 0 ? [...input.mpuTypes] : ['alcohol'],
        updatedAt: sql`now()`,
      })
      .where(eq(knowledgeArticles.id, id))
      .returning(articleColumns);
    if (!row) throw articleNotFound();
    return toArticle(row);
  });
}

export async function deleteKnowledgeArticle({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id)).returning({ id: knowledgeArticles.id });
  if (deleted.length === 0) throw articleNotFound();
}
