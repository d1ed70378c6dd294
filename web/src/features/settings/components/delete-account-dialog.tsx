import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { ACCOUNT_DELETED_STATE } from '../../../lib/navigation-state';
import { useDeleteAccount } from '../api/delete-account';
import { getDeleteAccountErrorKey } from '../api/settings-messages';
import { DeleteAccountFormSchema, type DeleteAccountFormValues } from '../form-schemas';
import type { TranslationKey } from '../../../lib/i18n';

interface DeleteAccountDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/** Names the consequence and asks for the password; on success the user is signed out and on /login. */
export function DeleteAccountDialog({ open, email, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(['settings']);
  const deleteAccount = useDeleteAccount();
  return (
    <Modal
      open={open}
      onClose={() => {
        deleteAccount.reset();
        onClose();
      }}
      title={t('settings:myData.dialogTitle')}
      closeLabel={t('settings:myData.close')}
      description={t('settings:myData.dialogBody', { email })}
      dismissible={!deleteAccount.isPending}
    >
      <DeleteAccountForm deleteAccount={deleteAccount} email={email} onCancel={onClose} />
    </Modal>
  );
}

function DeleteAccountForm({
  deleteAccount,
  email,
  onCancel,
}: {
  deleteAccount: ReturnType<typeof useDeleteAccount>;
  email: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['settings']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountFormValues>({ resolver: zodResolver(DeleteAccountFormSchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await deleteAccount.mutateAsync(password);
    } catch {
      return;
    }
    // the server removed the account and cleared the session cookie: nothing cached may remain
    await navigate('/login', { replace: true, state: ACCOUNT_DELETED_STATE });
    queryClient.clear();
  });

  const failure = deleteAccount.isError ? t(getDeleteAccountErrorKey(deleteAccount.error)) : null;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {failure && <Banner variant="error">{failure}</Banner>}
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <TextField
        label={t('settings:myData.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ? t(errors.password.message as TranslationKey<'settings'>) : undefined}
        {...register('password')}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={deleteAccount.isPending}>
          {t('settings:myData.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={deleteAccount.isPending}>
          {t('settings:myData.confirm')}
        </Button>
      </ModalActions>
    </form>
  );
}
