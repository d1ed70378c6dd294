// Booking a one-to-one session (/dashboard/book-session), 'Meine Termine' and the admin's 'Buchungen'
// tab. Dates are calendar dates in Europe/Berlin (YYYY-MM-DD); slots are the spec's start times.
import { z } from 'zod';
import { MPU_REASONS } from '../domain/mpu-reasons';
import { InvoiceSummarySchema } from './invoices';

export const BOOKING_TIME_ZONE = 'Europe/Berlin';
/** How far ahead a session can be booked (about six months). */
export const BOOKING_MAX_DAYS_AHEAD = 183;
/** A learner cancels only more than this long before the start. */
export const CANCEL_MIN_HOURS_AHEAD = 24;

export const INSTRUCTOR_TEXT_MAX_LENGTH = 500;
export const INSTRUCTOR_IMAGE_MAX_LENGTH = 2000;

/** YYYY-MM-DD naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Saturday or Sunday: no sessions. */
export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The calendar date and wall-clock time in Berlin at `now` ('2026-11-23', '20:26'). */
export function berlinDateTime(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BOOKING_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** `isoDate` plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const calendarDate = z.string().trim().min(1, 'REQUIRED').refine(isCalendarDate, 'DATE');
const instructorId = z
  .string()
  .trim()
  .min(1, 'REQUIRED')
  .max(100, 'TOO_LONG')
  .regex(/^[A-Za-z0-9_-]+$/, 'INVALID');

/** A slot's Berlin start time, 'HH:MM' (the counsellor's availability decides which exist). */
export const BookingSlotSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'TIME');
export type BookingSlot = z.infer<typeof BookingSlotSchema>;

/** How a session takes place. */
export const SESSION_MODES = ['video', 'phone', 'address'] as const;
export const SessionModeSchema = z.enum(SESSION_MODES);
export type SessionMode = z.infer<typeof SessionModeSchema>;

export const InstructorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    specialization: z.string(),
    experience: z.string(),
    /** An image address, or '' for none. */
    image: z.string(),
    sessionMode: SessionModeSchema,
    /** The address for the 'address' mode (lines separated by newlines); '' otherwise (links and numbers come with the booking). */
    place: z.string(),
    priceCents: z.number().int(),
    sessionMinutes: z.number().int(),
  })
  .meta({ id: 'Instructor' });
export type Instructor = z.infer<typeof InstructorSchema>;

export const InstructorListSchema = z.object({ items: z.array(InstructorSchema) }).meta({ id: 'InstructorList' });
export type InstructorList = z.infer<typeof InstructorListSchema>;

/** An instructor in the admin's 'Buchungen' tab: the learner's fields and whether it is still a starter-content profile to replace. */
export const AdminInstructorSchema = InstructorSchema.extend({
  isStarterContent: z.boolean(),
  /** The counsellor's own account, once linked or invited; null: only the admin manages this profile. */
  account: z.object({ userId: z.string(), email: z.string() }).nullable(),
}).meta({ id: 'AdminInstructor' });
export type AdminInstructor = z.infer<typeof AdminInstructorSchema>;

export const AdminInstructorListSchema = z.object({ items: z.array(AdminInstructorSchema) }).meta({ id: 'AdminInstructorList' });
export type AdminInstructorList = z.infer<typeof AdminInstructorListSchema>;

const instructorText = z.string().trim().min(1, 'REQUIRED').max(INSTRUCTOR_TEXT_MAX_LENGTH, 'TOO_LONG');
export const InstructorInputSchema = z.object({
  name: instructorText,
  title: instructorText,
  specialization: instructorText,
  experience: instructorText,
  image: z
    .string()
    .trim()
    .max(INSTRUCTOR_IMAGE_MAX_LENGTH, 'TOO_LONG')
    .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value), 'URL'),
  /** 0 for a free session; at most 10,000 €. */
  priceCents: z.number('REQUIRED').int('RANGE').min(0, 'RANGE').max(1_000_000, 'RANGE'),
});
export type InstructorInput = z.infer<typeof InstructorInputSchema>;

