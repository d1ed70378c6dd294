// Error codes of the booking API to German (and Turkish, English) sentences; anything unknown gets
// the action's general 'konnte nicht …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type BookingAction = 'book' | 'cancel' | 'saveInstructor' | 'share' | 'unshare';

type Key = TranslationKey<'booking'>;

const FAILED: Record<BookingAction, Key> = {
  book: 'booking:errors.book',
  cancel: 'booking:errors.cancel',
  saveInstructor: 'booking:errors.saveInstructor',
  share: 'booking:errors.share',
  unshare: 'booking:errors.unshare',
};

/** Someone else was faster (or the slot closed): the page refreshes the slot list. */
export function isSlotGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');
}

/** The slots answer for a day the counsellor does not work (no hours, a day off): not an error for the learner. */
export function isDayWithoutHours(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'DATE_NOT_BOOKABLE' &&
    (error.fields?.date === 'NO_HOURS' || error.fields?.date === 'DAY_OFF' || error.fields?.date === 'WEEKEND')
  );
}

export const BILLING_ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;
export type BillingAddressField = (typeof BILLING_ADDRESS_FIELDS)[number];

/** 'billingAddress.street: REQUIRED' and the like, per field of the address form. */
export function getBillingAddressErrors(error: unknown): Partial<Record<BillingAddressField, string>> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const errors: Partial<Record<BillingAddressField, string>> = {};
  for (const field of BILLING_ADDRESS_FIELDS) {
    const code = error.fields[`billingAddress.${field}`];
    if (code) errors[field] = code;
  }
  return errors;
}

/** A field code ('REQUIRED', 'TOO_LONG') of the address form or the note as a sentence. */
export function getFieldErrorKey(code: string): Key {
  return code === 'TOO_LONG' ? 'booking:errors.fieldTooLong' : 'booking:errors.fieldRequired';
}

export function getBookingErrorKey(error: unknown, action: BookingAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (isSlotGone(error)) return 'booking:errors.slotGone';
  if (error.code === 'BILLING_ADDRESS_REQUIRED') return 'booking:errors.billingAddress';
  if (error.code === 'TOO_LATE_TO_CANCEL') return 'booking:errors.tooLate';
  if (error.code === 'BOOKING_NOT_FOUND') return 'booking:errors.notFound';
  if (error.code === 'ALREADY_CANCELLED') return 'booking:errors.alreadyCancelled';
  if (error.code === 'INSTRUCTOR_NOT_FOUND') return 'booking:errors.instructorGone';
  if (error.code === 'DATE_NOT_BOOKABLE') {
    if (error.fields?.date === 'PAST') return 'booking:date.past';
    if (error.fields?.date === 'TOO_FAR') return 'booking:date.tooFar';
    return 'booking:errors.date';
  }
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('billingAddress.'))) return 'booking:errors.billingAddress';
    if (error.fields.note === 'TOO_LONG') return 'booking:errors.noteTooLong';
    if (error.fields.image === 'URL') return 'booking:errors.imageUrl';
    if (Object.values(error.fields).includes('REQUIRED')) return 'booking:errors.requiredAll';
  }
  return FAILED[action];
}
