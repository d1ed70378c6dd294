// Booking a one-to-one session (/dashboard/book-session), 'Meine Termine' and the admin's 'Buchungen'
// tab. Dates are calendar dates in Europe/Berlin (YYYY-MM-DD); slots are the spec's start times.
import { z } from 'zod';
import { BOOKING_SLOTS } from '../domain/value-sets';

export const BOOKING_TIME_ZONE = 'Europe/Berlin';
/** The spec's 13:00 slot is shown but never bookable. */
export const ALWAYS_UNAVAILABLE_SLOTS: readonly string[] = ['13:00'];
/** How far ahead a session can be booked (about six months). */
export const BOOKING_MAX_DAYS_AHEAD = 183;
/** A learner cancels only more than this long before the start. */
export const CANCEL_MIN_HOURS_AHEAD = 24;
export const SESSION_MINUTES = 60;

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
const instructorId = z.string().trim().min(1, 'REQUIRED').max(100, 'TOO_LONG');

export const BookingSlotSchema = z.enum(BOOKING_SLOTS);
export type BookingSlot = z.infer<typeof BookingSlotSchema>;

export const InstructorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    title: z.string(),
    specialization: z.string(),
    experience: z.string(),
    /** An image address, or '' for none. */
    image: z.string(),
  })
  .meta({ id: 'Instructor' });
export type Instructor = z.infer<typeof InstructorSchema>;

export const InstructorListSchema = z.object({ items: z.array(InstructorSchema) }).meta({ id: 'InstructorList' });
export type InstructorList = z.infer<typeof InstructorListSchema>;

/** An instructor in the admin's 'Buchungen' tab: the learner's fields and whether it is still a starter-content profile to replace. */
export const AdminInstructorSchema = InstructorSchema.extend({ isStarterContent: z.boolean() }).meta({ id: 'AdminInstructor' });
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
});
export type InstructorInput = z.infer<typeof InstructorInputSchema>;

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

export const BookingInputSchema = z.object({ instructorId, date: calendarDate, slot: BookingSlotSchema });
export type BookingInput = z.infer<typeof BookingInputSchema>;

export const BookingIdParamSchema = z.object({ id: z.uuid() });

export const MyBookingSchema = z
  .object({
    id: z.string(),
    instructor: z.object({ id: z.string(), name: z.string(), title: z.string() }),
    date: z.string(),
    slot: BookingSlotSchema,
    priceCents: z.number().int(),
    /** ISO timestamp, or null while the booking stands. */
    cancelledAt: z.string().nullable(),
    /** Whether the learner may still cancel it (standing, and more than 24 hours ahead). */
    canCancel: z.boolean(),
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
  })
  .meta({ id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof AdminBookingSchema>;

/** By date and slot. */
export const AdminBookingListSchema = z.object({ items: z.array(AdminBookingSchema) }).meta({ id: 'AdminBookingList' });
export type AdminBookingList = z.infer<typeof AdminBookingListSchema>;
