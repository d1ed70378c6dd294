import { useTranslation } from 'react-i18next';
import { SEXES, type Sex, type Story } from '@common/schemas/my-story';
import { SelectField } from '../../../components/ui/select-field';
import { NumberField } from './number-field';

export type Person = Story['person'];

/** Sex, weight, height and age: what the body-water formula needs (Watson), nothing more. */
export function PersonFields({ person, onChange }: { person: Person; onChange: (person: Person) => void }) {
  const { t } = useTranslation(['my-story']);
  return (
    <div className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4">
      <SelectField
        label={t('my-story:person.sex')}
        value={person.sex ?? ''}
        onChange={(event) => onChange({ ...person, sex: (event.target.value || null) as Sex | null })}
      >
        <option value="">{t('my-story:person.sexUnset')}</option>
        {SEXES.map((sex) => (
          <option key={sex} value={sex}>
            {t(`my-story:person.sexes.${sex}`)}
          </option>
        ))}
      </SelectField>
      <NumberField
        label={t('my-story:person.weight')}
        value={person.weightKg}
        min={30}
        max={250}
        onChange={(weightKg) => onChange({ ...person, weightKg })}
      />
      <NumberField
        label={t('my-story:person.height')}
        value={person.heightCm}
        min={120}
        max={230}
        onChange={(heightCm) => onChange({ ...person, heightCm })}
      />
      <NumberField
        label={t('my-story:person.age')}
        value={person.ageYears}
        min={16}
        max={100}
        isInteger
        onChange={(ageYears) => onChange({ ...person, ageYears })}
      />
    </div>
  );
}

/** The person is complete enough for the calculation. */
export function isCompletePerson(person: Person): person is { sex: Sex; weightKg: number; heightCm: number; ageYears: number } {
  return person.sex !== null && person.weightKg !== null && person.heightCm !== null && person.ageYears !== null;
}
