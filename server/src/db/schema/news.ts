import { sql } from 'drizzle-orm';
import { date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const news = pgTable('news', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  body: text('body').notNull(),
  publishedOn: date('published_on')
    .notNull()
    .default(sql`CURRENT_DATE`),
  createdAt: createdAt(),
});
