import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AbstinenceStatusAnswer, Programme } from '@common/schemas/abstinence';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatCalendarDate } from '../../../lib/format';
import { CALENDAR_URL } from '../api/upload-attachment';

/** "3 von 6 Screenings unauffällig", the bar, the requirement with its rule, the earliest end and the next hair sample. */
export function StatusCard({ programme, status }: { programme: Programme; status: AbstinenceStatusAnswer }) {
  const { t, i18n } = useTranslation(['abstinence']);
  const summary = t(`abstinence:status.summary.${status.unit}`, { count: status.requiredCount, negative: status.negativeCount });
  const required =
    status.unit === 'screenings'
      ? t('abstinence:status.requiredValue.screenings', { count: status.requiredCount })
      : t('abstinence:status.requiredValue.samples', { count: status.requiredCount });
  const isHair = programme.method !== 'urine';

  return (
    <Card role="region" aria-labelledby="abstinence-status-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="abstinence-status-title" className="text-xl font-semibold text-slate-900">
          {t('abstinence:status.title')}
        </h2>
        {status.isComplete && <Badge variant="success">{t('abstinence:status.complete')}</Badge>}
      </div>
      <div className="flex flex-col gap-2">
        <p id="abstinence-summary" className="text-lg font-semibold text-slate-900" data-testid="abstinence-summary">
          {summary}
        </p>
        <ProgressBar value={status.percent} labelledBy="abstinence-summary" valueText={summary} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('abstinence:status.method')}</dt>
        <dd className="text-slate-900">
          {t('abstinence:status.methodValue', {
            method: t(`abstinence:programme.methods.${programme.method}`),
            months: t(`abstinence:programme.months.${programme.months}`),
          })}
        </dd>
        {programme.testingBody && (
          <>
            <dt className="font-medium text-slate-700">{t('abstinence:status.testingBody')}</dt>
            <dd className="break-words text-slate-900">{programme.testingBody}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">{t('abstinence:status.required')}</dt>
        <dd className="text-slate-900">
          <span className="font-semibold">{required}</span>
          <span className="mt-1 block text-sm text-slate-700">
            {t('abstinence:status.rule')}: {t(`abstinence:status.rules.${status.ruleKey}`)}
          </span>
        </dd>
        <dt className="font-medium text-slate-700">{t('abstinence:status.earliestEnd')}</dt>
        <dd className="text-slate-900">{formatCalendarDate(status.earliestEndDate, i18n.language)}</dd>
        {isHair && (
          <>
            <dt className="font-medium text-slate-700">{t('abstinence:status.nextSample')}</dt>
            <dd className="text-slate-900">
              {status.nextHairSampleDue ? (
                <>
                  <span className="font-semibold">{formatCalendarDate(status.nextHairSampleDue, i18n.language)}</span>
                  <span className="mt-1 block text-sm text-slate-700">{t('abstinence:status.hairNote')}</span>
                </>
              ) : (
                t('abstinence:status.allSamplesCovered')
              )}
            </dd>
          </>
        )}
      </dl>
      <p className="text-sm text-slate-700">
        {t('abstinence:status.ctuNote')}{' '}
        <Link to="/dashboard/knowledge" className="font-medium text-indigo-700 underline hover:text-indigo-900">
          {t('abstinence:status.ctuLink')}
        </Link>
      </p>
      <div className="flex flex-col gap-1">
        <a
          href={CALENDAR_URL}
          download="abstinenz-termine.ics"
          className="inline-flex min-h-11 w-fit items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {t('abstinence:status.calendar')}
        </a>
        <p className="text-sm text-slate-600">{t('abstinence:status.calendarHint')}</p>
      </div>
    </Card>
  );
}

/** A positive result or a missed urine screening: what it usually means, and a booked session. */
export function BrokenProgrammeNotice() {
  const { t } = useTranslation(['abstinence']);
  return (
    <section aria-labelledby="abstinence-broken-title" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
      <h2 id="abstinence-broken-title" className="text-lg font-semibold">
        {t('abstinence:broken.title')}
      </h2>
      <p className="mt-2">{t('abstinence:broken.text')}</p>
      <Link
        to="/dashboard/book-session"
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-red-900 underline hover:text-red-950"
      >
        {t('abstinence:broken.book')}
      </Link>
    </section>
  );
}
