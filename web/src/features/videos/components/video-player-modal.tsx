import { useTranslation } from 'react-i18next';
import type { LibraryVideo } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { Modal } from '../../../components/ui/modal';
import { useSetVideoProgress } from '../api/video-queries';
import { VideoAdminPanel } from './video-admin-panel';
import { VideoEmbed } from './video-embed';
import { VideoQuiz } from './video-quiz';
import { useVideoQuizAdmin, VideoQuizDeleteDialog } from './video-quiz-admin';

interface VideoPlayerModalProps {
  video: LibraryVideo;
  onClose: () => void;
  /** Admin: the quiz editor, the MPU types and the technical details. */
  isAdmin?: boolean;
}

/** The player dialog: the uploaded file or the two-click embed, description, the done mark and the video's quiz (for an admin with its editors). */
export function VideoPlayerModal({ video, onClose, isAdmin = false }: VideoPlayerModalProps) {
  const description = video.shown?.description ?? video.description;
  const { t } = useTranslation(['videos']);
  const progress = useSetVideoProgress(video.id);
  const quizAdmin = useVideoQuizAdmin(video.id);
  // the saved answer counts at once; the library's refetch confirms it a moment later
  const isCompleted = progress.isSuccess ? progress.data.completed : video.completed;

  return (
    <>
      <Modal open onClose={onClose} title={video.shown?.title ?? video.title} closeLabel={t('videos:player.close')} size="lg">
        <VideoEmbed video={video} />
        {description && <p className="whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{description}</p>}
        {/* a video the player cannot play neither counts nor can be marked done (the server refuses it too) */}
        {video.isPlayable && (
          <div className="flex flex-col gap-3">
            <div>
              <Button
                variant={isCompleted ? 'primary' : 'secondary'}
                aria-pressed={isCompleted}
                loading={progress.isPending}
                onClick={() => progress.mutate(!isCompleted)}
              >
                {isCompleted && !progress.isPending && <CheckIcon />}
                {isCompleted ? t('videos:player.markedDone') : t('videos:player.markDone')}
              </Button>
            </div>
            <LiveRegion>
              {progress.isError && (
                <Banner variant="error" announce={false}>
                  {t('videos:player.progressError')}
                </Banner>
              )}
              {progress.isSuccess && (
                <span className="sr-only">
                  {progress.data.completed ? t('videos:player.markedDoneAnnouncement') : t('videos:player.markedOpenAnnouncement')}
                </span>
              )}
            </LiveRegion>
          </div>
        )}
        {(video.quizCount > 0 || isAdmin) && <VideoQuiz videoId={video.id} admin={isAdmin ? quizAdmin : undefined} />}
        {isAdmin && <VideoAdminPanel video={video} />}
      </Modal>
      {isAdmin && <VideoQuizDeleteDialog admin={quizAdmin} />}
    </>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0" aria-hidden="true">
      <path
        fillRule="evenodd"
        d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
