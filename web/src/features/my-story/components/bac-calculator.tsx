import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expectedBac } from '@common/domain/my-story';
import type { Drink } from '@common/schemas/my-story';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { formatDecimal, formatPermille } from '../story-format';
import { DrinksList, newDrink } from './drinks-list';
import { isCompletePerson, PersonFields, type Person } from './person-fields';

/** The expected BAK of a drinks list at a time, as a range, with the figures behind it. */
export function BacResult({ person, drinks, sampleTime }: { person: Person; drinks: Drink[]; sampleTime: string }) {
  const { t, i18n } = useTranslation(['my-story']);
  const language = i18n.language;
  const missing = !isCompletePerson(person)
    ? 'person'
    : drinks.length === 0
      ? 'drinks'
      : !drinks[0]!.start
        ? 'start'
        : !sampleTime
          ? 'time'
          : null;
  if (missing || !isCompletePerson(person))
    return <p className="text-slate-700">{t(`my-story:calculator.missing.${missing ?? 'person'}`)}</p>;
  const range = expectedBac({ ...person, drinks, sampleTime });
  return (
    <div className="flex flex-col gap-2" data-testid="bac-result">
      <p className="text-lg font-semibold text-slate-900">
        {t('my-story:calculator.result', {
          time: sampleTime,
          low: formatPermille(range.lowPermille, language),
          high: formatPermille(range.highPermille, language),
        })}
      </p>
      <p className="text-sm text-slate-700">
        {t('my-story:calculator.figures', {
          grams: formatDecimal(range.alcoholGrams, language, 0),
          water: formatDecimal(range.bodyWaterLitres, language, 1),
          peak: formatPermille(range.peakPermille, language),
          hours: formatDecimal(range.hours, language, 1),
        })}
      </p>
    </div>
  );
}

/** How the calculation works and where it ends (shown with the calculator and the BAK finding). */
export function BacExplanation() {
  const { t } = useTranslation(['my-story']);
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">{t('my-story:calculator.howTitle')}</summary>
      <div className="mt-2 flex max-w-prose flex-col gap-2">
        <p>{t('my-story:calculator.howGrams')}</p>
        <p>{t('my-story:calculator.howWater')}</p>
        <p>{t('my-story:calculator.howRange')}</p>
        <p className="font-semibold">{t('my-story:calculator.limitsTitle')}</p>
        <p>{t('my-story:calculator.limits')}</p>
        <p>{t('my-story:calculator.source')}</p>
      </div>
    </details>
  );
}

/** "Promillerechner": try amounts without storing anything (open before the consent too). */
export function BacCalculator() {
  const { t } = useTranslation(['my-story']);
  const titleId = useId();
  const [person, setPerson] = useState<Person>({ sex: null, weightKg: null, heightCm: null, ageYears: null });
  const [drinks, setDrinks] = useState<Drink[]>(() => [{ ...newDrink(), start: '20:00', end: '22:00' }]);
  const [sampleTime, setSampleTime] = useState('23:00');
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-4 print:hidden">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t('my-story:calculator.title')}
        </h2>
        <p className="max-w-prose text-slate-700">{t('my-story:calculator.intro')}</p>
      </div>
      <PersonFields person={person} onChange={setPerson} />
      <DrinksList drinks={drinks} onChange={setDrinks} idPrefix="calculator" />
      <div className="max-w-xs">
        <TextField
          type="time"
          label={t('my-story:calculator.time')}
          value={sampleTime}
          onChange={(event) => setSampleTime(event.target.value)}
        />
      </div>
      <div aria-live="polite">
        <BacResult person={person} drinks={drinks} sampleTime={sampleTime} />
      </div>
      <BacExplanation />
    </Card>
  );
}
