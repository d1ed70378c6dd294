import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, germanSearch, textList, translatedSearch, translations } from './columns';
import { glossaryCategoryEnum } from './enums';

export const lexicon = pgTable(
  'lexicon',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull().unique(),
    definition: text('definition').notNull(),
    category: glossaryCategoryEnum('category').notNull(),
    related: textList('related'),
    translations: translations<'term'>(),
    createdAt: createdAt(),
    search: germanSearch('term', 'definition'),
    searchTranslated: translatedSearch('term', 'definition'),
  },
  (t) => [index('lexicon_search_idx').using('gin', t.search), index('lexicon_search_translated_idx').using('gin', t.searchTranslated)],
);
