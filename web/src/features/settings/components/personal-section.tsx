import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { PersonalDetails } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getFieldMessageKeys, getSaveReasonKey } from '../api/settings-messages';
import { useUpdatePersonalDetails } from '../api/update-personal-details';
import { PersonalFormSchema, toPersonalDetails, toPersonalFormValues, type PersonalFormValues } from '../form-schemas';
import { FeedbackRegion, FormActions, SettingsSection, type SectionFeedback } from './settings-section';

const FIELDS: readonly (keyof PersonalFormValues)[] = ['firstName', 'middleName', 'lastName', 'birthDate'];

/** Persönliche Daten: first, middle and last name, birth date. */
export function PersonalSection({ details }: { details: PersonalDetails }) {
  const { t } = useTranslation(['settings']);
  const update = useUpdatePersonalDetails();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PersonalFormValues>({ resolver: zodResolver(PersonalFormSchema), defaultValues: toPersonalFormValues(details) });

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    const body = toPersonalDetails(values);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      for (const [field, messageKey] of Object.entries(getFieldMessageKeys(error))) {
        if (FIELDS.includes(field as keyof PersonalFormValues)) setError(field as keyof PersonalFormValues, { message: messageKey });
      }
      setFeedback({ variant: 'error', messageKey: 'settings:personal.failed', reasonKey: getSaveReasonKey(error) });
      return;
    }
    reset(toPersonalFormValues(body));
    setFeedback({ variant: 'success', messageKey: 'settings:personal.success' });
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <SettingsSection id="persoenliche-daten" title={t('settings:personal.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings:personal.firstName')}
            autoComplete="given-name"
            maxLength={100}
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('settings:personal.middleName')}
            autoComplete="additional-name"
            maxLength={100}
            error={fieldError(errors.middleName?.message)}
            {...register('middleName')}
          />
          <TextField
            label={t('settings:personal.lastName')}
            autoComplete="family-name"
            maxLength={100}
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
          <TextField
            label={t('settings:personal.birthDate')}
            type="date"
            autoComplete="bday"
            max="9999-12-31"
            error={fieldError(errors.birthDate?.message)}
            {...register('birthDate')}
          />
        </div>
        <FormActions>
          <Button type="submit" loading={update.isPending}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={feedback} />
      </form>
    </SettingsSection>
  );
}
