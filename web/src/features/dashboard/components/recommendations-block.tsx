import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@common/schemas/dashboard';
import { getRecommendationTextKeys } from '../dashboard-display';
import { Section } from './section';

type Recommendations = Dashboard['recommendations'];

/** Fokus, Stärken, Zeitplan, Nächste Schritte: every text the rules chose, in the server's order. */
export function RecommendationsBlock({ recommendations }: { recommendations: Recommendations }) {
  const { t } = useTranslation(['dashboard']);
  const titleId = useId();
  const entries = [
    { heading: t('dashboard:recommendations.headings.focus'), keys: recommendations.focus },
    { heading: t('dashboard:recommendations.headings.strengths'), keys: recommendations.strengths },
    { heading: t('dashboard:recommendations.headings.schedule'), keys: [recommendations.schedule] },
    { heading: t('dashboard:recommendations.headings.nextSteps'), keys: recommendations.nextSteps },
  ];
  return (
    <Section titleId={titleId} title={t('dashboard:recommendations.title')}>
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-6">
        {entries.map(({ heading, keys }) => (
          <div key={heading} className="flex flex-col gap-2 border-l-4 border-indigo-200 pl-4">
            <h3 className="font-semibold text-slate-900">{heading}</h3>
            <ul className="flex flex-col gap-2 text-slate-700">
              {getRecommendationTextKeys(keys).map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
