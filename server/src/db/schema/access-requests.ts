import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_REQUEST_STATUSES } from '@common/domain';
import { user } from './auth';
import { tz } from './columns';
import { pageKeyEnum } from './enums';

export const accessRequestStatusEnum = pgEnum('access_request_status', ACCESS_REQUEST_STATUSES);

/**
 * 'Freischaltung anfragen' (docs/ARCHITECTURE.md, difference 9): one row per learner and page; asking
 * again after a refusal opens the same row again.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    page: pageKeyEnum('page').notNull(),
    status: accessRequestStatusEnum('status').notNull().default('open'),
    requestedAt: timestamp('requested_at', tz).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', tz),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [unique('access_requests_user_page_unique').on(t.userId, t.page), index('access_requests_status_idx').on(t.status, t.requestedAt)],
);