/** Admin: link the profile to an existing account, or invite a new one, by e-mail. */
export const InstructorAccountInputSchema = z.object({ email: z.email('EMAIL').trim().toLowerCase().max(254, 'TOO_LONG') });
export type InstructorAccountInput = z.infer<typeof InstructorAccountInputSchema>;

export const InstructorAccountResultSchema = z
  .object({ status: z.enum(['linked', 'invited']), instructor: AdminInstructorSchema })
  .meta({ id: 'InstructorAccountResult' });
export type InstructorAccountResult = z.infer<typeof InstructorAccountResultSchema>;

export const InstructorIdParamSchema = z.object({ id: instructorId });

export const SlotQuerySchema = z.object({ instructorId, date: calendarDate });
export type SlotQuery = z.infer<typeof SlotQuerySchema>;

export const SlotStatusSchema = z.enum(['available', 'taken', 'unavailable']);
export type SlotStatus = z.infer<typeof SlotStatusSchema>;

export const SlotListSchema = z
  .object({
    instructorId: z.string(),
    date: z.string(),
    slots: z.array(z.object({ slot: BookingSlotSchema, status: SlotStatusSchema })),
  })
  .meta({ id: 'SlotList' });
export type SlotList = z.infer<typeof SlotListSchema>;

export const BOOKING_NOTE_MAX_LENGTH = 1000;

/** The address an invoice is made out to; saved to Persönliche Daten when given at booking. */
export const BillingAddressSchema = z.object({
  firstName: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  lastName: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
  street: z.string().trim().min(1, 'REQUIRED').max(200, 'TOO_LONG'),
  postalCode: z.string().trim().min(1, 'REQUIRED').max(20, 'TOO_LONG'),
  city: z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG'),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

export const BookingInputSchema = z.object({
  instructorId,
  date: calendarDate,
  slot: BookingSlotSchema,
  /** For the counsellor: what the learner wants to talk about. */
  note: z.string().trim().max(BOOKING_NOTE_MAX_LENGTH, 'TOO_LONG').default(''),
  /** Share the MPU story and the saved trainer conversations with this counsellor (off unless chosen). */
  shareStory: z.boolean().default(false),
  /** Required when an invoice is issued and Persönliche Daten lack a name or address (400 BILLING_ADDRESS_REQUIRED). */
  billingAddress: BillingAddressSchema.optional(),
});
export type BookingInput = z.input<typeof BookingInputSchema>;

/** What the booking form needs to know before 'Buchen'. */
export const BookingCheckoutSchema = z
  .object({
    /** Whether booking issues an invoice (the operator saved the billing details). */
    issuesInvoice: z.boolean(),
    /** From Persönliche Daten; null fields are missing. */
    billingAddress: z.object({
      firstName: z.string(),
      lastName: z.string(),
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
    }),
    isBillingAddressComplete: z.boolean(),
    /** What sharing would show the counsellor: the story (when consented and begun) and the saved conversations. */
    shareable: z.object({ hasStory: z.boolean(), transcriptCount: z.number().int() }),
  })
  .meta({ id: 'BookingCheckout' });
export type BookingCheckout = z.infer<typeof BookingCheckoutSchema>;

export const StoryShareInputSchema = z.object({ share: z.boolean('REQUIRED') });
export type StoryShareInput = z.infer<typeof StoryShareInputSchema>;

export const BookingIdParamSchema = z.object({ id: z.uuid() });

export const MyBookingSchema = z
  .object({
    id: z.string(),
    instructor: z.object({ id: z.string(), name: z.string(), title: z.string() }),
    date: z.string(),
    slot: BookingSlotSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    priceCents: z.number().int(),
    sessionMode: SessionModeSchema,
    /** The video link, the counsellor's phone number or the address. */
    location: z.string(),
    learnerNote: z.string(),
    /** ISO timestamp, or null while the booking stands. */
    cancelledAt: z.string().nullable(),
    cancelledBy: z.enum(['learner', 'counsellor', 'admin']).nullable(),
    /** The counsellor's reason; '' otherwise. */
    cancelReason: z.string(),
    outcome: z.enum(['held', 'missed']).nullable(),
    /** Whether the learner may still cancel it (standing, and more than 24 hours ahead). */
    canCancel: z.boolean(),
    /** Since when the story is shared with this counsellor; null: not shared. */
    storySharedAt: z.string().nullable(),
    /** The counsellor's reads of the shared story, newest first. */
    storyReads: z.array(z.object({ readAt: z.string(), counsellorName: z.string() })),
    /** The invoice and, after a cancellation, the cancellation invoice. */
    invoices: z.array(InvoiceSummarySchema),
  })
  .meta({ id: 'MyBooking' });
export type MyBooking = z.infer<typeof MyBookingSchema>;

/** Upcoming: soonest first; past: latest first. */
export const MyBookingsSchema = z.object({ upcoming: z.array(MyBookingSchema), past: z.array(MyBookingSchema) }).meta({ id: 'MyBookings' });
export type MyBookings = z.infer<typeof MyBookingsSchema>;

export const AdminBookingQuerySchema = z.object({ from: calendarDate, to: calendarDate });
export type AdminBookingQuery = z.infer<typeof AdminBookingQuerySchema>;

export const AdminBookingSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    slot: BookingSlotSchema,
    instructor: z.object({ id: z.string(), name: z.string() }),
    learner: z.object({
      id: z.string(),
      /** First and last name from Persönliche Daten; '' when the learner has not given one. */
      name: z.string(),
      email: z.string(),
    }),
    priceCents: z.number().int(),
    createdAt: z.string(),
    cancelledAt: z.string().nullable(),
    outcome: z.enum(['held', 'missed']).nullable(),
  })
  .meta({ id: 'AdminBooking' });

