import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, tz } from './columns';

/** Integration keys for the CRM; only a hash of the key is stored (docs/ARCHITECTURE.md, difference 2). */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  keyLastFour: text('key_last_four').notNull(),
  expiresAt: timestamp('expires_at', tz),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /** Last authenticated request with this key (shown in the admin table). */
  lastUsedAt: timestamp('last_used_at', tz),
});
