import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@common/schemas/booking';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { getBookingErrorKey } from '../api/booking-messages';
import { useCancelBooking } from '../api/cancel-booking';
import { useMyBookings } from '../api/my-bookings-query';
import { useShareStory } from '../api/share-story';
import { formatBookingDay } from '../booking-format';
import { MyBookingItem } from './my-booking-item';

export const MY_BOOKINGS_HEADING_ID = 'my-bookings-heading';

type Key = TranslationKey<'booking'>;

interface MyBookingsProps {
  /** The section's id (the confirmation links to it). */
  id?: string;
  onSuccess: (key: Key) => void;
  onError: (key: Key) => void;
}

/** The invoice a cancellation would cancel (the booking's own, not yet cancelled). */
const standingInvoiceOf = (booking: MyBooking) =>
  booking.invoices.find((invoice) => invoice.kind === 'invoice' && !invoice.cancelledByNumber) ?? null;

/**
 * 'Meine Termine': upcoming and past bookings with where they happen, their invoices and whether the
 * story is shared (and who read it when). An upcoming one can be cancelled more than 24 hours ahead.
 */
export function MyBookings({ id, onSuccess, onError }: MyBookingsProps) {
  const { t, i18n } = useTranslation(['booking']);
  const bookings = useMyBookings();
  const cancel = useCancelBooking();
  const share = useShareStory();
  const [toCancel, setToCancel] = useState<MyBooking | null>(null);
  const [toUnshare, setToUnshare] = useState<MyBooking | null>(null);

  function confirmCancel(booking: MyBooking) {
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setToCancel(null);
        onSuccess('booking:success.cancelled');
      },
      onError: (error) => {
        setToCancel(null);
        onError(getBookingErrorKey(error, 'cancel'));
      },
    });
  }

  function changeSharing(booking: MyBooking, isShared: boolean) {
    share.mutate(
      { id: booking.id, share: isShared },
      {
        onSuccess: () => {
          setToUnshare(null);
          onSuccess(isShared ? 'booking:success.shared' : 'booking:success.unshared');
        },
        onError: (error) => {
          setToUnshare(null);
          onError(getBookingErrorKey(error, isShared ? 'share' : 'unshare'));
        },
      },
    );
  }

  function renderList(items: MyBooking[], emptyText: string, isUpcoming: boolean) {
    if (items.length === 0) return <p className="text-slate-700">{emptyText}</p>;
    return (
      <ul className="flex flex-col gap-3">
        {items.map((booking) => (
          <MyBookingItem
            key={booking.id}
            booking={booking}
            isUpcoming={isUpcoming}
            isSharing={share.isPending && share.variables.id === booking.id}
            onCancel={() => setToCancel(booking)}
            onShare={() => changeSharing(booking, true)}
            onUnshare={() => setToUnshare(booking)}
          />
        ))}
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

  const cancelInvoice = toCancel ? standingInvoiceOf(toCancel) : null;
  return (
    <section id={id} aria-labelledby={MY_BOOKINGS_HEADING_ID} className="flex scroll-mt-4 flex-col gap-4">
      <h2 id={MY_BOOKINGS_HEADING_ID} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-900 outline-none">
        {t('booking:mine.title')}
      </h2>
      {content}
      <ConfirmDialog
        open={toCancel !== null}
        title={t('booking:mine.confirmTitle')}
        description={
          toCancel ? (
            <>
              <span className="block">
                {t('booking:mine.confirmQuestion', {
                  date: formatBookingDay(toCancel.date, i18n.language),
                  time: toCancel.slot,
                  name: toCancel.instructor.name,
                })}
              </span>
              {cancelInvoice && <span className="mt-2 block">{t('booking:mine.confirmInvoice', { number: cancelInvoice.number })}</span>}
            </>
          ) : (
            ''
          )
        }
        confirmLabel={t('booking:mine.confirm')}
        isPending={cancel.isPending}
        onConfirm={() => toCancel && confirmCancel(toCancel)}
        onClose={() => setToCancel(null)}
      />
      <ConfirmDialog
        open={toUnshare !== null}
        title={t('booking:share.stopTitle')}
        description={toUnshare ? t('booking:share.stopQuestion', { name: toUnshare.instructor.name }) : ''}
        confirmLabel={t('booking:share.stop')}
        isPending={share.isPending}
        onConfirm={() => toUnshare && changeSharing(toUnshare, false)}
        onClose={() => setToUnshare(null)}
      />
    </section>
  );
}
