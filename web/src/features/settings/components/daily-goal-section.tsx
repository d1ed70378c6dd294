import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DAILY_GOAL_MAX, DAILY_GOAL_MIN } from '@common/domain/daily-goal';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateDailyGoal } from '../api/update-daily-goal';
import { DailyGoalFormSchema } from '../form-schemas';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';
import type { TranslationKey } from '../../../lib/i18n';

/** Tagesziel: how many exam questions a day the overview's card counts towards. */
export function DailyGoalSection({ dailyGoal }: { dailyGoal: number }) {
  const { t } = useTranslation(['settings']);
  const section = useSectionForm({
    resolver: zodResolver(DailyGoalFormSchema),
    initial: dailyGoal,
    toValues: (value) => ({ dailyGoal: String(value) }),
    toBody: (values) => Number(values.dailyGoal.trim()),
    mutation: useUpdateDailyGoal(),
    messages: { success: 'settings:dailyGoal.saved', failed: 'settings:infoFailed' },
  });
  const error = section.form.formState.errors.dailyGoal?.message;
  return (
    <SettingsSection id="tagesziel" title={t('settings:dailyGoal.title')} description={t('settings:dailyGoal.intro')}>
      <form onSubmit={(event) => void section.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('settings:dailyGoal.label')}
          hint={t('settings:dailyGoal.hint', { min: DAILY_GOAL_MIN, max: DAILY_GOAL_MAX })}
          type="number"
          inputMode="numeric"
          min={DAILY_GOAL_MIN}
          max={DAILY_GOAL_MAX}
          step={1}
          className="sm:max-w-40"
          error={error ? t(error as TranslationKey<'settings'>, { min: DAILY_GOAL_MIN, max: DAILY_GOAL_MAX }) : undefined}
          {...section.form.register('dailyGoal')}
        />
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
