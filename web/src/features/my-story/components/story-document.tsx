import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { storySections, type StorySection } from '@common/domain/my-story';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { Story } from '@common/schemas/my-story';
import { formatCalendarDate } from '../../../lib/format';
import { formatDecimal, formatPermille } from '../story-format';
import { useCheckTexts } from './finding-card';

function Text({ children }: { children: string }) {
  const { t } = useTranslation(['my-story']);
  return children.trim() ? (
    <p className="whitespace-pre-wrap">{children}</p>
  ) : (
    <p className="text-slate-600 italic">{t('my-story:document.empty')}</p>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-semibold text-slate-900">{label}</p>
      {children}
    </div>
  );
}

/** The story as a document to read: a version of it, or the printable page. */
export function StoryDocument({ story, reasons, headingLevel = 2 }: { story: Story; reasons: MpuReason[]; headingLevel?: 2 | 4 }) {
  const { t, i18n } = useTranslation(['my-story']);
  const tc = useCheckTexts();
  const language = i18n.language;
  const date = (value: string) => (value ? formatCalendarDate(value, language) : '–');
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const body: Record<StorySection, () => ReactNode> = {
    incidents: () => (
      <>
        {story.incidents.length === 0 && <Text>{''}</Text>}
        {story.incidents.map((incident, index) => (
          <div key={incident.id} className="flex flex-col gap-1 border-l-4 border-slate-200 pl-3">
            <p className="font-semibold">{t('my-story:document.incident', { number: index + 1, date: date(incident.date) })}</p>
            <Text>{incident.description}</Text>
            {incident.bacPermille !== null && (
              <p>
                {t('my-story:document.bac', { value: formatPermille(incident.bacPermille, language), time: incident.sampleTime || '–' })}
              </p>
            )}
            {incident.thcNgMl !== null && <p>{t('my-story:document.thc', { value: formatDecimal(incident.thcNgMl, language, 1) })}</p>}
            {incident.points !== null && <p>{t('my-story:document.points', { count: incident.points })}</p>}
            {incident.drinks.length > 0 && (
              <ul className="list-disc pl-5">
                {incident.drinks.map((drink) => (
                  <li key={drink.id}>
                    {t('my-story:document.drink', {
                      count: drink.count,
                      kind: t(`my-story:drinks.kinds.${drink.kind}`),
                      volume: formatDecimal(drink.volumeMl, language, 0),
                      abv: formatDecimal(drink.abvPercent, language, 1),
                      start: drink.start || '–',
                      end: drink.end || '–',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </>
    ),
    history: () => <Text>{story.history.text}</Text>,
    causes: () => <Text>{story.causes.text}</Text>,
    insight: () => <Text>{story.insight.text}</Text>,
    change: () => (
      <>
        <Text>{story.change.text}</Text>
        <p>{t('my-story:document.since', { date: date(story.change.since) })}</p>
        {story.change.abstinentSince && <p>{t('my-story:document.abstinentSince', { date: date(story.change.abstinentSince) })}</p>}
        <Labelled label={t('my-story:change.enabledBy')}>
          <Text>{story.change.enabledBy}</Text>
        </Labelled>
        {story.change.goal && <p>{t(`my-story:change.goals.${story.change.goal}`)}</p>}
      </>
    ),
    proof: () =>
      story.proof.items.length === 0 ? (
        <Text>{''}</Text>
      ) : (
        <ul className="list-disc pl-5">
          {story.proof.items.map((item) => (
            <li key={item.id}>
              {t(`my-story:proof.kinds.${item.kind}`)}: {item.description || '–'} ({date(item.from)} – {date(item.to)})
            </li>
          ))}
        </ul>
      ),
    stability: () => (
      <>
        {story.stability.riskSituations.map((risk) => (
          <Labelled key={risk.id} label={risk.situation || '–'}>
            <Text>{risk.strategy}</Text>
          </Labelled>
        ))}
        <Labelled label={t('my-story:stability.support')}>
          <Text>{story.stability.support}</Text>
        </Labelled>
      </>
    ),
    future: () => <Text>{story.future.text}</Text>,
  };
  return (
    <div className="flex max-w-prose flex-col gap-5 text-slate-800" data-testid="story-document">
      {storySections(reasons.length > 0 ? reasons : ['alcohol']).map(({ section }) => (
        <section key={section} className="flex flex-col gap-2 break-inside-avoid-page">
          <Heading className="text-lg font-semibold text-slate-900">{tc(`sections.${section}.title`)}</Heading>
          {body[section]()}
        </section>
      ))}
    </div>
  );
}
