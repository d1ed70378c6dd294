import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, germanSearch, mpuTypes, translatedSearch, translations, tz } from './columns';
import { glossaryCategoryEnum, mpuTypesWithinSet } from './enums';

/** 'Allgemeines Wissen zur MPU': reading articles, scoped by MPU reasons like the videos. */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    summary: text('summary').notNull().default(''),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
    category: glossaryCategoryEnum('category').notNull(),
    mpuTypes: mpuTypes(),
    translations: translations<'article'>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    search: germanSearch('title', 'summary', 'body'),
    searchTranslated: translatedSearch('title', 'summary', 'body'),
  },
  (t) => [
    check('knowledge_articles_mpu_types_check', mpuTypesWithinSet(t.mpuTypes)),
    index('knowledge_articles_mpu_types_idx').using('gin', t.mpuTypes),
    index('knowledge_articles_search_idx').using('gin', t.search),
    index('knowledge_articles_search_translated_idx').using('gin', t.searchTranslated),
  ],
);
