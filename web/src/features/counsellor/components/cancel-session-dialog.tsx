import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounsellorBooking } from '@common/schemas/booking';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { formatDayHeading } from '../counsellor-calendar';

/** The API's limit (CounsellorCancelInputSchema). */
const REASON_MAX_LENGTH = 500;

interface CancelSessionDialogProps {
  /** The session to call off; null: closed. */
  booking: CounsellorBooking | null;
  isPending: boolean;
  /** A failed attempt, shown in the dialog so the reason is not lost. */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason (required): the learner receives it by e-mail. */
export function CancelSessionDialog({ booking, isPending, error, onConfirm, onClose }: CancelSessionDialogProps) {
  const { t } = useTranslation(['counsellor']);
  return (
    <Modal
      open={booking !== null}
      onClose={onClose}
      title={t('counsellor:cancelDialog.title')}
      closeLabel={t('counsellor:cancelDialog.close')}
      dismissible={!isPending}
    >
      {/* mounted per opening, so the reason starts empty each time */}
      {booking && <CancelForm booking={booking} isPending={isPending} error={error} onConfirm={onConfirm} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({
  booking,
  isPending,
  error,
  onConfirm,
  onClose,
}: Omit<CancelSessionDialogProps, 'booking'> & { booking: CounsellorBooking }) {
  const { t, i18n } = useTranslation(['counsellor']);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<'required' | 'tooLong' | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === '') return setProblem('required');
    if (trimmed.length > REASON_MAX_LENGTH) return setProblem('tooLong');
    setProblem(null);
    onConfirm(trimmed);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        {t('counsellor:cancelDialog.description', {
          name: booking.learner.name,
          date: formatDayHeading(booking.date, i18n.language),
          time: booking.slot,
        })}
      </p>
      {error && <Banner variant="error">{error}</Banner>}
      <TextareaField
        label={t('counsellor:cancelDialog.reason')}
        hint={t('counsellor:cancelDialog.reasonHint')}
        required
        rows={4}
        maxLength={REASON_MAX_LENGTH + 100}
        value={reason}
        error={problem ? t(problem === 'required' ? 'counsellor:cancelDialog.required' : 'counsellor:cancelDialog.tooLong') : undefined}
        onChange={(event) => setReason(event.target.value)}
        data-autofocus
      />
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('counsellor:cancelDialog.back')}
        </Button>
        <Button type="submit" variant="danger" loading={isPending}>
          {t('counsellor:cancelDialog.confirm')}
        </Button>
      </ModalActions>
    </form>
  );
}
