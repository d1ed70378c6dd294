import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@common/schemas/admin-users';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: (email: string) => void;
  onFailed: (error: unknown) => void;
  /** After a deletion the row and its button are gone; when this ref is set, focus goes there instead. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The destructive confirmation naming the email (spec, accounts section 5); focus starts on Cancel. */
export function DeleteUserDialog({ user, onClose, onDeleted, onFailed, returnFocusRef }: DeleteUserDialogProps) {
  const { t } = useTranslation(['admin']);
  const deleteUser = useDeleteUser();

  function confirm() {
    if (!user) return;
    deleteUser.mutate(user.id, {
      onSuccess: (result) => onDeleted(result.email),
      onError: onFailed,
    });
  }

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={t('admin:delete.title')}
      closeLabel={t('admin:close')}
      description={user ? t('admin:delete.confirm', { email: user.email }) : undefined}
      dismissible={!deleteUser.isPending}
      returnFocusRef={returnFocusRef}
    >
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={deleteUser.isPending}>
          {t('admin:actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} loading={deleteUser.isPending}>
          {t('admin:delete.submit')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
