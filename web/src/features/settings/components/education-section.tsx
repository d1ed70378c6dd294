import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Education } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getFieldMessageKeys, getSaveReasonKey } from '../api/settings-messages';
import { useUpdateEducation } from '../api/update-education';
import { EducationFormSchema, toEducation, toEducationFormValues, type EducationFormValues } from '../form-schemas';
import { ChoiceSelect } from './choice-select';
import { EDUCATION_LABEL_KEYS, HIGHEST_DEGREE_LABEL_KEYS } from './option-labels';
import { FeedbackRegion, FormActions, SettingsSection, type SectionFeedback } from './settings-section';

const FIELDS: readonly (keyof EducationFormValues)[] = ['education', 'highestDegree', 'occupation'];

/** Bildung: schooling, highest degree, occupation. */
export function EducationSection({ education }: { education: Education }) {
  const { t } = useTranslation(['settings']);
  const update = useUpdateEducation();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EducationFormValues>({ resolver: zodResolver(EducationFormSchema), defaultValues: toEducationFormValues(education) });

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    const body = toEducation(values);
    try {
      await update.mutateAsync(body);
    } catch (error) {
      for (const [field, messageKey] of Object.entries(getFieldMessageKeys(error))) {
        if (FIELDS.includes(field as keyof EducationFormValues)) setError(field as keyof EducationFormValues, { message: messageKey });
      }
      setFeedback({ variant: 'error', messageKey: 'settings:infoFailed', reasonKey: getSaveReasonKey(error) });
      return;
    }
    reset(toEducationFormValues(body));
    setFeedback({ variant: 'success', messageKey: 'settings:infoSuccess' });
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <SettingsSection id="bildung" title={t('settings:education.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceSelect
            label={t('settings:education.education')}
            labelKeys={EDUCATION_LABEL_KEYS}
            error={fieldError(errors.education?.message)}
            {...register('education')}
          />
          <ChoiceSelect
            label={t('settings:education.highestDegree')}
            labelKeys={HIGHEST_DEGREE_LABEL_KEYS}
            error={fieldError(errors.highestDegree?.message)}
            {...register('highestDegree')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('settings:education.occupation')}
              autoComplete="organization-title"
              maxLength={200}
              error={fieldError(errors.occupation?.message)}
              {...register('occupation')}
            />
          </div>
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
