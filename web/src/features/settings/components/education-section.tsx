import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Education } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateEducation } from '../api/update-education';
import { EducationFormSchema, toEducation, toEducationFormValues } from '../form-schemas';
import { ChoiceSelect } from './choice-select';
import { EDUCATION_LABEL_KEYS, HIGHEST_DEGREE_LABEL_KEYS } from './option-labels';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';
import type { TranslationKey } from '../../../lib/i18n';

/** Bildung: schooling, highest degree, occupation. */
export function EducationSection({ education }: { education: Education }) {
  const { t } = useTranslation(['settings']);
  const { form, feedback, onSubmit, isSaving } = useSectionForm({
    resolver: zodResolver(EducationFormSchema),
    initial: education,
    toValues: toEducationFormValues,
    toBody: toEducation,
    mutation: useUpdateEducation(),
    messages: { success: 'settings:infoSuccess', failed: 'settings:infoFailed' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const fieldError = (message: string | undefined) => (message ? t(message as TranslationKey<'settings'>) : undefined);

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
          <Button type="submit" loading={isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={feedback} />
      </form>
    </SettingsSection>
  );
}
