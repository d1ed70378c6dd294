import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DailyProgress } from '@common/schemas/dashboard';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useDailyProgress } from '../api/get-daily-progress';

/** "Heute: 12 von 20 Fragen" with a bar and the days in a row; nothing when the exam questions are closed. */
export function DailyGoalCard({ canOpenQuiz }: { canOpenQuiz: boolean }) {
  const progress = useDailyProgress(canOpenQuiz);
  if (!canOpenQuiz || !progress.data) return null;
  return <DailyGoalView progress={progress.data} />;
}

/** Encouraging only: what is left today, or that the goal is reached; a broken row is not mentioned. */
export function DailyGoalView({ progress }: { progress: DailyProgress }) {
  const { t } = useTranslation(['dashboard']);
  const titleId = useId();
  const { answeredToday, dailyGoal, daysInARow } = progress;
  const left = Math.max(0, dailyGoal - answeredToday);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('dashboard:today.title', { answered: answeredToday, goal: dailyGoal })}
        </h2>
        {daysInARow >= 2 && (
          <p className="text-sm font-semibold text-indigo-800">{t('dashboard:today.daysInARow', { count: daysInARow })}</p>
        )}
      </div>
      <ProgressBar
        value={(Math.min(answeredToday, dailyGoal) / dailyGoal) * 100}
        labelledBy={titleId}
        valueText={t('dashboard:today.valueText', { answered: answeredToday, goal: dailyGoal })}
        className="mt-3"
      />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-800">{left > 0 ? t('dashboard:today.left', { count: left }) : t('dashboard:today.reached')}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/dashboard/settings#tagesziel" className="text-sm font-semibold text-indigo-700">
            {t('dashboard:today.change')}
          </Link>
          {left > 0 && (
            <ButtonLink to="/dashboard/courses" variant="secondary">
              {t('dashboard:today.practise')}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
