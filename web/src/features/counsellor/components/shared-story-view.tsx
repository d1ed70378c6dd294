// The learner's story, read-only, as the counsellor sees it (a compact reading of StorySchema; features do
// not share components, so this is the counsellor's own rendering, not the my-story feature's document).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { DrinkKind, ProofKind, Story } from '@common/schemas/my-story';
import { formatCalendarDate, localeOf } from '../../../lib/format';
import type { TranslationKey } from '../../../lib/i18n';

type Key = TranslationKey<'counsellor'>;

const REASON_KEYS: Record<MpuReason, Key> = {
  alcohol: 'counsellor:reasons.alcohol',
  drugs: 'counsellor:reasons.drugs',
  points: 'counsellor:reasons.points',
  criminal: 'counsellor:reasons.criminal',
  medizinalcannabis: 'counsellor:reasons.medizinalcannabis',
};

const DRINK_KEYS: Record<DrinkKind, Key> = {
  beer: 'counsellor:story.drinkKinds.beer',
  wine: 'counsellor:story.drinkKinds.wine',
  sparkling: 'counsellor:story.drinkKinds.sparkling',
  spirits: 'counsellor:story.drinkKinds.spirits',
  mixed: 'counsellor:story.drinkKinds.mixed',
  other: 'counsellor:story.drinkKinds.other',
};

const PROOF_KEYS: Record<ProofKind, Key> = {
  abstinence: 'counsellor:story.proofKinds.abstinence',
  counselling: 'counsellor:story.proofKinds.counselling',
  therapy: 'counsellor:story.proofKinds.therapy',
  'self-help': 'counsellor:story.proofKinds.self-help',
  course: 'counsellor:story.proofKinds.course',
  other: 'counsellor:story.proofKinds.other',
};

function Text({ children }: { children: string }) {
  const { t } = useTranslation(['counsellor']);
  return children.trim() ? (
    <p className="whitespace-pre-wrap">{children}</p>
  ) : (
    <p className="text-slate-600 italic">{t('counsellor:story.empty')}</p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function SharedStoryView({ story }: { story: Story }) {
  const { t, i18n } = useTranslation(['counsellor']);
  const language = i18n.language;
  const date = (value: string) => (value ? formatCalendarDate(value, language) : '–');
  const decimal = (value: number, digits: number) =>
    new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits }).format(value);
  const { person } = story;
  const personFacts = [
    person.sex &&
      `${t('counsellor:story.person.sex')}: ${t(person.sex === 'male' ? 'counsellor:story.person.sexes.male' : 'counsellor:story.person.sexes.female')}`,
    person.weightKg !== null && t('counsellor:story.person.weight', { value: decimal(person.weightKg, 1) }),
    person.heightCm !== null && t('counsellor:story.person.height', { value: decimal(person.heightCm, 0) }),
    person.ageYears !== null && t('counsellor:story.person.age', { value: decimal(person.ageYears, 0) }),
  ].filter((fact): fact is string => typeof fact === 'string');

  return (
    <div className="flex max-w-prose flex-col gap-6 text-slate-800">
      {personFacts.length > 0 && (
        <Section title={t('counsellor:story.sections.person')}>
          <p>{personFacts.join(' · ')}</p>
        </Section>
      )}

      <Section title={t('counsellor:story.sections.incidents')}>
        {story.incidents.length === 0 && <Text>{''}</Text>}
        {story.incidents.map((incident, index) => (
          <div key={incident.id} className="flex flex-col gap-1 border-l-4 border-slate-200 pl-3">
            <p className="font-semibold text-slate-900">
              {t('counsellor:story.incident', { number: index + 1, reason: t(REASON_KEYS[incident.reason]), date: date(incident.date) })}
            </p>
            <Text>{incident.description}</Text>
            {incident.bacPermille !== null && (
              <p>{t('counsellor:story.bac', { value: decimal(incident.bacPermille, 2), time: incident.sampleTime || '–' })}</p>
            )}
            {incident.thcNgMl !== null && <p>{t('counsellor:story.thc', { value: decimal(incident.thcNgMl, 1) })}</p>}
            {incident.points !== null && <p>{t('counsellor:story.points', { value: decimal(incident.points, 0) })}</p>}
            {incident.drinks.length > 0 && (
              <ul className="list-disc pl-5">
                {incident.drinks.map((drink) => (
                  <li key={drink.id}>
                    {t('counsellor:story.drink', {
                      count: drink.count,
                      kind: t(DRINK_KEYS[drink.kind]),
                      volume: decimal(drink.volumeMl, 0),
                      abv: decimal(drink.abvPercent, 1),
                      start: drink.start || '–',
                      end: drink.end || '–',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </Section>

      <Section title={t('counsellor:story.sections.history')}>
        <Text>{story.history.text}</Text>
      </Section>
      <Section title={t('counsellor:story.sections.causes')}>
        <Text>{story.causes.text}</Text>
      </Section>
      <Section title={t('counsellor:story.sections.insight')}>
        <Text>{story.insight.text}</Text>
      </Section>

      <Section title={t('counsellor:story.sections.change')}>
        <Text>{story.change.text}</Text>
        {story.change.since && <p>{t('counsellor:story.since', { date: date(story.change.since) })}</p>}
        {story.change.abstinentSince && <p>{t('counsellor:story.abstinentSince', { date: date(story.change.abstinentSince) })}</p>}
        {story.change.enabledBy.trim() && (
          <div>
            <p className="font-semibold text-slate-900">{t('counsellor:story.enabledBy')}</p>
            <Text>{story.change.enabledBy}</Text>
          </div>
        )}
        {story.change.goal && (
          <p>{t(story.change.goal === 'abstinence' ? 'counsellor:story.goals.abstinence' : 'counsellor:story.goals.controlled')}</p>
        )}
      </Section>

      <Section title={t('counsellor:story.sections.proof')}>
        {story.proof.items.length === 0 ? (
          <Text>{''}</Text>
        ) : (
          <ul className="list-disc pl-5">
            {story.proof.items.map((item) => (
              <li key={item.id}>
                {t(PROOF_KEYS[item.kind])}: {item.description || '–'} (
                {t('counsellor:story.proofPeriod', { from: date(item.from), to: item.to ? date(item.to) : t('counsellor:story.ongoing') })})
              </li>
            ))}
          </ul>
        )}
        {story.proof.linkAbstinenceTracker && <p className="text-sm text-slate-700">{t('counsellor:story.trackerLinked')}</p>}
      </Section>

      <Section title={t('counsellor:story.sections.stability')}>
        {story.stability.riskSituations.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-slate-900">{t('counsellor:story.risks')}</p>
            <ul className="flex flex-col gap-2">
              {story.stability.riskSituations.map((risk) => (
                <li key={risk.id} className="border-l-4 border-slate-200 pl-3">
                  <p className="font-medium text-slate-900">{risk.situation || '–'}</p>
                  <Text>{risk.strategy}</Text>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <p className="font-semibold text-slate-900">{t('counsellor:story.support')}</p>
          <Text>{story.stability.support}</Text>
        </div>
      </Section>

      <Section title={t('counsellor:story.sections.future')}>
        <Text>{story.future.text}</Text>
      </Section>
    </div>
  );
}
