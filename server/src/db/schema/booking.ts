// Booking a session with an instructor.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_PRICE_CENTS, BOOKING_SLOTS } from '@common/domain';
import { user } from './auth';
import { createdAt, tz } from './columns';

export const instructors = pgTable('instructors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  specialization: text('specialization').notNull(),
  experience: text('experience').notNull(),
  image: text('image').notNull().default(''),
});

const slotList = sql.raw(`ARRAY[${BOOKING_SLOTS.map((s) => `'${s}'`).join(', ')}]::text[]`);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instructorId: text('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'restrict' }),
    date: date('date').notNull(),
    slot: text('slot').notNull(),
    priceCents: integer('price_cents').notNull().default(BOOKING_PRICE_CENTS),
    createdAt: createdAt(),
    /** Set when the learner or an admin cancels; the row stays for 'Meine Termine' and the admin list. */
    cancelledAt: timestamp('cancelled_at', tz),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    // one live booking per instructor, date and slot: a cancelled one frees the slot
    uniqueIndex('bookings_active_slot_unique')
      .on(t.instructorId, t.date, t.slot)
      .where(sql`cancelled_at is null`),
    index('bookings_date_idx').on(t.date, t.slot),
    check('bookings_slot_check', sql`${t.slot} = ANY (${slotList})`),
    index('bookings_user_idx').on(t.userId),
  ],
);
