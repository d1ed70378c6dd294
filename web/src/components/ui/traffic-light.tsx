import { useTranslation } from 'react-i18next';
import type { TrafficLight as Light } from '@common/domain/traffic-lights';
import { cx } from '../../lib/cx';

// each dot has a border of at least 3:1 against white (WCAG 1.4.11); the text beside it says the same
const DOTS: Record<Light, string> = {
  green: 'bg-green-600 border-green-800',
  yellow: 'bg-amber-400 border-amber-700',
  red: 'bg-red-600 border-red-800',
  grey: 'bg-white border-slate-500',
};

/** The fill of a light, for bars that show several lights side by side. */
export const TRAFFIC_LIGHT_FILLS: Record<Light, string> = {
  green: 'bg-green-600',
  yellow: 'bg-amber-400',
  red: 'bg-red-600',
  grey: 'bg-slate-300',
};

/**
 * A traffic light (grün, gelb, rot, or grau for never answered) with its text, never the colour
 * alone: the light's name by default ('grün'), or `label` ('12 grün'); `hideLabel` keeps the text for
 * screen readers only, where the row around it says it visibly.
 */
export function TrafficLight({
  light,
  label,
  hideLabel = false,
  className,
}: {
  light: Light;
  label?: string;
  hideLabel?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(['common']);
  return (
    <span className={cx('inline-flex items-center gap-1.5 text-sm text-slate-800', className)} data-light={light}>
      <span aria-hidden="true" className={cx('inline-block size-3 shrink-0 rounded-full border', DOTS[light])} />
      <span className={hideLabel ? 'sr-only' : undefined}>{label ?? t(`common:trafficLight.${light}`)}</span>
    </span>
  );
}
