import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoQuizQuestion } from '@common/schemas/videos';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { useDeleteVideoQuiz } from '../api/video-admin-queries';
import type { AdminMessage } from './video-quiz-editor';

/** The admin's state of a video's quiz: the announcement, the question asked to delete, and the delete itself. */
export function useVideoQuizAdmin(videoId: string) {
  const { t } = useTranslation(['videos']);
  const deleteQuiz = useDeleteVideoQuiz(videoId);
  const [message, setMessage] = useState<AdminMessage | null>(null);
  const [toDelete, setToDelete] = useState<VideoQuizQuestion | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // after a delete the opener is gone: focus goes to the quiz heading; otherwise back to the opener
  const afterDeleteFocusRef = useRef<HTMLElement | null>(null);

  return {
    message,
    setMessage,
    toDelete,
    headingRef,
    afterDeleteFocusRef,
    isDeleting: deleteQuiz.isPending,
    requestDelete(question: VideoQuizQuestion) {
      afterDeleteFocusRef.current = null;
      setToDelete(question);
    },
    cancelDelete() {
      if (!deleteQuiz.isPending) setToDelete(null);
    },
    confirmDelete() {
      if (!toDelete || deleteQuiz.isPending) return;
      deleteQuiz.mutate(toDelete.id, {
        onSuccess: () => {
          afterDeleteFocusRef.current = headingRef.current;
          setMessage({ variant: 'success', text: t('videos:admin.quiz.deleted') });
        },
        onError: () => setMessage({ variant: 'error', text: t('videos:admin.quiz.deleteError') }),
        onSettled: () => setToDelete(null),
      });
    },
  };
}

export type VideoQuizAdmin = ReturnType<typeof useVideoQuizAdmin>;

/**
 * 'Sind Sie sicher …?' before a question is deleted. Rendered next to the player dialog, not inside it:
 * React lets a nested dialog's close and cancel events reach the player's handlers, which would close it too.
 */
export function VideoQuizDeleteDialog({ admin }: { admin: VideoQuizAdmin }) {
  const { t } = useTranslation(['videos']);
  return (
    <Modal
      open={admin.toDelete !== null}
      onClose={admin.cancelDelete}
      title={t('videos:admin.quiz.deleteTitle')}
      closeLabel={t('videos:player.close')}
      description={t('videos:admin.quiz.deleteConfirm')}
      dismissible={!admin.isDeleting}
      returnFocusRef={admin.afterDeleteFocusRef}
    >
      <ModalActions>
        <Button variant="secondary" onClick={admin.cancelDelete} disabled={admin.isDeleting}>
          {t('videos:admin.cancel')}
        </Button>
        <Button variant="danger" onClick={admin.confirmDelete} loading={admin.isDeleting}>
          {t('videos:admin.quiz.deleteConfirmButton')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
