import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@common/schemas/booking';
import type { AdminInvoice } from '@common/schemas/invoices';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney, todayInBerlin } from '../invoice-format';

interface MarkPaidDialogProps {
  /** The invoice to mark, null while closed. */
  invoice: AdminInvoice | null;
  isPending: boolean;
  onConfirm: (paidOn: string) => void;
  onClose: () => void;
}

/** "Als bezahlt markieren": the day the money arrived, today unless changed. */
export function MarkPaidDialog({ invoice, isPending, onConfirm, onClose }: MarkPaidDialogProps) {
  const { t, i18n } = useTranslation(['invoices']);
  return (
    <Modal
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? t('invoices:markPaid.title', { number: invoice.number }) : ''}
      closeLabel={t('invoices:markPaid.close')}
      description={
        invoice
          ? t('invoices:markPaid.description', {
              amount: formatMoney(invoice.grossCents, i18n.language),
              customer: invoice.buyerName,
            })
          : undefined
      }
      dismissible={!isPending}
    >
      {invoice && <PaidOnForm isPending={isPending} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function PaidOnForm({ isPending, onConfirm, onClose }: Omit<MarkPaidDialogProps, 'invoice'>) {
  const { t } = useTranslation(['invoices']);
  const today = todayInBerlin();
  const [paidOn, setPaidOn] = useState(today);
  const [isInvalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCalendarDate(paidOn) || paidOn > today) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onConfirm(paidOn);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        type="date"
        label={t('invoices:markPaid.paidOn')}
        value={paidOn}
        max={today}
        required
        error={isInvalid ? t('invoices:markPaid.dateError') : undefined}
        onChange={(event) => setPaidOn(event.target.value)}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('invoices:markPaid.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('invoices:markPaid.confirm')}
        </Button>
      </ModalActions>
    </form>
  );
}
