import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABSTINENCE_DURATIONS,
  ABSTINENCE_METHODS,
  ABSTINENCE_SUBSTANCES,
  type AbstinenceDuration,
  type AbstinenceMethod,
  type AbstinenceSubstance,
} from '@common/domain/abstinence';
import { ABSTINENCE_TESTING_BODY_MAX_LENGTH, type Programme } from '@common/schemas/abstinence';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-parts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface ProgrammeFormProps {
  initial: Programme | null;
  isPending: boolean;
  /** Per-field codes the server answered (400 VALIDATION_ERROR). */
  serverFields?: Record<string, string>;
  onSubmit: (programme: Programme) => void;
  onCancel?: () => void;
}

/** Method, duration (6/12 months), substances, start date, testing body and the reminder switch. */
export function ProgrammeForm({ initial, isPending, serverFields, onSubmit, onCancel }: ProgrammeFormProps) {
  const { t } = useTranslation(['abstinence']);
  const durationName = useId();
  const substancesId = useId();
  const [method, setMethod] = useState<AbstinenceMethod>(initial?.method ?? 'urine');
  const [months, setMonths] = useState<AbstinenceDuration>(initial?.months ?? 12);
  const [substances, setSubstances] = useState<AbstinenceSubstance[]>(initial?.substances ?? []);
  const [startDate, setStartDate] = useState(initial?.startDate ?? '');
  const [testingBody, setTestingBody] = useState(initial?.testingBody ?? '');
  const [reminders, setReminders] = useState(initial?.reminders ?? false);
  const [isSubmitted, setIsSubmitted] = useState(false);

  const errors = {
    substances: substances.length === 0 || serverFields?.substances ? t('abstinence:programme.substancesRequired') : undefined,
    startDate: !ISO_DATE.test(startDate) || serverFields?.startDate ? t('abstinence:programme.dateInvalid') : undefined,
    testingBody:
      testingBody.trim().length > ABSTINENCE_TESTING_BODY_MAX_LENGTH || serverFields?.testingBody
        ? t('abstinence:programme.tooLong')
        : undefined,
  };
  const shown = (error: string | undefined) => (isSubmitted ? error : undefined);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setIsSubmitted(true);
        if (errors.substances || errors.startDate || errors.testingBody) return;
        onSubmit({ method, months, substances, startDate, testingBody: testingBody.trim(), reminders });
      }}
    >
      <SelectField
        label={t('abstinence:programme.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as AbstinenceMethod)}
      >
        {ABSTINENCE_METHODS.map((value) => (
          <option key={value} value={value}>
            {t(`abstinence:programme.methods.${value}`)}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('abstinence:programme.duration')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {ABSTINENCE_DURATIONS.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
              <input
                type="radio"
                name={durationName}
                value={value}
                checked={months === value}
                onChange={() => setMonths(value)}
                className="size-5 accent-indigo-600"
              />
              {t(`abstinence:programme.months.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={shown(errors.substances) ? `${substancesId}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{t('abstinence:programme.substances')}</legend>
        <div className="mt-1 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
          {ABSTINENCE_SUBSTANCES.map((value) => (
            <Checkbox
              key={value}
              label={t(`abstinence:programme.substanceNames.${value}`)}
              checked={substances.includes(value)}
              onChange={(event) =>
                setSubstances((list) => (event.target.checked ? [...list, value] : list.filter((item) => item !== value)))
              }
            />
          ))}
        </div>
        <FieldError id={substancesId}>{shown(errors.substances)}</FieldError>
      </fieldset>
      <TextField
        type="date"
        label={t('abstinence:programme.startDate')}
        value={startDate}
        error={shown(errors.startDate)}
        onChange={(event) => setStartDate(event.target.value)}
        className="sm:max-w-xs"
      />
      <TextField
        label={t('abstinence:programme.testingBody')}
        hint={t('abstinence:programme.testingBodyHint')}
        value={testingBody}
        error={shown(errors.testingBody)}
        maxLength={ABSTINENCE_TESTING_BODY_MAX_LENGTH}
        onChange={(event) => setTestingBody(event.target.value)}
      />
      <Checkbox
        label={t('abstinence:programme.reminders')}
        hint={t('abstinence:programme.remindersHint')}
        checked={reminders}
        onChange={(event) => setReminders(event.target.checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isPending}>
          {t('abstinence:programme.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isPending}>
            {t('abstinence:programme.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
