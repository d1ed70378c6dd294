import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { CounsellorBooking, SessionMode } from '@common/schemas/booking';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { formatBerlinTime } from '../counsellor-calendar';

type Key = TranslationKey<'counsellor'>;
export type SessionOutcome = 'held' | 'missed';

const REASON_KEYS: Record<MpuReason, Key> = {
  alcohol: 'counsellor:reasons.alcohol',
  drugs: 'counsellor:reasons.drugs',
  points: 'counsellor:reasons.points',
  criminal: 'counsellor:reasons.criminal',
  medizinalcannabis: 'counsellor:reasons.medizinalcannabis',
};

const MODE_KEYS: Record<SessionMode, Key> = {
  video: 'counsellor:booking.modes.video',
  phone: 'counsellor:booking.modes.phone',
  address: 'counsellor:booking.modes.address',
};

const CANCELLED_BY_KEYS: Record<NonNullable<CounsellorBooking['cancelledBy']>, Key> = {
  learner: 'counsellor:booking.cancelledBy.learner',
  counsellor: 'counsellor:booking.cancelledBy.counsellor',
  admin: 'counsellor:booking.cancelledBy.admin',
};

/** Only an https address opens as a link; anything else is shown as text. */
const isWebLink = (value: string) => /^https:\/\/\S+$/.test(value);

export function storyPath(bookingId: string) {
  return `/dashboard/counsellor/bookings/${encodeURIComponent(bookingId)}/story`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-medium text-slate-600 sm:w-28">{label}</dt>
      <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

interface SessionCardProps {
  booking: CounsellorBooking;
  onCancel: (booking: CounsellorBooking) => void;
  onMarkOutcome: (booking: CounsellorBooking, outcome: SessionOutcome) => void;
  /** The outcome being saved for this booking, if any. */
  savingOutcome?: SessionOutcome;
}

/** One session: when, who, why, where, its state and what the counsellor can do with it. */
export function SessionCard({ booking, onCancel, onMarkOutcome, savingOutcome }: SessionCardProps) {
  const { t } = useTranslation(['counsellor']);
  const { learner } = booking;
  const names = { name: learner.name, time: booking.slot };
  const time = t('counsellor:booking.time', { from: formatBerlinTime(booking.startsAt), to: formatBerlinTime(booking.endsAt) });
  const isCancelled = booking.cancelledAt !== null;

  let location: ReactNode = <span className="text-slate-600">{t('counsellor:booking.noLocation')}</span>;
  if (booking.location && booking.sessionMode === 'video' && isWebLink(booking.location))
    location = (
      <a href={booking.location} target="_blank" rel="noopener noreferrer" aria-label={t('counsellor:booking.openVideoLabel', names)}>
        {t('counsellor:booking.openVideo')}
      </a>
    );
  else if (booking.location && booking.sessionMode === 'phone')
    location = <a href={`tel:${booking.location.replace(/[^0-9+]/g, '')}`}>{booking.location}</a>;
  else if (booking.location) location = <span className="whitespace-pre-line">{booking.location}</span>;

  return (
    <article
      aria-label={`${time}, ${learner.name}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <p className={isCancelled ? 'text-lg font-semibold text-slate-600 line-through' : 'text-lg font-semibold text-slate-900'}>
            {time}
          </p>
          <p className="font-semibold text-slate-900">{learner.name}</p>
          {learner.email && learner.email !== learner.name && (
            <a href={`mailto:${learner.email}`} className="text-sm [overflow-wrap:anywhere]">
              {learner.email}
            </a>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {isCancelled && <Badge variant="error">{t('counsellor:booking.cancelled')}</Badge>}
          {booking.outcome === 'held' && <Badge variant="success">{t('counsellor:booking.held')}</Badge>}
          {booking.outcome === 'missed' && <Badge variant="warning">{t('counsellor:booking.missed')}</Badge>}
          {booking.storySharedAt && !isCancelled && <Badge variant="primary">{t('counsellor:booking.storyShared')}</Badge>}
        </div>
      </div>

      {isCancelled && booking.cancelledBy && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
          {t('counsellor:booking.cancelled')}: {t(CANCELLED_BY_KEYS[booking.cancelledBy])}
          {booking.cancelReason && (
            <>
              {'. '}
              {t('counsellor:booking.cancelReason', { reason: booking.cancelReason })}
            </>
          )}
        </p>
      )}

      <dl className="flex flex-col gap-1.5">
        <Row label={t('counsellor:booking.reasons')}>
          {learner.reasons.length > 0
            ? learner.reasons.map((reason) => t(REASON_KEYS[reason])).join(', ')
            : t('counsellor:booking.noReasons')}
        </Row>
        <Row label={t('counsellor:booking.mode')}>{t(MODE_KEYS[booking.sessionMode])}</Row>
        <Row label={booking.sessionMode === 'phone' ? t('counsellor:booking.phone') : t('counsellor:booking.location')}>{location}</Row>
        <Row label={t('counsellor:booking.note')}>
          {booking.learnerNote.trim() ? (
            <span className="whitespace-pre-line">{booking.learnerNote}</span>
          ) : (
            <span className="text-slate-600">{t('counsellor:booking.noNote')}</span>
          )}
        </Row>
      </dl>

      {(booking.canCancel || booking.canMarkOutcome || booking.storySharedAt) && (
        <div role="group" aria-label={t('counsellor:booking.actions', names)} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {booking.storySharedAt && (
            <ButtonLink variant="secondary" to={storyPath(booking.id)} aria-label={t('counsellor:booking.viewStoryLabel', names)}>
              {t('counsellor:booking.viewStory')}
            </ButtonLink>
          )}
          {booking.canMarkOutcome && (
            <>
              <Button
                variant="secondary"
                aria-label={t('counsellor:booking.markHeldLabel', names)}
                aria-pressed={booking.outcome === 'held'}
                loading={savingOutcome === 'held'}
                disabled={savingOutcome !== undefined}
                onClick={() => onMarkOutcome(booking, 'held')}
              >
                {t('counsellor:booking.markHeld')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('counsellor:booking.markMissedLabel', names)}
                aria-pressed={booking.outcome === 'missed'}
                loading={savingOutcome === 'missed'}
                disabled={savingOutcome !== undefined}
                onClick={() => onMarkOutcome(booking, 'missed')}
              >
                {t('counsellor:booking.markMissed')}
              </Button>
            </>
          )}
          {booking.canCancel && (
            <Button variant="danger-secondary" aria-label={t('counsellor:booking.cancelLabel', names)} onClick={() => onCancel(booking)}>
              {t('counsellor:booking.cancel')}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
