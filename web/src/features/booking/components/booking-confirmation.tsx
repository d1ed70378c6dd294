// After 'Buchen': what was booked, where it happens, the invoice, and the ways on.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@common/schemas/booking';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { addMinutesToSlot, formatBookingDay, formatPrice } from '../booking-format';
import { InvoiceLinks } from './invoice-links';
import { SessionLocation, useSessionModeLabel } from './session-mode';

interface BookingConfirmationProps {
  booking: MyBooking;
  sessionMinutes: number;
  /** The id of 'Meine Termine' on the page. */
  myBookingsId: string;
  onShowMyBookings: () => void;
  onBookAnother: () => void;
}

export function BookingConfirmation({ booking, sessionMinutes, myBookingsId, onShowMyBookings, onBookAnother }: BookingConfirmationProps) {
  const { t, i18n } = useTranslation(['booking']);
  const modeLabel = useSessionModeLabel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the steps are gone: focus moves to what replaced them
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card role="region" aria-labelledby="booking-confirmation-heading" className="flex flex-col gap-5 border-green-300">
      <div className="flex flex-col gap-1">
        <h2 id="booking-confirmation-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-green-800 outline-none">
          {t('booking:confirmation.title')}
        </h2>
        <p className="text-slate-800">{t('booking:confirmation.mail')}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <dt className="font-medium text-slate-700">{t('booking:summary.instructor')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {booking.instructor.name}
          <span className="block text-sm text-slate-700">{booking.instructor.title}</span>
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.date')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">{formatBookingDay(booking.date, i18n.language)}</dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.time')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          {t('booking:summary.timeRange', { from: booking.slot, to: addMinutesToSlot(booking.slot, sessionMinutes) })}
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.mode')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">{modeLabel(booking.sessionMode)}</dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.location')}</dt>
        <dd className="mb-2 text-slate-900 sm:mb-0">
          <SessionLocation mode={booking.sessionMode} location={booking.location} />
        </dd>
        <dt className="font-medium text-slate-700">{t('booking:summary.price')}</dt>
        <dd className="text-slate-900">
          {booking.priceCents > 0 ? formatPrice(booking.priceCents, i18n.language) : t('booking:card.free')}
        </dd>
      </dl>
      {booking.invoices.length > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-slate-800">{t('booking:summary.invoice')}</p>
          <InvoiceLinks invoices={booking.invoices} />
        </div>
      )}
      {booking.storySharedAt && <p className="text-slate-800">{t('booking:confirmation.shared', { name: booking.instructor.name })}</p>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={`#${myBookingsId}`} onClick={onShowMyBookings} className={buttonClasses('primary')}>
          {t('booking:confirmation.toMyBookings')}
        </a>
        <Button variant="secondary" onClick={onBookAnother}>
          {t('booking:confirmation.bookAnother')}
        </Button>
      </div>
    </Card>
  );
}
