import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { formatWholePercent } from '../../../lib/format';
import { useUpdateDesiredRetention } from '../api/update-review';
import { RETENTION_CHOICES, ReviewFormSchema } from '../form-schemas';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

/** Wiederholung: the 'Ziel-Behaltensrate' the spaced repetition schedules the exam questions for. */
export function ReviewSection({ desiredRetention }: { desiredRetention: number }) {
  const { t, i18n } = useTranslation(['settings']);
  const section = useSectionForm({
    resolver: zodResolver(ReviewFormSchema),
    initial: desiredRetention,
    toValues: (value) => ({ desiredRetention: String(value) as (typeof RETENTION_CHOICES)[number] }),
    toBody: (values) => Number(values.desiredRetention),
    mutation: useUpdateDesiredRetention(),
    messages: { success: 'settings:review.saved', failed: 'settings:infoFailed' },
  });
  return (
    <SettingsSection id="review" title={t('settings:review.title')} description={t('settings:review.intro')}>
      <form onSubmit={(event) => void section.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <SelectField
          label={t('settings:review.retention')}
          hint={t('settings:review.retentionHint')}
          {...section.form.register('desiredRetention')}
        >
          {RETENTION_CHOICES.map((value) => (
            <option key={value} value={value}>
              {formatWholePercent(Number(value), i18n.resolvedLanguage)}
            </option>
          ))}
        </SelectField>
        <FormActions>
          <Button type="submit" loading={section.isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={section.feedback} />
      </form>
    </SettingsSection>
  );
}
