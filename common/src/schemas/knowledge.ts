// 'Allgemeines Wissen zur MPU' (/dashboard/knowledge): reading articles in Markdown, scoped by the
// viewer's MPU reasons, and the admin's create/edit/delete.
import { z } from 'zod';
import { GLOSSARY_CATEGORIES, MPU_REASONS } from '../domain';
import { ContentLanguageSchema } from './content-language';
import { translatedRequiredText, translatedText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';

export const KNOWLEDGE_TITLE_MAX_LENGTH = 200;
export const KNOWLEDGE_SUMMARY_MAX_LENGTH = 500;
export const KNOWLEDGE_BODY_MAX_LENGTH = 50000;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const KnowledgeArticleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    /** Markdown; rendered without raw HTML. */
    body: z.string(),
    category: z.enum(GLOSSARY_CATEGORIES),
    mpuTypes: z.array(z.enum(MPU_REASONS)),
    updatedAt: z.string(),
    /** What a reader sees: the texts in the reader's language where a current version exists (the fields above stay German). */
    shown: z.object({ title: z.string(), summary: z.string(), body: z.string(), contentLanguage: ContentLanguageSchema }).optional(),
  })
  .meta({ id: 'KnowledgeArticle' });
export type KnowledgeArticle = z.infer<typeof KnowledgeArticleSchema>;

/** The articles in the viewer's scope, by the shown title in the reader's alphabetical order. */
export const KnowledgeArticlesSchema = z.object({ articles: z.array(KnowledgeArticleSchema) }).meta({ id: 'KnowledgeArticles' });
export type KnowledgeArticles = z.infer<typeof KnowledgeArticlesSchema>;

/** The admin's article modal; no MPU type picked saves ['alcohol'] (like videos and exam categories). */
export const KnowledgeArticleInputSchema = z
  .object({
    title: requiredText(KNOWLEDGE_TITLE_MAX_LENGTH),
    summary: z.string().trim().max(KNOWLEDGE_SUMMARY_MAX_LENGTH, 'TOO_LONG').default(''),
    body: requiredText(KNOWLEDGE_BODY_MAX_LENGTH),
    category: z.enum(GLOSSARY_CATEGORIES, 'REQUIRED'),
    mpuTypes: z
      .array(z.enum(MPU_REASONS))
      .max(MPU_REASONS.length)
      .refine((list) => new Set(list).size === list.length, 'DUPLICATE')
      .default([]),
    translations: translationsInputSchema({
      title: translatedRequiredText(KNOWLEDGE_TITLE_MAX_LENGTH),
      summary: translatedText(KNOWLEDGE_SUMMARY_MAX_LENGTH).default(''),
      body: translatedRequiredText(KNOWLEDGE_BODY_MAX_LENGTH),
    }),
  })
  .transform((input) => ({ ...input, mpuTypes: input.mpuTypes.length > 0 ? input.mpuTypes : ['alcohol' as const] }));
export type KnowledgeArticleInput = z.input<typeof KnowledgeArticleInputSchema>;

export const KnowledgeIdParamSchema = z.object({ id: z.uuid() });

/** The translatable fields of an article (ContentFields['article']). */
export const articleTranslationShape = { title: z.string(), summary: z.string(), body: z.string() };

/** An article in the admin's editor: the German fields and its Turkish and English versions with their status. */
export const KnowledgeAdminArticleSchema = KnowledgeArticleSchema.pick({
  id: true,
  title: true,
  summary: true,
  body: true,
  category: true,
  mpuTypes: true,
  updatedAt: true,
})
  .extend({ translations: adminTranslationsSchema(articleTranslationShape) })
  .meta({ id: 'KnowledgeAdminArticle' });
export type KnowledgeAdminArticle = z.infer<typeof KnowledgeAdminArticleSchema>;

/** Every article with its versions, by title in German alphabetical order. */
export const KnowledgeAdminArticlesSchema = z
  .object({ articles: z.array(KnowledgeAdminArticleSchema) })
  .meta({ id: 'KnowledgeAdminArticles' });
export type KnowledgeAdminArticles = z.infer<typeof KnowledgeAdminArticlesSchema>;
