import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/session';
import { useQuizHub } from '../api/quiz-queries';
import { CategoryLights } from '../components/category-lights';
import { CategoryQuestionLights } from '../components/category-question-lights';
import { QuizLink } from '../components/quiz-link';
import { BackToCourses, QuizModeView } from '../components/quiz-mode-view';
import '../locales';

/**
 * /dashboard/quiz, all questions: first the category picker (the categories in scope; admins see all,
 * with their MPU types) and the start-all button with the question count; `?start=all` runs them.
 */
export function QuizPage() {
  const [params, setParams] = useSearchParams();
  if (params.get('start') === 'all') return <QuizModeView mode="all" />;
  return <CategoryPicker onStartAll={() => setParams({ start: 'all' })} />;
}

function CategoryPicker({ onStartAll }: { onStartAll: () => void }) {
  const { t } = useTranslation(['exam-quiz']);
  const hub = useQuizHub();
  const isAdmin = useMe().data?.role === 'admin';

  let body;
  if (hub.isPending) body = <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  else if (hub.isError)
    body = (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void hub.refetch()} isRetrying={hub.isFetching}>
        {t('exam-quiz:loadError')}
      </LoadErrorBanner>
    );
  else if (hub.data.totalQuestions === 0) body = <EmptyState title={t('exam-quiz:empty')} action={<BackToCourses />} />;
  else
    body = (
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">{t('exam-quiz:all.intro')}</p>
          <Button onClick={onStartAll} className="shrink-0">
            {t('exam-quiz:all.start', { count: hub.data.totalQuestions })}
          </Button>
        </Card>
        <section aria-labelledby="picker-title" className="flex flex-col gap-3">
          <h2 id="picker-title" className="text-lg font-semibold text-slate-900">
            {t('exam-quiz:all.pick')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {hub.data.categories.map((category) => (
              <QuizLink
                key={category.id}
                to={`/dashboard/quiz/category/${category.id}`}
                title={category.name}
                detail={t('exam-quiz:hub.questionCount', { count: category.questionCount })}
                after={
                  category.questionCount > 0 ? <CategoryQuestionLights categoryId={category.id} categoryName={category.name} /> : undefined
                }
              >
                <CategoryLights lights={category.lights} />
                {isAdmin && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {category.mpuTypes.map((type) => (
                      <Badge key={type}>{t(`exam-quiz:mpuTypes.${type}`)}</Badge>
                    ))}
                  </span>
                )}
              </QuizLink>
            ))}
          </ul>
        </section>
      </div>
    );

  return (
    <>
      <PageHeader title={t('exam-quiz:all.title')} actions={<BackToCourses />} />
      {body}
    </>
  );
}
