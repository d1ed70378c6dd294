import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, isCalendarDate, type AdminBooking, type AdminInstructor } from '@common/schemas/booking';
import { Badge } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useCancelBookingAsAdmin } from '../api/admin-cancel-booking';
import { useAdminBookings } from '../api/admin-bookings-query';
import { getBookingErrorKey } from '../api/booking-messages';
import { useAdminInstructors } from '../api/admin-instructors-query';
import { formatBookingDate, formatPrice, todayInBerlin } from '../booking-format';
import { InstructorEditorDialog } from './instructor-editor-dialog';
import '../locales';

/**
 * The admin console's 'Buchungen' tab: bookings of a date range (cancel with a confirmation) and the instructors with
 * their session mode, price and account (edit, link an account, session mode and times).
 */
export function BookingManagement() {
  const { t, i18n } = useTranslation(['booking']);
  const [from, setFrom] = useState(todayInBerlin);
  const [to, setTo] = useState(() => addDays(todayInBerlin(), 30));
  const isRangeValid = isCalendarDate(from) && isCalendarDate(to) && from <= to;
  const bookings = useAdminBookings(from, to, isRangeValid);
  const instructors = useAdminInstructors();
  const cancel = useCancelBookingAsAdmin();
  const [toCancel, setToCancel] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<AdminInstructor | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'booking'>>();
  const dateOf = (iso: string) => formatBookingDate(iso, i18n.language);

  function confirmCancel(booking: AdminBooking) {
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setToCancel(null);
        say('success', 'booking:success.cancelled');
      },
      onError: (error) => {
        setToCancel(null);
        say('error', getBookingErrorKey(error, 'cancel'));
      },
    });
  }

  let list: ReactNode;
  if (!isRangeValid) list = null;
  else if (bookings.isPending) list = <Spinner label={t('booking:loading')} showLabel className="justify-center py-6" />;
  else if (bookings.isError)
    list = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void bookings.refetch()} isRetrying={bookings.isFetching}>
        {t('booking:admin.loadError')}
      </LoadErrorBanner>
    );
  else if (bookings.data.items.length === 0) list = <EmptyState title={t('booking:admin.empty')} />;
  else
    list = (
      <ul className="flex flex-col gap-3" aria-label={t('booking:admin.title')}>
        {bookings.data.items.map((booking) => (
          <li
            key={booking.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium text-slate-700">{t('booking:admin.columns.date')}</dt>
              <dd className="font-semibold text-slate-900">{`${dateOf(booking.date)}, ${booking.slot}`}</dd>
              <dt className="font-medium text-slate-700">{t('booking:admin.columns.learner')}</dt>
              <dd className="[overflow-wrap:anywhere] text-slate-900">
                {booking.learner.name ? (
                  <>
                    <span className="block font-semibold">{booking.learner.name}</span>
                    <span className="block text-slate-700">{booking.learner.email}</span>
                  </>
                ) : (
                  booking.learner.email
                )}
              </dd>
              <dt className="font-medium text-slate-700">{t('booking:admin.columns.instructor')}</dt>
              <dd className="text-slate-900">{booking.instructor.name}</dd>
              <dt className="font-medium text-slate-700">{t('booking:admin.columns.status')}</dt>
              <dd>
                <Badge variant={booking.cancelledAt ? 'neutral' : 'success'}>
                  {booking.cancelledAt ? t('booking:admin.cancelled') : t('booking:admin.standing')}
                </Badge>
              </dd>
            </dl>
            {!booking.cancelledAt && (
              <Button
                variant="danger-secondary"
                size="sm"
                className="self-start sm:self-center"
                aria-label={t('booking:admin.cancelLabel', {
                  name: booking.learner.name || booking.learner.email,
                  date: dateOf(booking.date),
                  time: booking.slot,
                })}
                onClick={() => {
                  clearFeedback();
                  setToCancel(booking);
                }}
              >
                {t('booking:admin.cancel')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="admin-bookings-heading" className="flex flex-col gap-4">
        <h2 id="admin-bookings-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {t('booking:admin.title')}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <TextField type="date" label={t('booking:admin.from')} value={from} onChange={(event) => setFrom(event.target.value)} />
          <TextField
            type="date"
            label={t('booking:admin.to')}
            value={to}
            min={from}
            error={isCalendarDate(from) && isCalendarDate(to) && from > to ? t('booking:admin.rangeError') : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div aria-busy={bookings.isFetching || undefined}>{list}</div>
      </section>

      <LiveRegion className="sticky bottom-4 z-20">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
            {t(feedback.messageKey)}
          </Banner>
        )}
      </LiveRegion>

      <section aria-labelledby="admin-instructors-heading" className="flex flex-col gap-4">
        <h2 id="admin-instructors-heading" className="text-xl font-bold tracking-tight text-slate-900">
          {t('booking:admin.instructorsTitle')}
        </h2>
        {instructors.isPending ? (
          <Spinner label={t('booking:loading')} showLabel />
        ) : instructors.isError ? (
          <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void instructors.refetch()} isRetrying={instructors.isFetching}>
            {t('booking:instructors.loadError')}
          </LoadErrorBanner>
        ) : instructors.data.items.length === 0 ? (
          <EmptyState title={t('booking:instructors.empty')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {instructors.data.items.map((instructor) => (
              <li key={instructor.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="font-semibold text-slate-900">{instructor.name}</span>
                <span className="text-sm text-slate-700">{instructor.title}</span>
                <span className="text-sm text-slate-800">{instructor.specialization}</span>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium text-slate-700">{t('booking:counsellorAdmin.listMode')}</dt>
                  <dd className="text-slate-900">{t(`booking:counsellorAdmin.modes.${instructor.sessionMode}`)}</dd>
                  <dt className="font-medium text-slate-700">{t('booking:counsellorAdmin.listPrice')}</dt>
                  <dd className="text-slate-900">{formatPrice(instructor.priceCents, i18n.language)}</dd>
                  <dt className="font-medium text-slate-700">{t('booking:counsellorAdmin.listAccount')}</dt>
                  <dd className="[overflow-wrap:anywhere] text-slate-900">
                    {instructor.account ? instructor.account.email : t('booking:counsellorAdmin.noAccount')}
                  </dd>
                </dl>
                {instructor.isStarterContent && (
                  <p className="flex flex-col items-start gap-1 text-sm text-slate-700">
                    <Badge variant="warning">{t('booking:admin.starter')}</Badge>
                    {t('booking:admin.starterHint')}
                  </p>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start"
                  aria-label={t('booking:admin.editLabel', { name: instructor.name })}
                  onClick={() => {
                    clearFeedback();
                    setEditing(instructor);
                  }}
                >
                  {t('booking:admin.edit')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={toCancel !== null}
        title={t('booking:admin.confirmTitle')}
        description={
          toCancel
            ? t('booking:admin.confirmQuestion', {
                name: toCancel.learner.name ? `${toCancel.learner.name} (${toCancel.learner.email})` : toCancel.learner.email,
                date: dateOf(toCancel.date),
                time: toCancel.slot,
                instructor: toCancel.instructor.name,
              })
            : ''
        }
        confirmLabel={t('booking:admin.confirm')}
        isPending={cancel.isPending}
        onConfirm={() => toCancel && confirmCancel(toCancel)}
        onClose={() => setToCancel(null)}
      />
      <InstructorEditorDialog
        instructor={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          say('success', 'booking:success.instructorSaved');
        }}
      />
    </div>
  );
}
