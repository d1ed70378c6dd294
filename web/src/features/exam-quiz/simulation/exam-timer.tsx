import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { LiveRegion } from '../../../components/ui/live-region';

/** Said to screen readers once the time left falls to these many minutes. */
const ANNOUNCED_MINUTES = [5, 1] as const;

export function formatRemaining(ms: number) {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The time left, from the server's deadline and the server's clock at its answer: the difference between
 * the server's and the device's clock is taken out, so a wrong device clock does not matter. The caller
 * renders a new timer per answer of the server (key={serverNow}).
 */
export function ExamTimer({ deadline, serverNow, onTimeUp }: { deadline: string; serverNow: string; onTimeUp: () => void }) {
  const { t } = useTranslation(['exam-quiz']);
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [remaining, setRemaining] = useState(() => Math.max(0, new Date(deadline).getTime() - (Date.now() + offset)));
  const [announcement, setAnnouncement] = useState('');
  const minutesLeft = remaining / 60_000;
  const isUp = remaining === 0;
  const timeUpRef = useRef(onTimeUp);
  useEffect(() => {
    timeUpRef.current = onTimeUp;
  });

  useEffect(() => {
    const remainingNow = () => Math.max(0, new Date(deadline).getTime() - (Date.now() + offset));
    let last = remainingNow();
    const timer = setInterval(() => {
      const next = remainingNow();
      // only a threshold crossed while the page is open is said (not one passed before it was opened)
      const crossed = ANNOUNCED_MINUTES.filter((minutes) => last > minutes * 60_000 && next <= minutes * 60_000);
      if (crossed.length > 0) setAnnouncement(t('exam-quiz:simulation.timer.announce', { count: Math.min(...crossed) }));
      last = next;
      setRemaining(next);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline, offset, t]);

  useEffect(() => {
    if (isUp) timeUpRef.current();
  }, [isUp]);

  return (
    <div className="flex items-center gap-2">
      <span className="text-sm text-slate-700">{t('exam-quiz:simulation.timer.label')}</span>
      <span
        role="timer"
        aria-label={t('exam-quiz:simulation.timer.label')}
        className={cx(
          'rounded-md px-2 py-1 font-mono text-lg font-semibold tabular-nums',
          minutesLeft <= 1 ? 'bg-amber-100 text-amber-900' : 'bg-indigo-50 text-indigo-900',
        )}
        data-testid="exam-timer"
      >
        {formatRemaining(remaining)}
      </span>
      <LiveRegion className="sr-only">{isUp ? t('exam-quiz:simulation.timer.up') : announcement}</LiveRegion>
    </div>
  );
}
