import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { authClient } from '../../../lib/auth-client';
import { clearOfflineData } from '../../../lib/offline/clear-offline-data';
import type { TranslationKey } from '../../../lib/i18n';
import { useMe } from '../../../lib/session';
import { useSetOwnPassword } from '../api/set-own-password';
import { AuthCard } from '../components/auth-card';
import { OwnPasswordFormSchema, type OwnPasswordFormValues } from '../form-schemas';
import '../locales';

type Key = TranslationKey<'auth' | 'common'>;

/**
 * Shown instead of every signed-in page while the account still has the password the platform
 * generated (the first-start administrator; admin:create without --password). It cannot be skipped:
 * the only ways on are an own password or signing out (docs/decisions/074-access-for-new-accounts.md).
 */
export function SetOwnPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { data: me } = useMe();
  const setOwnPassword = useSetOwnPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errorKey, setErrorKey] = useState<Key | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OwnPasswordFormValues>({
    resolver: zodResolver(OwnPasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setErrorKey(null);
    try {
      await setOwnPassword.mutateAsync({ currentPassword, newPassword: password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { message: 'auth:errors.wrongCurrentPassword' }, { shouldFocus: true });
        return;
      }
      setErrorKey(error instanceof ApiError && error.status === 429 ? 'auth:errors.tooManyRequests' : 'common:errors.generic');
    }
  });

  async function signOut() {
    await authClient.signOut();
    await clearOfflineData();
    await navigate('/login', { replace: true });
    queryClient.clear();
  }

  const fieldError = (message: string | undefined) => (message ? t(message as Key) : undefined);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <p className="flex min-h-11 items-center text-base font-bold text-slate-900 sm:text-lg">{t('common:appName')}</p>
          <LanguageSelect hideLabel className="w-36" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 py-8 outline-none sm:py-12">
        <AuthCard
          title={t('auth:ownPassword.title')}
          intro={<p>{t('auth:ownPassword.intro')}</p>}
          footer={
            <p>
              {t('auth:ownPassword.signOutHint')}{' '}
              <button type="button" className="font-medium text-indigo-700 underline hover:text-indigo-900" onClick={() => void signOut()}>
                {t('auth:ownPassword.signOut')}
              </button>
            </p>
          }
        >
          {errorKey && <Banner variant="error">{t(errorKey)}</Banner>}
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            {/* lets password managers tie the new password to this account */}
            <input type="email" name="username" autoComplete="username" value={me?.user.email ?? ''} hidden readOnly />
            <TextField
              label={t('auth:ownPassword.currentPassword')}
              type="password"
              autoComplete="current-password"
              error={fieldError(errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
            <TextField
              label={t('auth:fields.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('auth:fields.passwordHint')}
              error={fieldError(errors.password?.message)}
              {...register('password')}
            />
            <TextField
              label={t('auth:fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldError(errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={setOwnPassword.isPending}>
              {t('auth:ownPassword.submit')}
            </Button>
          </form>
        </AuthCard>
      </main>
    </div>
  );
}
