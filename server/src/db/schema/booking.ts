// Booking a session with a counsellor ("instructor" in the tables, as in the specification), the counsellor's
// own settings (account, session mode, availability) and the reads of a story a learner shared with them
// (docs/decisions/090-counsellors-and-invoices.md).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_PRICE_CENTS } from '@common/domain';
import type { AvailabilityRules } from '@common/domain/availability';
import { user } from './auth';
import { createdAt, tz } from './columns';

/** How a session takes place: a video call, a phone call or at an address. */
export const SESSION_MODES = ['video', 'phone', 'address'] as const;

export const instructors = pgTable('instructors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  specialization: text('specialization').notNull(),
  experience: text('experience').notNull(),
  image: text('image').notNull().default(''),
  /** The counsellor's own account (role 'counsellor'), once an administrator linked or invited one. */
  userId: text('user_id')
    .unique()
    .references(() => user.id, { onDelete: 'set null' }),
  sessionMode: text('session_mode', { enum: SESSION_MODES }).notNull().default('video'),
  /** A fixed video link the counsellor entered; '' gives each session a room under VIDEO_CALL_BASE_URL. */
  videoLink: text('video_link').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Where the session takes place, for the 'address' mode (lines separated by newlines). */
  address: text('address').notNull().default(''),
  priceCents: integer('price_cents').notNull().default(BOOKING_PRICE_CENTS),
  /** Weekly hours, session length, buffer and days off; null: the specification's five slots. */
  availability: jsonb('availability').$type<AvailabilityRules>(),
});

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
    /** The session's real start and end (date and slot are its Berlin wall clock). */
    startsAt: timestamp('starts_at', tz).notNull(),
    endsAt: timestamp('ends_at', tz).notNull(),
    priceCents: integer('price_cents').notNull().default(BOOKING_PRICE_CENTS),
    /** The mode and its place as booked: the video link, the phone number or the address. */
    sessionMode: text('session_mode', { enum: SESSION_MODES }).notNull().default('video'),
    location: text('location').notNull().default(''),
    /** What the learner wrote for the counsellor when booking. */
    learnerNote: text('learner_note').notNull().default(''),
    createdAt: createdAt(),
    /** Set when the learner, the counsellor or an admin cancels; the row stays for the lists. */
    cancelledAt: timestamp('cancelled_at', tz),
    cancelledBy: text('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    /** The counsellor's reason, told to the learner; '' when the learner or an admin cancelled. */
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The counsellor's mark after the session. */
    outcome: text('outcome', { enum: ['held', 'missed'] }),
    outcomeAt: timestamp('outcome_at', tz),
    /** Since when the learner shares the story and the saved trainer conversations with this counsellor; null: not shared. */
    storySharedAt: timestamp('story_shared_at', tz),
  },
  (t) => [
    // one live booking per instructor, date and slot: a cancelled one frees the slot
    uniqueIndex('bookings_active_slot_unique')
      .on(t.instructorId, t.date, t.slot)
      .where(sql`cancelled_at is null`),
    index('bookings_date_idx').on(t.date, t.slot),
    index('bookings_instructor_starts_idx').on(t.instructorId, t.startsAt),
    check('bookings_slot_time_check', sql`${t.slot} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('bookings_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('bookings_user_idx').on(t.userId),
  ],
);

/** Every read of a shared story by a counsellor, shown to the learner ("Ihre Beraterin hat … angesehen"). */
export const storyReads = pgTable(
  'story_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The counsellor's name at the time of the read (kept when the profile changes). */
    counsellorName: text('counsellor_name').notNull(),
    readAt: timestamp('read_at', tz).notNull().defaultNow(),
  },
  (t) => [index('story_reads_user_idx').on(t.userId, t.readAt)],
);
