import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, BOOKING_MAX_DAYS_AHEAD, isCalendarDate, isWeekend, type BookingSlot } from '@common/schemas/booking';
import { BOOKING_PRICE_CENTS } from '@common/domain';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { getBookingErrorKey, isSlotGone } from '../api/booking-messages';
import { useBookSession } from '../api/book-session';
import { useInstructors } from '../api/instructors-query';
import { useSlots } from '../api/slots-query';
import { formatBookingDate, formatPrice, todayInBerlin } from '../booking-format';
import { InstructorPicker } from '../components/instructor-picker';
import { MyBookings } from '../components/my-bookings';
import { SlotPicker } from '../components/slot-picker';
import '../locales';

type DateProblem = 'booking:date.weekend' | 'booking:date.past' | 'booking:date.tooFar';

function dateProblemOf(date: string, today: string): DateProblem | null {
  if (!isCalendarDate(date)) return null;
  if (isWeekend(date)) return 'booking:date.weekend';
  if (date < today) return 'booking:date.past';
  if (date > addDays(today, BOOKING_MAX_DAYS_AHEAD)) return 'booking:date.tooFar';
  return null;
}

/** /dashboard/book-session: instructor, date and slot, the summary, 'Buchen', and 'Meine Termine'. */
export function BookSessionPage() {
  const { t, i18n } = useTranslation(['booking']);
  const today = todayInBerlin();
  const instructors = useInstructors();
  const [instructorId, setInstructorId] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<BookingSlot | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'booking'>>();
  const book = useBookSession();

  const dateProblem = dateProblemOf(date, today);
  const bookableDate = isCalendarDate(date) && !dateProblem ? date : null;
  const slots = useSlots(instructorId, bookableDate);
  const chosenSlot = slots.data?.slots.find((entry) => entry.slot === slot && entry.status === 'available') ? slot : null;
  const instructor = instructors.data?.items.find((item) => item.id === instructorId);

  function submit() {
    if (!instructorId || !bookableDate || !chosenSlot) return;
    clearFeedback();
    book.mutate(
      { instructorId, date: bookableDate, slot: chosenSlot },
      {
        onSuccess: () => {
          setSlot(null);
          say('success', 'booking:success.booked');
        },
        onError: (error) => {
          if (isSlotGone(error)) setSlot(null);
          say('error', getBookingErrorKey(error, 'book'));
        },
      },
    );
  }

  let slotContent: ReactNode;
  if (!instructorId || !bookableDate) slotContent = <p className="text-slate-700">{t('booking:slots.chooseFirst')}</p>;
  else if (slots.isPending) slotContent = <Spinner label={t('booking:loading')} showLabel />;
  else if (slots.isError)
    slotContent = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void slots.refetch()} isRetrying={slots.isFetching} size="sm">
        {t('booking:slots.loadError')}
      </LoadErrorBanner>
    );
  else slotContent = <SlotPicker slots={slots.data.slots} selected={chosenSlot} onSelect={setSlot} />;

  let form: ReactNode;
  if (instructors.isPending) form = <Spinner label={t('booking:loading')} showLabel className="justify-center py-10" />;
  else if (instructors.isError)
    form = (
      <LoadErrorBanner retryLabel={t('booking:retry')} onRetry={() => void instructors.refetch()} isRetrying={instructors.isFetching}>
        {t('booking:instructors.loadError')}
      </LoadErrorBanner>
    );
  else if (instructors.data.items.length === 0) form = <EmptyState title={t('booking:instructors.empty')} />;
  else
    form = (
      <div className="flex flex-col gap-6">
        <InstructorPicker instructors={instructors.data.items} selectedId={instructorId} onSelect={setInstructorId} />
        <TextField
          type="date"
          label={t('booking:date.label')}
          hint={t('booking:date.hint')}
          error={dateProblem ? t(dateProblem) : undefined}
          value={date}
          min={today}
          max={addDays(today, BOOKING_MAX_DAYS_AHEAD)}
          onChange={(event) => {
            setDate(event.target.value);
            setSlot(null);
          }}
          className="sm:max-w-xs"
        />
        <fieldset aria-busy={slots.isFetching || undefined}>
          <legend className="mb-3 text-lg font-semibold text-slate-900">{t('booking:slots.legend')}</legend>
          {slotContent}
        </fieldset>
        {instructor && bookableDate && chosenSlot && (
          <Card aria-labelledby="summary-heading" role="region" className="flex flex-col gap-4">
            <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
              {t('booking:summary.title')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-medium text-slate-700">{t('booking:summary.instructor')}</dt>
              <dd className="text-slate-900">{instructor.name}</dd>
              <dt className="font-medium text-slate-700">{t('booking:summary.date')}</dt>
              <dd className="text-slate-900">{formatBookingDate(bookableDate, i18n.language)}</dd>
              <dt className="font-medium text-slate-700">{t('booking:summary.time')}</dt>
              <dd className="text-slate-900">{t('booking:summary.timeValue', { time: chosenSlot })}</dd>
              <dt className="font-medium text-slate-700">{t('booking:summary.price')}</dt>
              <dd className="text-slate-900">{formatPrice(BOOKING_PRICE_CENTS, i18n.language)}</dd>
            </dl>
            <div>
              <Button onClick={submit} loading={book.isPending}>
                {t('booking:summary.book')}
              </Button>
            </div>
          </Card>
        )}
      </div>
    );

  return (
    <>
      <PageHeader title={t('booking:title')} description={t('booking:intro')} />
      <div className="flex max-w-3xl flex-col gap-10">
        {form}
        <LiveRegion className="sticky bottom-4 z-20">
          {feedback && (
            <Banner key={feedback.id} variant={feedback.variant} announce={false} className="shadow-md">
              {t(feedback.messageKey)}
            </Banner>
          )}
        </LiveRegion>
        <MyBookings onCancelled={() => say('success', 'booking:success.cancelled')} onError={(key) => say('error', key)} />
      </div>
    </>
  );
}
