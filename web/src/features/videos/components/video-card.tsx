import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveVideoSource } from '@common/domain/video-urls';
import type { LibraryVideo } from '@common/schemas/videos';
import { Badge } from '../../../components/ui/badge';
import { hasProviderConsent } from '../provider-consent';
import { VideoThumbnail } from './video-thumbnail';
import { getCurrentLanguage } from '../../../lib/i18n';

interface VideoCardProps {
  video: LibraryVideo;
  /** Admins see which MPU types a video is meant for. */
  showMpuTypes: boolean;
  onOpen: (video: LibraryVideo) => void;
}

/** One 300 px card of a section's row; the whole card is the button that opens the player. */
export function VideoCard({ video, showMpuTypes, onOpen }: VideoCardProps) {
  const { t } = useTranslation(['videos']);
  const isOtherLanguage = video.language !== getCurrentLanguage();
  const thumbnailUrl = useMemo(() => {
    const source = resolveVideoSource(video.url);
    return hasProviderConsent(source.provider) ? source.thumbnailUrl : null;
  }, [video.url]);
  return (
    <button
      type="button"
      onClick={() => onOpen(video)}
      className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <VideoThumbnail thumbnailUrl={thumbnailUrl} />
      <span className="flex flex-1 flex-col gap-2 p-4">
        <span className="line-clamp-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">{video.shown?.title ?? video.title}</span>
        {(video.completed || video.quizCount > 0 || showMpuTypes || !video.isPlayable || isOtherLanguage) && (
          <span className="flex flex-wrap gap-1.5">
            {/* the German videos after those in the reader's language: their language says what to expect */}
            {isOtherLanguage && <Badge variant="warning">{t(`videos:languageNames.${video.language}`)}</Badge>}
            {!video.isPlayable && <Badge>{t('videos:card.notPlayable')}</Badge>}
            {video.completed && <Badge variant="success">{t('videos:card.completed')}</Badge>}
            {video.quizCount > 0 && <Badge>{t('videos:card.quizCount', { count: video.quizCount })}</Badge>}
            {showMpuTypes &&
              video.mpuTypes.map((type) => (
                <Badge key={type} variant="primary">
                  {t(`videos:mpuTypes.${type}`)}
                </Badge>
              ))}
          </span>
        )}
      </span>
    </button>
  );
}
