import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAFFIC_LIGHTS, type TrafficLightCounts } from '@common/domain/traffic-lights';
import { TRAFFIC_LIGHT_FILLS, TrafficLight } from '../../../components/ui/traffic-light';
import { formatWholePercent } from '../../../lib/format';

/**
 * Where the learner stands in a category: a bar of the lights (for the eye) and the counts in words
 * with a dot each ("1 grün, 3 gelb, 1 rot, 1 neu"), plus the share of green.
 */
export function CategoryLights({ lights }: { lights: TrafficLightCounts }) {
  const { t, i18n } = useTranslation(['exam-quiz']);
  const total = lights.green + lights.yellow + lights.red + lights.grey;
  return (
    <span className="mt-2 flex flex-col gap-1.5">
      <span aria-hidden="true" className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200">
        {total > 0 &&
          TRAFFIC_LIGHTS.map((light) =>
            lights[light] > 0 ? (
              <span key={light} className={TRAFFIC_LIGHT_FILLS[light]} style={{ width: `${(lights[light] / total) * 100}%` }} />
            ) : null,
          )}
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {TRAFFIC_LIGHTS.map((light, index) => (
          <Fragment key={light}>
            <TrafficLight light={light} label={t(`exam-quiz:lights.count.${light}`, { count: lights[light] })} />
            {index < TRAFFIC_LIGHTS.length - 1 && <span className="sr-only">, </span>}
          </Fragment>
        ))}
        <span className="text-sm font-semibold text-slate-800">
          <span className="sr-only">; </span>
          {t('exam-quiz:lights.greenShare', { share: formatWholePercent(lights.greenShare, i18n.resolvedLanguage) })}
        </span>
      </span>
    </span>
  );
}
