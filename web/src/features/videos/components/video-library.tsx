import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryVideo, VideoLibrary as VideoLibraryData } from '@common/schemas/videos';
import { EmptyState } from '../../../components/ui/empty-state';
import { VideoPlayerModal } from './video-player-modal';
import { VideoSection } from './video-section';

interface VideoLibraryProps {
  library: VideoLibraryData;
  isSearching: boolean;
  showMpuTypes: boolean;
  /** Admin: section titles, quiz questions and MPU types can be edited. */
  isAdmin?: boolean;
}

/** The sections with videos, and the player of the video opened from one of them. */
export function VideoLibrary({ library, isSearching, showMpuTypes, isAdmin = false }: VideoLibraryProps) {
  const { t } = useTranslation(['videos']);
  const [openVideoId, setOpenVideoId] = useState<string | null>(null);
  const [openedVideo, setOpenedVideo] = useState<LibraryVideo | null>(null);

  // a section without videos has nothing to offer the learner
  const sections = [...library.sections].sort((a, b) => a.order - b.order).filter((section) => section.videos.length > 0);
  // the open video as the library knows it now (its done mark refreshes after a change)
  const openVideo =
    openVideoId === null ? null : (sections.flatMap((section) => section.videos).find((video) => video.id === openVideoId) ?? openedVideo);

  function open(video: LibraryVideo) {
    setOpenedVideo(video);
    setOpenVideoId(video.id);
  }

  if (sections.length === 0)
    return <EmptyState title={t('videos:empty.title')} description={isSearching ? t('videos:empty.search') : t('videos:empty.none')} />;

  return (
    <>
      <div className="flex flex-col gap-8">
        {sections.map((section) => (
          <VideoSection
            key={section.id}
            section={{ ...section, videos: [...section.videos].sort((a, b) => a.order - b.order) }}
            showMpuTypes={showMpuTypes}
            canEditTitle={isAdmin}
            onOpen={open}
          />
        ))}
      </div>
      {openVideo && <VideoPlayerModal key={openVideo.id} video={openVideo} isAdmin={isAdmin} onClose={() => setOpenVideoId(null)} />}
    </>
  );
}
