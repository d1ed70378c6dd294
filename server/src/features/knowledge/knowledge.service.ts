// Knowledge articles ('Allgemeines Wissen zur MPU'); the demo seed uses the writes too.
import type { GlossaryCategory, MpuReason } from '@common/domain';
import type { DatabaseOrTransaction } from '../../db/client';
import { knowledgeArticles } from '../../db/schema';

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
