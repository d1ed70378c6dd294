import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';
import { LiveRegion } from '../../../components/ui/live-region';

/** Said to screen readers once the time left falls to these many minutes. */
const ANNOUNCED_MINUTES = [5, 1] as const;

/**
 * The time left, from the server's deadline and the server's clock at its answer: the difference between
 * the server's and the device's clock is taken out, so a wrong device clock does not matter.
 */
function useRemainingMs(deadline: string, serverNow: string) {
  // the device clock's distance to the server's, taken once per answer of the server
  const [base, setBase] = useState(() => ({ serverNow, offset: new Date(serverNow).getTime() - Date.now() }));
  if (base.serverNow !== serverNow) setBase({ serverNow, offset: new Date(serverNow).getTime() - Date.now() });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, new Date(deadline).getTime() - (now + base.offset));
}

export function formatRemaining(ms: number) {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function ExamTimer({ deadline, serverNow, onTimeUp }: { deadline: string; serverNow: string; onTimeUp: () => void }) {
  const { t } = useTranslation(['exam-quiz']);
  const remaining = useRemainingMs(deadline, serverNow);
  const minutesLeft = remaining / 60_000;
  // the thresholds already passed when the timer appears are not announced again
  const announcedRef = useRef<Set<number> | null>(null);
  announcedRef.current ??= new Set(ANNOUNCED_MINUTES.filter((minutes) => minutesLeft <= minutes));
  const [announcement, setAnnouncement] = useState('');
  const isUp = remaining === 0;
  const timeUpRef = useRef(onTimeUp);
  timeUpRef.current = onTimeUp;

  useEffect(() => {
    const due = ANNOUNCED_MINUTES.find((minutes) => minutesLeft <= minutes && !announcedRef.current!.has(minutes));
    if (due === undefined) return;
    for (const minutes of ANNOUNCED_MINUTES) if (minutesLeft <= minutes) announcedRef.current!.add(minutes);
    setAnnouncement(t('exam-quiz:simulation.timer.announce', { count: due }));
  }, [minutesLeft, t]);

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
