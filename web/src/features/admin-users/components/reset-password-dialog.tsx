import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/schemas/admin-users';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { getAdminErrorMessageKey, getFieldErrorKeys } from '../api/admin-user-messages';
import { useResetUserPassword } from '../api/reset-user-password';
import { validateNewPassword } from '../user-form-rules';
import type { TranslationKey } from '../../../lib/i18n';

interface ResetPasswordDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDone: (email: string) => void;
}

export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['admin-users']);
  const resetPassword = useResetUserPassword();
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={t('admin-users:resetPassword.title')}
      closeLabel={t('admin-users:close')}
      description={user ? t('admin-users:resetPassword.intro', { email: user.email }) : undefined}
      dismissible={!resetPassword.isPending}
    >
      {user && (
        <ResetPasswordForm
          isPending={resetPassword.isPending}
          onCancel={onClose}
          onSubmit={(newPassword) => resetPassword.mutateAsync({ userId: user.id, newPassword }).then((result) => onDone(result.email))}
        />
      )}
    </Modal>
  );
}

interface ResetPasswordFormProps {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (newPassword: string) => Promise<void>;
}

function ResetPasswordForm({ isPending, onCancel, onSubmit }: ResetPasswordFormProps) {
  const { t } = useTranslation(['admin-users']);
  const [newPassword, setNewPassword] = useState('');
  const [fieldError, setFieldError] = useState<TranslationKey<'admin-users'> | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'admin-users'> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const invalid = validateNewPassword(newPassword);
    setFieldError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    try {
      await onSubmit(newPassword);
    } catch (error) {
      const field = getFieldErrorKeys(error, 'resetPassword').password;
      if (field) {
        setFieldError(field);
        inputRef.current?.focus();
      } else {
        setFormError(getAdminErrorMessageKey(error, 'resetPassword'));
      }
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        ref={inputRef}
        label={t('admin-users:resetPassword.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('admin-users:passwordHint')}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={fieldError ? t(fieldError) : undefined}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('admin-users:actions.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('admin-users:resetPassword.submit')}
        </Button>
      </ModalActions>
    </form>
  );
}
