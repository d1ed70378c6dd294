import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_KEYS, type PageKey } from '@common/domain/page-keys';
import type { AdminUser } from '@common/schemas/admin-users';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { getAdminErrorMessageKey } from '../api/admin-user-messages';
import { useUpdatePermissions } from '../api/update-permissions';
import { PAGE_LABEL_KEYS } from '../user-display';
import type { TranslationKey } from '../../../lib/i18n';

interface PermissionsDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: () => void;
}

/** One checkbox per page key; saved together (PUT), effective from the user's next request. */
export function PermissionsDialog({ user, onClose, onSaved }: PermissionsDialogProps) {
  const { t } = useTranslation(['admin-users']);
  const updatePermissions = useUpdatePermissions();
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={user ? t('admin-users:permissions.title', { email: user.email }) : ''}
      closeLabel={t('admin-users:close')}
      description={t('admin-users:permissions.intro')}
      dismissible={!updatePermissions.isPending}
    >
      {user && (
        <PermissionsForm
          user={user}
          isPending={updatePermissions.isPending}
          onCancel={onClose}
          onSubmit={(permissions) => updatePermissions.mutateAsync({ userId: user.id, permissions }).then(onSaved)}
        />
      )}
    </Modal>
  );
}

interface PermissionsFormProps {
  user: AdminUser;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (permissions: Record<PageKey, boolean>) => Promise<void>;
}

function PermissionsForm({ user, isPending, onCancel, onSubmit }: PermissionsFormProps) {
  const { t } = useTranslation(['admin-users']);
  const [permissions, setPermissions] = useState<Record<PageKey, boolean>>(
    () => Object.fromEntries(PAGE_KEYS.map((page) => [page, user.permissions[page] ?? false])) as Record<PageKey, boolean>,
  );
  const [errorKey, setErrorKey] = useState<TranslationKey<'admin-users'> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrorKey(null);
    try {
      await onSubmit(permissions);
    } catch (error) {
      setErrorKey(getAdminErrorMessageKey(error, 'permissions'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {errorKey && <Banner variant="error">{t(errorKey)}</Banner>}
      {user.role === 'admin' && <Banner variant="info">{t('admin-users:permissions.adminNote')}</Banner>}
      <fieldset className="flex flex-col">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin-users:permissions.legend')}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {PAGE_KEYS.map((page) => (
            <Checkbox
              key={page}
              label={t(PAGE_LABEL_KEYS[page])}
              checked={permissions[page]}
              disabled={isPending}
              onChange={(event) => setPermissions((previous) => ({ ...previous, [page]: event.target.checked }))}
            />
          ))}
        </div>
      </fieldset>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('admin-users:actions.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('admin-users:permissions.submit')}
        </Button>
      </ModalActions>
    </form>
  );
}
