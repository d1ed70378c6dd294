// A knowledge article as the API sends it, for the knowledge pages and the story page's explaining articles (which
// open without the knowledge page): the German columns, and what a reader is shown in their language.
import type { MpuReason } from '@common/domain';
import type { ContentFields, StoredTranslations } from '@common/domain/content-language';
import type { Language } from '@common/domain/value-sets';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { shownTexts } from './content-language';
import { knowledgeArticles } from './db/schema';

export const articleColumns = {
  id: knowledgeArticles.id,
  title: knowledgeArticles.title,
  summary: knowledgeArticles.summary,
  body: knowledgeArticles.body,
  category: knowledgeArticles.category,
  mpuTypes: knowledgeArticles.mpuTypes,
  updatedAt: knowledgeArticles.updatedAt,
};

/** The German columns and the Turkish and English versions. */
export const articleWithVersionsColumns = { ...articleColumns, translations: knowledgeArticles.translations };

export type ArticleRow = Omit<KnowledgeArticle, 'updatedAt' | 'mpuTypes' | 'shown'> & { mpuTypes: string[]; updatedAt: Date };

export const toArticle = ({ updatedAt, mpuTypes, ...row }: ArticleRow): KnowledgeArticle => ({
  ...row,
  mpuTypes: mpuTypes as MpuReason[],
  updatedAt: updatedAt.toISOString(),
});

/** An article for a reader: the stored (German) article with what the reader is shown in their language. */
export const toReaderArticle = (
  { translations, ...row }: ArticleRow & { translations: StoredTranslations<ContentFields['article']> },
  language: Language,
): KnowledgeArticle => ({
  ...toArticle(row),
  shown: shownTexts({ title: row.title, summary: row.summary, body: row.body }, translations, language),
});
