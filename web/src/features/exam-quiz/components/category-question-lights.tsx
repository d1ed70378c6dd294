import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAFFIC_LIGHTS } from '@common/domain/traffic-lights';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { TrafficLight } from '../../../components/ui/traffic-light';
import { useCategoryLights } from '../api/quiz-queries';

/** "Fragen dieser Kategorie": a disclosure that lists each question of a category with its light, loaded when opened. */
export function CategoryQuestionLights({ categoryId, categoryName }: { categoryId: string; categoryName: string }) {
  const { t } = useTranslation(['exam-quiz']);
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        // the visible text first, then which category: several of these buttons stand on one page
        aria-label={t('exam-quiz:lights.toggleNamed', { name: categoryName })}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-left text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
      >
        <DisclosureChevron className={isOpen ? 'rotate-180' : undefined} />
        {t('exam-quiz:lights.toggle')}
      </button>
      <div id={bodyId} hidden={!isOpen}>
        {isOpen && <QuestionLightList categoryId={categoryId} />}
      </div>
    </div>
  );
}

function QuestionLightList({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation(['exam-quiz', 'common']);
  const lights = useCategoryLights(categoryId);
  if (lights.isPending) return <Spinner label={t('exam-quiz:lights.loading')} showLabel size="sm" className="px-2 py-3" />;
  if (lights.isError) {
    return (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void lights.refetch()} isRetrying={lights.isFetching}>
        {t('exam-quiz:lights.loadError')}
      </LoadErrorBanner>
    );
  }
  return (
    <div className="flex flex-col gap-2 px-2 pb-2">
      <ul aria-label={t('exam-quiz:lights.legend')} className="flex flex-wrap gap-x-4 gap-y-1">
        {TRAFFIC_LIGHTS.map((light) => (
          <li key={light}>
            <TrafficLight light={light} label={`${t(`common:trafficLight.${light}`)}: ${t(`common:trafficLight.meaning.${light}`)}`} />
          </li>
        ))}
      </ul>
      <ol
        aria-label={t('exam-quiz:lights.toggle')}
        className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
      >
        {lights.data.questions.map((question) => (
          <li key={question.id} className="flex items-start justify-between gap-3 px-3 py-2">
            <span className="text-slate-900 [overflow-wrap:anywhere]">{question.question}</span>
            <TrafficLight light={question.light} className="shrink-0 pt-0.5" />
          </li>
        ))}
      </ol>
    </div>
  );
}
