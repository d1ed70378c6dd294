import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryVideo, VideoLibrary as VideoLibraryData } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { EmptyState } from '../../../components/ui/empty-state';
import type { VideoLanguage } from '../video-language';
import { VideoPlayerModal } from './video-player-modal';
import { VideoSection } from './video-section';

interface VideoLibraryProps {
  library: VideoLibraryData;
  /** The language the page asked for; the server answers German when there are no videos in it. */
  interfaceLanguage: VideoLanguage;
  isSearching: boolean;
  showMpuTypes: boolean;
  /** Admin: section titles, quiz questions and MPU types can be edited. */
  isAdmin?: boolean;
}

/** Within a section: the videos in the interface language first, then the others (German), each in the admin's order. */
const languageFirst =
  (language: string) =>
  (a: LibraryVideo, b: LibraryVideo): number =>
    Number(a.language !== language) - Number(b.language !== language) || a.order - b.order;

/** The sections with videos, and the player of the video opened from one of them. */
export function VideoLibrary({ library, interfaceLanguage, isSearching, showMpuTypes, isAdmin = false }: VideoLibraryProps) {
  const { t, i18n } = useTranslation(['videos']);
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

  // the empty library names its real cause: nothing matches, nothing for the reason, or only other languages
  let emptyDescription = t('videos:empty.none');
  if (isSearching) emptyDescription = t('videos:empty.search');
  else if (library.otherLanguages.length > 0) {
    const names = library.otherLanguages.map((language) => t(`videos:languageNames.${language}`));
    emptyDescription = t('videos:empty.otherLanguages', {
      languages: new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(names),
    });
  }
  const languageNote = library.language !== interfaceLanguage && (
    <Banner variant="info" announce={false}>
      <p className="font-semibold">{t('videos:languageNote.title')}</p>
      <p className="font-normal">{t('videos:languageNote.text')}</p>
    </Banner>
  );

  if (sections.length === 0)
    return (
      <div className="flex flex-col gap-6">
        {languageNote}
        <EmptyState title={t('videos:empty.title')} description={emptyDescription} />
      </div>
    );

  return (
    <>
      <div className="flex flex-col gap-8">
        {languageNote}
        {sections.map((section) => (
          <VideoSection
            key={section.id}
            section={{ ...section, videos: [...section.videos].sort(languageFirst(interfaceLanguage)) }}
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
