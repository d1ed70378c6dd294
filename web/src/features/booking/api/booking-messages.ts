// Error codes of the booking API to German (and Turkish, English) sentences; anything unknown gets
// the action's general 'konnte nicht …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type BookingAction = 'book' | 'cancel' | 'saveInstructor';

type Key = TranslationKey<'booking'>;

const FAILED: Record<BookingAction, Key> = {
  book: 'booking:errors.book',
  cancel: 'booking:errors.cancel',
  saveInstructor: 'booking:errors.saveInstructor',
};

/** Someone else was faster (or the slot closed): the page refreshes the slot list. */
export function isSlotGone(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE');
}

export function getBookingErrorKey(error: unknown, action: BookingAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (isSlotGone(error)) return 'booking:errors.slotGone';
  if (error.code === 'TOO_LATE_TO_CANCEL') return 'booking:errors.tooLate';
  if (error.code === 'BOOKING_NOT_FOUND') return 'booking:errors.notFound';
  if (error.code === 'ALREADY_CANCELLED') return 'booking:errors.alreadyCancelled';
  if (error.code === 'DATE_NOT_BOOKABLE') return 'booking:errors.date';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (error.fields.image === 'URL') return 'booking:errors.imageUrl';
    if (Object.values(error.fields).includes('REQUIRED')) return 'booking:errors.requiredAll';
  }
  return FAILED[action];
}
