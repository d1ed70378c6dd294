import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { REMINDER_FREQUENCIES } from '@common/domain/reminders';
import type { ReminderSettings } from '@common/schemas/settings';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useUpdateReminders } from '../api/update-reminders';
import {
  REMINDER_HOUR_CHOICES,
  REMINDER_WEEKDAY_CHOICES,
  RemindersFormSchema,
  toReminderSettings,
  toRemindersFormValues,
} from '../form-schemas';
import { FeedbackRegion, FormActions, SettingsSection } from './settings-section';
import { useSectionForm } from './use-section-form';

/** 23 November 2026 is a Monday: its week names the ISO weekdays 1–7 in the active language. */
const weekdayName = (weekday: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + Number(weekday))));

/** Lernerinnerung per E-Mail (docs/decisions/064-learning-reminders-job-runner.md): off, daily or weekly, at an hour. */
export function RemindersSection({ reminders }: { reminders: ReminderSettings }) {
  const { t, i18n } = useTranslation(['settings']);
  const section = useSectionForm({
    resolver: zodResolver(RemindersFormSchema),
    initial: reminders,
    toValues: toRemindersFormValues,
    toBody: toReminderSettings,
    mutation: useUpdateReminders(),
    messages: { success: 'settings:reminders.saved', failed: 'settings:infoFailed' },
  });
  const frequency = section.form.watch('frequency');
  const { errors } = section.form.formState;
  const errorText = (message: string | undefined) => (message ? t(message as TranslationKey<'settings'>) : undefined);
  return (
    <SettingsSection id="reminders" title={t('settings:reminders.title')} description={t('settings:reminders.intro')}>
      <form onSubmit={(event) => void section.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <SelectField
          label={t('settings:reminders.frequency')}
          hint={t('settings:reminders.frequencyHint')}
          error={errorText(errors.frequency?.message)}
          {...section.form.register('frequency')}
        >
          {REMINDER_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {t(`settings:reminders.frequencies.${value}`)}
            </option>
          ))}
        </SelectField>
        {frequency === 'weekly' && (
          <SelectField
            label={t('settings:reminders.weekday')}
            error={errorText(errors.weekday?.message)}
            {...section.form.register('weekday')}
          >
            {REMINDER_WEEKDAY_CHOICES.map((value) => (
              <option key={value} value={value}>
                {weekdayName(value, i18n.resolvedLanguage)}
              </option>
            ))}
          </SelectField>
        )}
        {frequency !== 'off' && (
          <SelectField
            label={t('settings:reminders.hour')}
            hint={t('settings:reminders.hourHint')}
            error={errorText(errors.hour?.message)}
            {...section.form.register('hour')}
          >
            {REMINDER_HOUR_CHOICES.map((value) => (
              <option key={value} value={value}>
                {t('settings:reminders.hourOption', { time: `${value.padStart(2, '0')}:00` })}
              </option>
            ))}
          </SelectField>
        )}
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
