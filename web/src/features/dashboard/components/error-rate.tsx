import { useTranslation } from 'react-i18next';
import type { ErrorRateColour } from '@common/domain/progress';
import { cx } from '../../../lib/cx';
import { ERROR_RATE_TEXT_KEYS } from '../dashboard-display';
import { useNumberFormat } from '../hooks/use-number-format';

// AA contrast on white (text) and on the tinted badge background
const VALUE_CLASSES: Record<ErrorRateColour, string> = {
  green: 'text-green-700',
  yellow: 'text-amber-800',
  red: 'text-red-700',
};

const BADGE_CLASSES: Record<ErrorRateColour, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
};

interface ErrorRateProps {
  errorRate: number;
  colour: ErrorRateColour;
  size?: 'lg' | 'md';
}

/** The error rate in its colour, with a word (niedrig / mittel / hoch) so colour is not the only signal. */
export function ErrorRate({ errorRate, colour, size = 'lg' }: ErrorRateProps) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className={cx('font-bold tracking-tight', size === 'lg' ? 'text-3xl' : 'text-2xl', VALUE_CLASSES[colour])}>
        {format.percent(errorRate)}
      </span>{' '}
      <span className={cx('rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', BADGE_CLASSES[colour])}>
        {t(ERROR_RATE_TEXT_KEYS[colour])}
      </span>
    </span>
  );
}
