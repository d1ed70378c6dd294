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

/** The destructive confirmation naming the email (docs/spec-notes.md, Validation rules and messages); focus starts on Cancel. */
export function DeleteUserDialog({ user, onClose, onDeleted, onFailed, returnFocusRef }: DeleteUserDialogProps) {
  const { t } = useTranslation(['admin-users']);
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
      title={t('admin-users:delete.title')}
      closeLabel={t('admin-users:close')}
      description={user ? t('admin-users:delete.confirm', { email: user.email }) : undefined}
      dismissible={!deleteUser.isPending}
      returnFocusRef={returnFocusRef}
    >
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={deleteUser.isPending}>
          {t('admin-users:actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} loading={deleteUser.isPending}>
          {t('admin-users:delete.submit')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
