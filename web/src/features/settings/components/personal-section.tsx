import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { PersonalDetails } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdatePersonalDetails } from '../api/update-personal-details';
import { PersonalFormSchema, toPersonalDetails, toPersonalFormValues } from '../form-schemas';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';
import type { TranslationKey } from '../../../lib/i18n';

/** Persönliche Daten: first, middle and last name, birth date, and the postal address (invoices of booked sessions). */
export function PersonalSection({ details }: { details: PersonalDetails }) {
  const { t } = useTranslation(['settings']);
  const { form, feedback, onSubmit, isSaving } = useSectionForm({
    resolver: zodResolver(PersonalFormSchema),
    initial: details,
    toValues: toPersonalFormValues,
    toBody: toPersonalDetails,
    mutation: useUpdatePersonalDetails(),
    messages: { success: 'settings:personal.success', failed: 'settings:personal.failed' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const fieldError = (message: string | undefined) => (message ? t(message as TranslationKey<'settings'>) : undefined);

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
          <div className="sm:col-span-2">
            <TextField
              label={t('settings:personal.street')}
              autoComplete="street-address"
              maxLength={200}
              error={fieldError(errors.street?.message)}
              {...register('street')}
            />
          </div>
          <TextField
            label={t('settings:personal.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={20}
            error={fieldError(errors.postalCode?.message)}
            {...register('postalCode')}
          />
          <TextField
            label={t('settings:personal.city')}
            autoComplete="address-level2"
            maxLength={100}
            error={fieldError(errors.city?.message)}
            {...register('city')}
          />
        </div>
        <p className="text-sm text-slate-700">{t('settings:personal.addressHint')}</p>
        <FormActions>
          <Button type="submit" loading={isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={feedback} />
      </form>
    </SettingsSection>
  );
}
