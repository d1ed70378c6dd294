// What a screen reader hears while a section or video is moved (dnd-kit's live region), in the UI language:
// the item's name, its position and, for a video, its section.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSection } from '@common/schemas/video-management';
import { findSectionOfVideo } from '../video-order';

interface Place {
  position: number;
  count: number;
  /** The video's section; absent for a section. */
  section?: string;
}

/** Where the active item is when it is over `overId`: over itself or another item, or over a section (its end). */
function placeOf(sections: readonly ManagedSection[], activeId: UniqueIdentifier, overId: UniqueIdentifier): Place | undefined {
  const sectionIndex = sections.findIndex((section) => section.id === activeId);
  if (sectionIndex >= 0) {
    const overIndex = sections.findIndex((section) => section.id === overId);
    return overIndex < 0 ? undefined : { position: overIndex + 1, count: sections.length };
  }
  const overSection = sections.find((section) => section.id === overId) ?? findSectionOfVideo(sections, String(overId));
  if (!overSection) return undefined;
  const isInside = overSection.videos.some((video) => video.id === activeId);
  const count = overSection.videos.length + (isInside ? 0 : 1);
  const overIndex = overSection.videos.findIndex((video) => video.id === overId);
  return { position: overIndex < 0 ? count : overIndex + 1, count, section: overSection.title };
}

export function useDragAnnouncements(sections: readonly ManagedSection[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation(['video-admin']);
  // dnd-kit reports the item over itself right after the pick-up; saying so would cut off 'aufgenommen'
  const hasMoved = useRef(false);

  function nameOf(id: UniqueIdentifier) {
    const section = sections.find((candidate) => candidate.id === id);
    if (section) return t('video-admin:dnd.sectionName', { title: section.title });
    const video = findSectionOfVideo(sections, String(id))?.videos.find((candidate) => candidate.id === id);
    return t('video-admin:dnd.videoName', { title: video?.title ?? '' });
  }

  function describe(kind: 'pickedUp' | 'movedTo' | 'droppedAt', activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) {
    const name = nameOf(activeId);
    const place = overId === undefined ? undefined : placeOf(sections, activeId, overId);
    if (!place) return t('video-admin:dnd.notOver', { name });
    const values = { name, position: place.position, count: place.count, section: place.section ?? '' };
    if (place.section === undefined) {
      if (kind === 'pickedUp') return t('video-admin:dnd.pickedUp', values);
      return kind === 'movedTo' ? t('video-admin:dnd.movedTo', values) : t('video-admin:dnd.droppedAt', values);
    }
    if (kind === 'pickedUp') return t('video-admin:dnd.pickedUpVideo', values);
    return kind === 'movedTo' ? t('video-admin:dnd.movedToVideo', values) : t('video-admin:dnd.droppedAtVideo', values);
  }

  return {
    screenReaderInstructions: { draggable: t('video-admin:dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        hasMoved.current = false;
        return describe('pickedUp', active.id, active.id);
      },
      onDragOver: ({ active, over }) => {
        if (!hasMoved.current && over?.id === active.id) return undefined;
        hasMoved.current = true;
        return describe('movedTo', active.id, over?.id);
      },
      onDragEnd: ({ active, over }) => describe('droppedAt', active.id, over?.id),
      onDragCancel: ({ active }) => t('video-admin:dnd.cancelled', { name: nameOf(active.id) }),
    },
  };
}
