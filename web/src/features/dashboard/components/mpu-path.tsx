import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@common/schemas/dashboard';
import { cx } from '../../../lib/cx';
import { PATH_STEPS } from '../dashboard-display';
import { useNumberFormat } from '../hooks/use-number-format';
import { Icon } from './icons';
import { Section } from './section';

/** 'Ihr Weg zur MPU': five steps in order, each lit when its milestone is reached. */
export function MpuPath({ milestones }: { milestones: Dashboard['milestones'] }) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const titleId = useId();
  return (
    <Section titleId={titleId} title={t('dashboard:path.title')}>
      <ol className="grid gap-3 lg:grid-cols-5">
        {PATH_STEPS.map((step, index) => {
          const isReached = milestones[step.milestone];
          return (
            <li
              key={step.milestone}
              className={cx(
                'flex items-start gap-3 rounded-xl border p-4 lg:flex-col',
                isReached ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200 bg-white',
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-10 shrink-0 items-center justify-center rounded-full text-base font-bold',
                  isReached ? 'bg-indigo-600 text-white' : 'border-2 border-slate-300 bg-white text-slate-700',
                )}
              >
                {isReached ? <Icon name="check" className="size-5" /> : index + 1}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold text-slate-900">
                  <span className="sr-only">{t('dashboard:path.step', { number: index + 1 })}: </span>
                  {t(step.labelKey)}
                </p>
                <p className="text-sm text-slate-600">{t(step.conditionKey, { threshold: format.percent(step.threshold) })}</p>
                <p className={cx('text-sm font-semibold', isReached ? 'text-indigo-800' : 'text-slate-600')}>
                  {isReached ? t('dashboard:path.reached') : t('dashboard:path.open')}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
