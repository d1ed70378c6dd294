import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx';

export interface OverviewEntry {
  id: string;
  isAnswered: boolean;
  isMarked: boolean;
}

/** Every question of the simulation as a button: answered, open or marked for later; the current one is outlined. */
export function QuestionOverview({
  entries,
  current,
  onSelect,
}: {
  entries: OverviewEntry[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation(['exam-quiz']);
  const answered = entries.filter((entry) => entry.isAnswered).length;
  return (
    <nav aria-label={t('exam-quiz:simulation.overview.title')} className="flex flex-col gap-2">
      <h2 className="text-base font-semibold text-slate-900">{t('exam-quiz:simulation.overview.title')}</h2>
      <p className="text-sm text-slate-700">{t('exam-quiz:simulation.overview.count', { answered, total: entries.length })}</p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
        {entries.map((entry, index) => {
          const state = entry.isAnswered ? t('exam-quiz:simulation.overview.answered') : t('exam-quiz:simulation.overview.open');
          const label = [t('exam-quiz:simulation.overview.question', { number: index + 1 }), state]
            .concat(entry.isMarked ? [t('exam-quiz:simulation.overview.marked')] : [])
            .join(', ');
          return (
            <li key={entry.id}>
              <button
                type="button"
                aria-label={label}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onSelect(index)}
                className={cx(
                  'relative flex size-11 items-center justify-center rounded-md border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  entry.isAnswered ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-400 bg-white text-slate-900',
                  index === current && 'ring-2 ring-amber-500 ring-offset-2',
                )}
              >
                {index + 1}
                {entry.isMarked && (
                  <span
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 rounded-full bg-amber-400 px-1 text-xs leading-4 text-slate-900"
                  >
                    ?
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-indigo-600" /> {t('exam-quiz:simulation.overview.answered')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm border border-slate-400 bg-white" /> {t('exam-quiz:simulation.overview.open')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block rounded-full bg-amber-400 px-1 text-xs leading-4 text-slate-900">?</span>{' '}
          {t('exam-quiz:simulation.overview.marked')}
        </li>
      </ul>
    </nav>
  );
}
