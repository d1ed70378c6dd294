import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_AUDIT_ACTIONS } from '@common/domain';
import { pgEnum } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const adminAuditActionEnum = pgEnum('admin_audit_action', ADMIN_AUDIT_ACTIONS);

/** Every admin action on a user account: who, what, on whom, when, which fields (never secrets). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: adminAuditActionEnum('action').notNull(),
    // no foreign key: the entry outlives a deleted target
    targetId: text('target_id').notNull(),
    targetEmail: text('target_email').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt), index('admin_audit_log_target_idx').on(t.targetId)],
);
