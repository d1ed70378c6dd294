import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LiveRegion } from '../../../components/ui/live-region';
import { formatDateTime, formatWholePercent } from '../../../lib/format';
import { useExamSimulationOverview, useStartExamSimulation } from '../api/exam-simulation-queries';

/** The hub's 'Prüfungssimulation': its rules, and start (or continue the running one). */
export function SimulationCard() {
  const { t, i18n } = useTranslation(['exam-quiz']);
  const overview = useExamSimulationOverview();
  const start = useStartExamSimulation();
  const navigate = useNavigate();
  if (!overview.data || overview.data.available === 0) return null;
  const { rules, available, running, history } = overview.data;
  const questionCount = Math.min(rules.questionCount, available);
  // the history holds only finished ones, so their figures are there
  const last = history[0];

  return (
    <Card className="flex flex-col gap-3 border-l-4 border-l-indigo-600" aria-labelledby="exam-simulation-title" role="region">
      <h3 id="exam-simulation-title" className="text-lg font-semibold text-slate-900">
        {t('exam-quiz:simulation.title')}
      </h3>
      <p className="text-slate-800">
        {t('exam-quiz:simulation.rules', {
          questions: t('exam-quiz:simulation.questions', { count: questionCount }),
          duration: t('exam-quiz:simulation.minutes', { count: rules.minutes }),
          passPercent: formatWholePercent(rules.passPercent, i18n.resolvedLanguage),
        })}
      </p>
      <p className="text-sm text-slate-700">{t('exam-quiz:simulation.rulesDetail')}</p>
      {last?.submittedAt && last.percent !== null && (
        <p className="text-slate-800">
          {t(last.passed ? 'exam-quiz:simulation.lastPassed' : 'exam-quiz:simulation.lastNotPassed', {
            percent: formatWholePercent(last.percent, i18n.resolvedLanguage),
            date: formatDateTime(last.submittedAt, i18n.resolvedLanguage),
          })}{' '}
          <Link to={`/dashboard/quiz/simulation/${last.id}`}>{t('exam-quiz:simulation.lastResult')}</Link>
        </p>
      )}
      {running ? (
        <ButtonLink to={`/dashboard/quiz/simulation/${running.id}`} className="self-start">
          {t('exam-quiz:simulation.resume')}
        </ButtonLink>
      ) : (
        <Button
          className="self-start"
          loading={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (simulation) => void navigate(`/dashboard/quiz/simulation/${simulation.id}`) })
          }
        >
          {t('exam-quiz:simulation.start')}
        </Button>
      )}
      <LiveRegion>
        {start.isError && (
          <Banner variant="error" announce={false}>
            {t('exam-quiz:simulation.startError')}
          </Banner>
        )}
      </LiveRegion>
    </Card>
  );
}
