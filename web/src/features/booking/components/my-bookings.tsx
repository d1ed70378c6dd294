import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@common/schemas/booking';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { getBookingErrorKey } from '../api/booking-messages';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/my-bookings-query';
import { formatBookingDate } from '../booking-format';

interface MyBookingsProps {
  onCancelled: () => void;
  onError: (key: ReturnType<typeof getBookingErrorKey>) => void;
}

/** 'Meine Termine': upcoming and past bookings; an upcoming one can be cancelled more than 24 hours ahead. */
export function MyBookings({ onCancelled, onError }: MyBookingsProps) {
  const { t, i18n } = useTranslation(['booking']);
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<MyBooking | null>(null);

  function confirmCancel(booking: MyBooking) {
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setToCancel(null);
        onCancelled();
      },
      onError: (error) => {
        setToCancel(null);
        onError(getBookingErrorKey(error, 'cancel'));
      },
    });
  }

  function renderList(items: MyBooking[], emptyText: string, canAct: boolean) {
    if (items.length === 0) return <p className="text-slate-700">{emptyText}</p>;
    return (
      <ul className="flex flex-col gap-3">
        {items.map((booking) => {
          const hintId = `cancel-hint-${booking.id}`;
          return (
            <li
              key={booking.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">
                  {t('booking:mine.at', { date: formatBookingDate(booking.date, i18n.language), time: booking.slot })}
                </span>
                <span className="text-slate-700">{t('booking:mine.with', { name: booking.instructor.name })}</span>
                {booking.cancelledAt && (
                  <span>
                    <Badge variant="neutral">{t('booking:mine.cancelled')}</Badge>
                  </span>
                )}
              </div>
              {canAct && !booking.cancelledAt && (
                <div className="flex flex-col gap-1 sm:items-end">
                  <Button
                    variant="danger-secondary"
                    size="sm"
                    disabled={!booking.canCancel}
                    aria-describedby={booking.canCancel ? undefined : hintId}
                    onClick={() => setToCancel(booking)}
                  >
                    {t('booking:mine.cancel')}
                  </Button>
                  {!booking.canCancel && (
                    <p id={hintId} className="text-sm text-slate-700">
                      {t('booking:mine.cancelTooLate')}
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  let content: ReactNode;
  if (bookings.isPending) content = <Spinner label={t('booking:loading')} showLabel className="py-4" />;
  else if (bookings.isError)
    content = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void bookings.refetch()} isRetrying={bookings.isFetching}>
        {t('booking:mine.loadError')}
      </LoadErrorBanner>
    );
  else
    content = (
      <div className="flex flex-col gap-6">
        <section aria-labelledby="upcoming-heading" className="flex flex-col gap-3">
          <h3 id="upcoming-heading" className="text-lg font-semibold text-slate-900">
            {t('booking:mine.upcoming')}
          </h3>
          {renderList(bookings.data.upcoming, t('booking:mine.emptyUpcoming'), true)}
        </section>
        <section aria-labelledby="past-heading" className="flex flex-col gap-3">
          <h3 id="past-heading" className="text-lg font-semibold text-slate-900">
            {t('booking:mine.past')}
          </h3>
          {renderList(bookings.data.past, t('booking:mine.emptyPast'), false)}
        </section>
      </div>
    );

  return (
    <section aria-labelledby="my-bookings-heading" className="flex flex-col gap-4">
      <h2 id="my-bookings-heading" className="text-xl font-bold tracking-tight text-slate-900">
        {t('booking:mine.title')}
      </h2>
      {content}
      <ConfirmDialog
        open={toCancel !== null}
        title={t('booking:mine.confirmTitle')}
        description={
          toCancel
            ? t('booking:mine.confirmQuestion', {
                date: formatBookingDate(toCancel.date, i18n.language),
                time: toCancel.slot,
                name: toCancel.instructor.name,
              })
            : ''
        }
        confirmLabel={t('booking:mine.confirm')}
        isPending={cancel.isPending}
        onConfirm={() => toCancel && confirmCancel(toCancel)}
        onClose={() => setToCancel(null)}
      />
    </section>
  );
}
