import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { berlinDateTime, type CounsellorBooking } from '@common/schemas/booking';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useFeedback } from '../../../lib/use-feedback';
import { useCancelCounsellorBooking } from '../api/cancel-counsellor-booking';
import { useCounsellorBookings } from '../api/counsellor-bookings-query';
import { getCounsellorErrorKey, isNotACounsellor } from '../api/counsellor-messages';
import { useMarkSessionOutcome } from '../api/mark-session-outcome';
import { CancelSessionDialog } from '../components/cancel-session-dialog';
import { SessionCard, type SessionOutcome } from '../components/session-card';
import {
  datesBetween,
  formatDayHeading,
  formatWeekRange,
  parseCalendarDate,
  parseCalendarView,
  rangeOf,
  stepDate,
  type CalendarView,
} from '../counsellor-calendar';
import '../locales';

const byStart = (a: CounsellorBooking, b: CounsellorBooking) => a.startsAt.localeCompare(b.startsAt);

function ViewToggle({ view, onChange }: { view: CalendarView; onChange: (view: CalendarView) => void }) {
  const { t } = useTranslation(['counsellor']);
  return (
    <SegmentedControl
      legend={t('counsellor:calendar.view')}
      name="counsellor-calendar-view"
      options={[
        { value: 'day', label: t('counsellor:calendar.day') },
        { value: 'week', label: t('counsellor:calendar.week') },
      ]}
      value={view}
      onChange={onChange}
    />
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
      <path
        fillRule="evenodd"
        d={
          direction === 'left'
            ? 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z'
            : 'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z'
        }
        clipRule="evenodd"
      />
    </svg>
  );
}

