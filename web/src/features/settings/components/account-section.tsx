import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { getEmailChangeReasonKey, getPasswordChangeReasonKey } from '../api/settings-messages';
import {
  createEmailChangeFormSchema,
  PasswordChangeFormSchema,
  type EmailChangeFormValues,
  type PasswordChangeFormValues,
} from '../form-schemas';
import { useReportUnsavedChanges } from './unsaved-changes';
import { FeedbackRegion, FormActions, SettingsSection, SubsectionTitle, type SectionFeedback } from './settings-section';
import type { TranslationKey } from '../../../lib/i18n';

/** Konto: the address (changed through a confirmation mail to the new one) and the password. */
export function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation(['settings']);
  return (
    <SettingsSection id="konto" title={t('settings:account.title')}>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-slate-800">{t('settings:account.currentEmail')}</p>
        <p className="text-slate-900 [overflow-wrap:anywhere]" data-testid="current-email">
          {email}
        </p>
      </div>
      <EmailChangeForm currentEmail={email} />
      <div className="border-t border-slate-200" />
      <PasswordChangeForm currentEmail={email} />
    </SettingsSection>
  );
}

function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation(['settings']);
  const changeEmail = useChangeEmail();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const schema = useMemo(() => createEmailChangeFormSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<EmailChangeFormValues>({ resolver: zodResolver(schema), defaultValues: { newEmail: '', currentPassword: '' } });
  useReportUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(async ({ newEmail, currentPassword }) => {
    setFeedback(null);
    try {
      await changeEmail.mutateAsync({ newEmail, currentPassword });
    } catch (error) {
      setFeedback({ variant: 'error', messageKey: 'settings:account.emailFailed', reasonKey: getEmailChangeReasonKey(error) });
      return;
    }
    reset();
    // not "erfolgreich aktualisiert" yet: the address changes when the mailed link is followed
    setFeedback({ variant: 'success', messageKey: 'settings:account.emailRequested', values: { email: newEmail } });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="konto-email-title" className="flex flex-col gap-4">
      <SubsectionTitle id="konto-email-title">{t('settings:account.emailTitle')}</SubsectionTitle>
      <div className="max-w-md">
        <TextField
          label={t('settings:account.newEmail')}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t('settings:account.emailHint')}
          error={errors.newEmail?.message ? t(errors.newEmail.message as TranslationKey<'settings'>) : undefined}
          {...register('newEmail')}
        />
      </div>
      <div className="max-w-md">
        <TextField
          label={t('settings:account.emailPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message ? t(errors.currentPassword.message as TranslationKey<'settings'>) : undefined}
          {...register('currentPassword')}
        />
      </div>
      <FormActions>
        <Button type="submit" variant="secondary" loading={changeEmail.isPending}>
          {t('settings:account.emailSubmit')}
        </Button>
      </FormActions>
      <FeedbackRegion feedback={feedback} />
    </form>
  );
}

function PasswordChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation(['settings']);
  const changePassword = useChangePassword();
  const [feedback, setFeedback] = useState<SectionFeedback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PasswordChangeFormValues>({
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useReportUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFeedback(null);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const reasonKey = getPasswordChangeReasonKey(error);
      if (reasonKey === 'settings:errors.wrongCurrentPassword') setError('currentPassword', { message: reasonKey });
      setFeedback({ variant: 'error', messageKey: 'settings:account.passwordFailed', reasonKey });
      return;
    }
    reset();
    setFeedback({
      variant: 'success',
      messageKey: 'settings:account.passwordSuccess',
      reasonKey: 'settings:account.passwordSuccessDetail',
    });
  });

  const fieldError = (message: string | undefined) => (message ? t(message as TranslationKey<'settings'>) : undefined);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="konto-password-title" className="flex flex-col gap-4">
      <SubsectionTitle id="konto-password-title">{t('settings:account.passwordTitle')}</SubsectionTitle>
      {/* lets password managers tie the new password to this account */}
      <input type="email" name="username" autoComplete="username" value={currentEmail} hidden readOnly />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField
            label={t('settings:account.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        </div>
        <TextField
          label={t('settings:account.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('settings:account.passwordHint')}
          error={fieldError(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('settings:account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </div>
      <FormActions>
        <Button type="submit" variant="secondary" loading={changePassword.isPending}>
          {t('settings:account.passwordSubmit')}
        </Button>
      </FormActions>
      <FeedbackRegion feedback={feedback} />
    </form>
  );
}
