import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal, ModalActions } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** 'danger' for the step that deletes; 'primary' for a step that only leads on. */
  confirmVariant?: 'danger' | 'primary';
  isPending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes afterwards when the opener is gone (a deleted row). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** A destructive confirmation; focus starts on Abbrechen (the first button), so Enter does not delete. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmVariant = 'danger',
  isPending = false,
  onConfirm,
  onClose,
  returnFocusRef,
}: ConfirmDialogProps) {
  const { t } = useTranslation(['common']);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('common:dialog.close')}
      description={description}
      dismissible={!isPending}
      returnFocusRef={returnFocusRef}
    >
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} loading={isPending}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