/** /dashboard/counsellor "Meine Termine": the counsellor's sessions of a day or a week, with cancelling, the outcome and the shared stories. */
export function CounsellorPage() {
  const { t, i18n } = useTranslation(['counsellor']);
  const [searchParams, setSearchParams] = useSearchParams();
  const today = berlinDateTime(new Date()).date;
  const view = parseCalendarView(searchParams.get('view'));
  const date = parseCalendarDate(searchParams.get('date'), today);
  const { from, to } = rangeOf(view, date);
  const bookings = useCounsellorBookings(from, to);
  const cancel = useCancelCounsellorBooking();
  const outcome = useMarkSessionOutcome();
  const [toCancel, setToCancel] = useState<CounsellorBooking | null>(null);
  const [cancelError, setCancelError] = useState<TranslationKey<'counsellor'> | null>(null);
  const { feedback, say, clearFeedback } = useFeedback<TranslationKey<'counsellor'>>();

  /** The view and the date live in the address, so a reload or the back button keeps them. */
  function show(nextView: CalendarView, nextDate: string) {
    const params = new URLSearchParams(searchParams);
    params.set('view', nextView);
    if (nextDate === today) params.delete('date');
    else params.set('date', nextDate);
    setSearchParams(params, { replace: true });
  }

  function openCancel(booking: CounsellorBooking) {
    clearFeedback();
    setCancelError(null);
    setToCancel(booking);
  }

  function confirmCancel(reason: string) {
    if (!toCancel) return;
    const booking = toCancel;
    cancel.mutate(
      { id: booking.id, reason },
      {
        onSuccess: () => {
          setToCancel(null);
          say('success', 'counsellor:success.cancelled', { name: booking.learner.name });
        },
        onError: (error) => setCancelError(getCounsellorErrorKey(error, 'cancel')),
      },
    );
  }

  function markOutcome(booking: CounsellorBooking, value: SessionOutcome) {
    clearFeedback();
    outcome.mutate(
      { id: booking.id, outcome: value },
      {
        onSuccess: () =>
          say('success', value === 'held' ? 'counsellor:success.held' : 'counsellor:success.missed', { name: booking.learner.name }),
        onError: (error) => say('error', getCounsellorErrorKey(error, 'outcome')),
      },
    );
  }

  const savingOutcomeOf = (booking: CounsellorBooking) =>
    outcome.isPending && outcome.variables.id === booking.id ? outcome.variables.outcome : undefined;

  const renderList = (items: CounsellorBooking[]) => (
    <ul className="flex flex-col gap-3">
      {[...items].sort(byStart).map((booking) => (
        <li key={booking.id}>
          <SessionCard booking={booking} onCancel={openCancel} onMarkOutcome={markOutcome} savingOutcome={savingOutcomeOf(booking)} />
        </li>
      ))}
    </ul>
  );

  let content: ReactNode;
  if (bookings.isPending) content = <Spinner label={t('counsellor:loading')} showLabel className="justify-center py-10" />;
  else if (bookings.isError && isNotACounsellor(bookings.error)) content = <Banner variant="info">{t('counsellor:notACounsellor')}</Banner>;
  else if (bookings.isError)
    content = (
      <LoadErrorBanner retryLabel={t('counsellor:retry')} onRetry={() => void bookings.refetch()} isRetrying={bookings.isFetching}>
        {t('counsellor:calendar.loadError')}
      </LoadErrorBanner>
    );
  else {
    const items = bookings.data.items.filter((booking) => booking.date >= from && booking.date <= to);
    if (items.length === 0)
      content = (
        <EmptyState
          title={view === 'day' ? t('counsellor:calendar.emptyDay') : t('counsellor:calendar.emptyWeek')}
          description={t('counsellor:calendar.emptyHint')}
        />
      );
    else if (view === 'day') content = renderList(items);
    else
      content = (
        <div className="flex flex-col gap-6">
          {datesBetween(from, to).map((day) => {
            const dayItems = items.filter((booking) => booking.date === day);
            if (dayItems.length === 0) return null;
            return (
              <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-3">
                <h3 id={`day-${day}`} className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold text-slate-900">
                  {formatDayHeading(day, i18n.language)}
                  <span className="text-sm font-normal text-slate-600">
                    {t('counsellor:calendar.sessions', { count: dayItems.length })}
                  </span>
                </h3>
                {renderList(dayItems)}
              </section>
            );
          })}
        </div>
      );
  }

  const heading = view === 'day' ? formatDayHeading(date, i18n.language) : formatWeekRange(from, to, i18n.language);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={t('counsellor:title')}
        description={t('counsellor:intro')}
        actions={
          <ButtonLink variant="secondary" to="/dashboard/counsellor/settings">
            {t('counsellor:settingsLink')}
          </ButtonLink>
        }
      />

      {/* while empty it takes no room: the negative margin cancels the column's gap */}
      <LiveRegion className="empty:-mb-6">
        {feedback && (
          <Banner key={feedback.id} variant={feedback.variant} announce={false}>
            {t(feedback.messageKey, feedback.values)}
          </Banner>
        )}
      </LiveRegion>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <ViewToggle view={view} onChange={(next) => show(next, date)} />
        <div className="flex flex-wrap items-end gap-2">
          <Button
            variant="secondary"
            aria-label={view === 'day' ? t('counsellor:calendar.previousDay') : t('counsellor:calendar.previousWeek')}
            onClick={() => show(view, stepDate(view, date, -1))}
          >
            <Arrow direction="left" />
          </Button>
          <Button variant="secondary" onClick={() => show(view, today)} disabled={date === today}>
            {t('counsellor:calendar.today')}
          </Button>
          <Button
            variant="secondary"
            aria-label={view === 'day' ? t('counsellor:calendar.nextDay') : t('counsellor:calendar.nextWeek')}
            onClick={() => show(view, stepDate(view, date, 1))}
          >
            <Arrow direction="right" />
          </Button>
          <TextField
            type="date"
            label={t('counsellor:calendar.date')}
            value={date}
            onChange={(event) => {
              if (event.target.value) show(view, parseCalendarDate(event.target.value, date));
            }}
            className="w-44"
          />
        </div>
      </div>

      <section aria-labelledby="calendar-heading" aria-busy={bookings.isFetching || undefined} className="flex flex-col gap-4">
        <h2 id="calendar-heading" aria-live="polite" className="text-xl font-bold tracking-tight text-slate-900">
          {heading}
        </h2>
        {content}
      </section>

      <CancelSessionDialog
        booking={toCancel}
        isPending={cancel.isPending}
        error={cancelError ? t(cancelError) : undefined}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
      />
    </div>
  );
}
