import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, translations } from './columns';

export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    body: text('body').notNull(),
    publishedOn: date('published_on')
      .notNull()
      .default(sql`CURRENT_DATE`),
    /** Unpublished news stay for the admin and are hidden from learners and the dashboard. */
    published: boolean('published').notNull().default(true),
    translations: translations<'news'>(),
    createdAt: createdAt(),
  },
  (t) => [index('news_published_on_idx').on(t.publishedOn)],
);
