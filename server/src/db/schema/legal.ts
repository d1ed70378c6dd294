import { pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LEGAL_PAGE_KINDS } from '@common/schemas/legal';
import { user } from './auth';
import { tz } from './columns';

export const legalPageKindEnum = pgEnum('legal_page_kind', LEGAL_PAGE_KINDS);

/**
 * The operator's Impressum and Datenschutzerklärung, edited in the admin console
 * (docs/decisions/059-legal-pages-edited-in-the-console.md). A missing row means the shipped German
 * template is shown.
 */
export const legalPages = pgTable('legal_pages', {
  kind: legalPageKindEnum('kind').primaryKey(),
  /** Markdown, rendered without raw HTML. */
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
});
