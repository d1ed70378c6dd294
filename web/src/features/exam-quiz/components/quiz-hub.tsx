import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useMe } from '../../../lib/session';
import { useQuizHub } from '../api/quiz-queries';
import { CategoryLights } from './category-lights';
import { SimulationCard } from '../simulation/simulation-card';
import { QuizLink } from './quiz-link';
import '../locales';

/** The quiz hub of the courses page: the modes, one link per category in scope, and the latest attempts. */
export function QuizHub() {
  const { t, i18n } = useTranslation(['exam-quiz']);
  const hub = useQuizHub();
  const { data: me } = useMe();

  if (hub.isPending) return <Spinner label={t('exam-quiz:hub.loading')} showLabel className="py-6" />;
  if (hub.isError) {
    return (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void hub.refetch()} isRetrying={hub.isFetching}>
        {t('exam-quiz:hub.loadError')}
      </LoadErrorBanner>
    );
  }
  const { totalQuestions, mistakes, dueCount, recent, markedCount, activeRound } = hub.data;
  // a category without questions would open an empty round
  const categories = hub.data.categories.filter((category) => category.questionCount > 0);
  const knowledgeLink = (
    <QuizLink to="/dashboard/knowledge" title={t('exam-quiz:hub.knowledge')} detail={t('exam-quiz:hub.knowledgeDetail')} />
  );

  if (totalQuestions === 0) {
    const isAdmin = me?.role === 'admin';
    return (
      <section aria-labelledby="quiz-hub-title" className="flex flex-col gap-6">
        <h2 id="quiz-hub-title" className="text-xl font-semibold text-slate-900">
          {t('exam-quiz:hub.title')}
        </h2>
        <EmptyState
          title={t('exam-quiz:empty')}
          description={isAdmin ? t('exam-quiz:hub.emptyAdmin') : t('exam-quiz:hub.emptyLearner')}
          action={isAdmin ? <ButtonLink to="/dashboard/admin/quiz">{t('exam-quiz:hub.toExamAdmin')}</ButtonLink> : undefined}
        />
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{knowledgeLink}</ul>
      </section>
    );
  }

  return (
    <section aria-labelledby="quiz-hub-title" className="flex flex-col gap-6">
      <h2 id="quiz-hub-title" className="text-xl font-semibold text-slate-900">
        {t('exam-quiz:hub.title')}
      </h2>
      {activeRound && (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-semibold text-slate-900">
            {t('exam-quiz:round.resume', { current: Math.min(activeRound.answered + 1, activeRound.total), total: activeRound.total })}
            <span className="block font-normal text-slate-700">{activeRound.categoryName ?? t(`exam-quiz:${activeRound.mode}.title`)}</span>
          </p>
          <ButtonLink to={`/dashboard/quiz/rounds/${activeRound.id}`} className="shrink-0">
            {t('exam-quiz:round.continueShort')}
          </ButtonLink>
        </Card>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <QuizLink
          to="/dashboard/quiz/review"
          title={t('exam-quiz:hub.review')}
          detail={t('exam-quiz:hub.reviewDetail', { count: dueCount })}
        />
        <QuizLink
          to="/dashboard/quiz"
          title={t('exam-quiz:hub.all')}
          detail={t('exam-quiz:hub.questionCount', { count: totalQuestions })}
        />
        <QuizLink to="/dashboard/quiz/random" title={t('exam-quiz:hub.random')} detail={t('exam-quiz:hub.randomDetail')} />
        <QuizLink
          to="/dashboard/quiz/mistakes"
          title={t('exam-quiz:hub.mistakes')}
          detail={t('exam-quiz:hub.mistakesDetail', { count: mistakes })}
        />
        <QuizLink
          to="/dashboard/quiz/marked"
          title={t('exam-quiz:hub.marked')}
          detail={t('exam-quiz:hub.markedDetail', { count: markedCount })}
        />
        {knowledgeLink}
      </ul>

      <SimulationCard />

      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('exam-quiz:hub.categories')}</h3>
        {categories.length === 0 ? (
          <p className="text-slate-700">{t('exam-quiz:empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {categories.map((category) => (
              <QuizLink
                key={category.id}
                to={`/dashboard/quiz/category/${category.id}`}
                title={category.name}
                detail={t('exam-quiz:hub.questionCount', { count: category.questionCount })}
              >
                <CategoryLights lights={category.lights} />
              </QuizLink>
            ))}
          </ul>
        )}
      </div>

      <Card className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('exam-quiz:hub.recent')}</h3>
        {recent.length === 0 ? (
          <p className="text-slate-700">{t('exam-quiz:hub.noRecent')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {recent.map((attempt) => (
              <li key={attempt.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <span className="text-slate-900 [overflow-wrap:anywhere]">{attempt.question}</span>
                <span className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
                  <Badge variant={attempt.isCorrect ? 'success' : 'error'}>
                    {attempt.isCorrect ? t('exam-quiz:hub.right') : t('exam-quiz:hub.wrong')}
                  </Badge>
                  <time dateTime={attempt.createdAt}>{formatDateTime(attempt.createdAt, i18n.resolvedLanguage)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to="/dashboard/quiz" className="self-start font-semibold text-indigo-700">
          {t('exam-quiz:hub.allActivities')}
        </Link>
      </Card>
    </section>
  );
}
