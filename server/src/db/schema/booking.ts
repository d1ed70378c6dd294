// Booking a session with an instructor.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_PRICE_CENTS, BOOKING_SLOTS } from '@common/domain';
import { user } from './auth';
import { createdAt } from './columns';

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
  },
  (t) => [
    unique('bookings_instructor_date_slot_unique').on(t.instructorId, t.date, t.slot),
    check('bookings_slot_check', sql`${t.slot} = ANY (${slotList})`),
    index('bookings_user_idx').on(t.userId),
  ],
);
