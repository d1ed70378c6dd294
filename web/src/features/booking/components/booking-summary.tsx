// Step 4 of the booking page: everything that is booked, what it costs and how it is paid, and the button.
import { useTranslation } from 'react-i18next';
import { CANCEL_MIN_HOURS_AHEAD, type BookingSlot, type Instructor } from '@common/schemas/booking';
import { Button } from '../../../components/ui/button';
import { addMinutesToSlot, formatBookingDay, formatPrice } from '../booking-format';
import { AddressLines, useSessionModeLabel } from './session-mode';

interface BookingSummaryProps {
  instructor: Instructor;
  date: string;
  slot: BookingSlot;
  shareStory: boolean;
  issuesInvoice: boolean;
  isBooking: boolean;
  /** false until the checkout is known (address and invoice). */
  canBook: boolean;
  onBook: () => void;
}

export function BookingSummary({ instructor, date, slot, shareStory, issuesInvoice, isBooking, canBook, onBook }: BookingSummaryProps) {
  const { t, i18n } = useTranslation(['booking']);
  const modeLabel = useSessionModeLabel();
  const isPaid = instructor.priceCents > 0;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <dt className="font-medium text-slate-700">{t('booking:summary.instructor')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {instructor.name}
          <span className="block text-sm text-slate-700">{instructor.title}</span>
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.date')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">{formatBookingDay(date, i18n.language)}</dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.time')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {t('booking:summary.timeRange', { from: slot, to: addMinutesToSlot(slot, instructor.sessionMinutes) })}{' '}
          <span className="text-slate-700">({t('booking:card.minutes', { count: instructor.sessionMinutes })})</span>
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.mode')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {modeLabel(instructor.sessionMode)}
          {instructor.sessionMode === 'address' && instructor.place.trim() && <AddressLines text={instructor.place} />}
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.price')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {isPaid ? formatPrice(instructor.priceCents, i18n.language) : t('booking:card.free')}
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.share')}</dt>
        <dd className="text-slate-900">{shareStory ? t('booking:summary.shareYes') : t('booking:summary.shareNo')}</dd>
      </dl>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {isPaid && issuesInvoice && <li>{t('booking:summary.invoice')}</li>}
        <li>{t('booking:card.cancellation', { hours: CANCEL_MIN_HOURS_AHEAD })}</li>
      </ul>
      <div>
        {/* a paid booking is a contract: the button says so (§ 312j BGB) */}
        <Button onClick={onBook} loading={isBooking} disabled={!canBook} className="w-full sm:w-auto">
          {isPaid ? t('booking:summary.bookPaid') : t('booking:summary.book')}
        </Button>
      </div>
    </div>
  );
}