/** A booking as the counsellor sees it in "Meine Termine". */
export const CounsellorBookingSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    slot: BookingSlotSchema,
    startsAt: z.string(),
    endsAt: z.string(),
    learner: z.object({
      /** First and last name from Persönliche Daten, else the e-mail. */
      name: z.string(),
      email: z.string(),
      reasons: z.array(z.enum(MPU_REASONS)),
    }),
    learnerNote: z.string(),
    sessionMode: SessionModeSchema,
    location: z.string(),
    cancelledAt: z.string().nullable(),
    cancelledBy: z.enum(['learner', 'counsellor', 'admin']).nullable(),
    cancelReason: z.string(),
    outcome: z.enum(['held', 'missed']).nullable(),
    /** Standing and not begun. */
    canCancel: z.boolean(),
    /** Standing and begun: held or missed can be marked. */
    canMarkOutcome: z.boolean(),
    /** Null unless the learner shares the story with this counsellor now. */
    storySharedAt: z.string().nullable(),
  })
  .meta({ id: 'CounsellorBooking' });
export type CounsellorBooking = z.infer<typeof CounsellorBookingSchema>;

export const CounsellorBookingListSchema = z
  .object({ counsellor: z.object({ id: z.string(), name: z.string() }), items: z.array(CounsellorBookingSchema) })
  .meta({ id: 'CounsellorBookingList' });
export type CounsellorBookingList = z.infer<typeof CounsellorBookingListSchema>;

export const CounsellorCancelInputSchema = z.object({ reason: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(500, 'TOO_LONG') });
export type CounsellorCancelInput = z.infer<typeof CounsellorCancelInputSchema>;

export const SessionOutcomeInputSchema = z.object({ outcome: z.enum(['held', 'missed'], 'REQUIRED') });
export type SessionOutcomeInput = z.infer<typeof SessionOutcomeInputSchema>;
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

/** By date and slot. */
export const AdminBookingListSchema = z.object({ items: z.array(AdminBookingSchema) }).meta({ id: 'AdminBookingList' });
export type AdminBookingList = z.infer<typeof AdminBookingListSchema>;
