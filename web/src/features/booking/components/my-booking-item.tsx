// One booking in 'Meine Termine': when, with whom, how and where, its state, invoices and story sharing.
import { useTranslation } from 'react-i18next';
import type { MyBooking } from '@common/schemas/booking';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatBookingDay, formatMoment } from '../booking-format';
import { InvoiceLinks } from './invoice-links';
import { SessionLocation, useSessionModeLabel } from './session-mode';

interface MyBookingItemProps {
  booking: MyBooking;
  isUpcoming: boolean;
  isSharing: boolean;
  onCancel: () => void;
  onShare: () => void;
  onUnshare: () => void;
}

export function MyBookingItem({ booking, isUpcoming, isSharing, onCancel, onShare, onUnshare }: MyBookingItemProps) {
  const { t, i18n } = useTranslation(['booking']);
  const modeLabel = useSessionModeLabel();
  const isStanding = booking.cancelledAt === null;
  const hintId = `cancel-hint-${booking.id}`;
  const headingId = `booking-${booking.id}`;

  let status: { text: string; variant: BadgeVariant } | null = null;
  if (!isStanding) status = { text: t('booking:mine.cancelled'), variant: 'neutral' };
  else if (booking.outcome === 'held') status = { text: t('booking:mine.held'), variant: 'success' };
  else if (booking.outcome === 'missed') status = { text: t('booking:mine.missed'), variant: 'warning' };
  else if (isUpcoming) status = { text: t('booking:mine.booked'), variant: 'primary' };

  let cancelledText: string | null = null;
  if (booking.cancelledBy === 'learner') cancelledText = t('booking:mine.cancelledByLearner');
  else if (booking.cancelledBy === 'counsellor') cancelledText = t('booking:mine.cancelledByCounsellor', { name: booking.instructor.name });
  else if (booking.cancelledBy === 'admin') cancelledText = t('booking:mine.cancelledByAdmin');

  const sharedSince = booking.storySharedAt ? formatMoment(booking.storySharedAt, i18n.language).date : null;
  const canShare = isUpcoming && isStanding && !booking.storySharedAt;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm [overflow-wrap:anywhere]">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <div className="flex flex-col gap-0.5">
          <h4 id={headingId} className="font-semibold text-slate-900">
            {t('booking:mine.at', { date: formatBookingDay(booking.date, i18n.language), time: booking.slot })}
          </h4>
          <span className="text-slate-700">{t('booking:mine.with', { name: booking.instructor.name })}</span>
        </div>
        {status && (
          <span>
            <Badge variant={status.variant}>{status.text}</Badge>
          </span>
        )}
      </div>

      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
        <dt className="font-medium text-slate-700">{t('booking:summary.mode')}</dt>
        <dd className="mb-1 text-slate-900 sm:mb-0">{modeLabel(booking.sessionMode)}</dd>
        {isStanding && (isUpcoming || booking.sessionMode === 'address') && (
          <>
            <dt className="font-medium text-slate-700">{t('booking:summary.location')}</dt>
            <dd className="mb-1 text-slate-900 sm:mb-0">
              <SessionLocation mode={booking.sessionMode} location={booking.location} />
            </dd>
          </>
        )}
        {booking.learnerNote && (
          <>
            <dt className="font-medium text-slate-700">{t('booking:mine.note')}</dt>
            <dd className="mb-1 whitespace-pre-line text-slate-900 sm:mb-0">{booking.learnerNote}</dd>
          </>
        )}
      </dl>

      {cancelledText && (
        <div className="text-sm text-slate-800">
          <p>{cancelledText}</p>
          {booking.cancelReason && <p className="whitespace-pre-line">{t('booking:mine.reason', { reason: booking.cancelReason })}</p>}
        </div>
      )}

      <InvoiceLinks invoices={booking.invoices} />

      {(booking.storySharedAt || canShare || booking.storyReads.length > 0) && (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
          {sharedSince && (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <p className="font-medium text-slate-900">{t('booking:share.since', { date: sharedSince })}</p>
              <Button variant="danger-secondary" size="sm" onClick={onUnshare}>
                {t('booking:share.stop')}
              </Button>
            </div>
          )}
          {canShare && (
            <div className="flex flex-col gap-2">
              <p className="text-slate-700">{t('booking:share.offer', { name: booking.instructor.name })}</p>
              <div>
                <Button variant="secondary" size="sm" loading={isSharing} onClick={onShare}>
                  {t('booking:share.start')}
                </Button>
              </div>
            </div>
          )}
          {booking.storyReads.length > 0 ? (
            <ul className="flex flex-col gap-1 text-slate-800" aria-label={t('booking:share.readsLabel')}>
              {booking.storyReads.map((read) => {
                const { date, time } = formatMoment(read.readAt, i18n.language);
                return <li key={read.readAt}>{t('booking:share.read', { name: read.counsellorName, date, time })}</li>;
              })}
            </ul>
          ) : (
            booking.storySharedAt && <p className="text-slate-700">{t('booking:share.notRead')}</p>
          )}
        </div>
      )}

      {isUpcoming && isStanding && (
        <div className="flex flex-col gap-1 sm:items-end">
          <Button
            variant="danger-secondary"
            size="sm"
            disabled={!booking.canCancel}
            aria-describedby={booking.canCancel ? undefined : hintId}
            onClick={onCancel}
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
}
