import { useTranslation } from 'react-i18next';
import { useDeleteAllQuestions } from '../api/delete-all-questions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export type DeleteAllStep = 'first' | 'second' | null;

interface DeleteAllDialogsProps {
  step: DeleteAllStep;
  /** How many questions there are, named in the second confirmation. */
  questionCount: number;
  onStepChange: (step: DeleteAllStep) => void;
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * 'Alle löschen' asks twice (docs/spec-notes.md, Learning content): a first dialog that leads on, then a
 * stronger one naming the number of questions; only its button sends the DELETE.
 */
export function DeleteAllDialogs({ step, questionCount, onStepChange, onDeleted, onFailed }: DeleteAllDialogsProps) {
  const { t } = useTranslation(['exam-admin']);
  const deleteAll = useDeleteAllQuestions();
  const close = () => onStepChange(null);
  return (
    <>
      <ConfirmDialog
        open={step === 'first'}
        title={t('exam-admin:deleteAll.firstTitle')}
        description={t('exam-admin:deleteAll.firstText')}
        confirmLabel={t('exam-admin:deleteAll.continue')}
        confirmVariant="primary"
        onConfirm={() => onStepChange('second')}
        onClose={close}
      />
      <ConfirmDialog
        open={step === 'second'}
        title={t('exam-admin:deleteAll.secondTitle')}
        description={
          <strong className="font-semibold text-red-800">{t('exam-admin:deleteAll.secondText', { count: questionCount })}</strong>
        }
        confirmLabel={t('exam-admin:deleteAll.submit')}
        isPending={deleteAll.isPending}
        onConfirm={() => deleteAll.mutate(undefined, { onSuccess: onDeleted, onError: onFailed })}
        onClose={close}
      />
    </>
  );
}
