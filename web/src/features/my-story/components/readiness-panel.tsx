import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_PARTS, type Finding, type StoryReadiness } from '@common/domain/my-story';
import { Card } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TrafficLight } from '../../../components/ui/traffic-light';
import { formatWholePercent } from '../../../lib/format';
import { fieldId, useCheckTexts, useFindingTitle } from './finding-card';

const lightOf = (value: number) => (value >= 80 ? 'green' : value >= 40 ? 'yellow' : 'red');

function FindingLink({ finding }: { finding: Finding }) {
  const title = useFindingTitle(finding);
  return (
    <button
      type="button"
      className="min-h-11 text-left font-medium text-indigo-800 underline hover:text-indigo-950"
      onClick={() => {
        const target = document.getElementById(fieldId(finding.field));
        target?.scrollIntoView({ block: 'center' });
        target?.focus();
      }}
    >
      {title}
    </button>
  );
}

/** How far each part is, and every open finding with a jump to its field; plainly not a prognosis. */
export function ReadinessPanel({ readiness, findings }: { readiness: StoryReadiness; findings: Finding[] }) {
  const { t, i18n } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden" data-testid="story-readiness">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t('my-story:readiness.title')}
        </h2>
        <p className="max-w-prose text-sm text-slate-700">{tc('readiness.disclaimer')}</p>
      </div>
      <p className="font-semibold text-slate-900" data-testid="story-readiness-overall">
        {t('my-story:readiness.overall', { value: formatWholePercent(readiness.overall, i18n.language) })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {STORY_PARTS.map((part) => {
          const value = readiness.parts[part];
          const label = t(`my-story:readiness.parts.${part}`);
          const valueText = formatWholePercent(value, i18n.language);
          return (
            <li key={part} className="flex flex-col gap-1" data-testid={`readiness-${part}`}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span id={`readiness-${part}`} className="font-medium text-slate-900">
                  {label}
                </span>
                <TrafficLight light={lightOf(value)} label={valueText} />
              </div>
              <ProgressBar value={value} labelledBy={`readiness-${part}`} valueText={valueText} size="sm" />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('my-story:findings.summaryTitle', { count: findings.length })}</h3>
        {findings.length === 0 ? (
          <p className="text-sm text-slate-700">{t('my-story:findings.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" data-testid="story-findings-summary">
            {findings.map((finding, index) => (
              <li key={`${finding.field}-${finding.kind}-${index}`} className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-slate-700">{t(`my-story:readiness.parts.${finding.part}`)}:</span>
                <FindingLink finding={finding} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
