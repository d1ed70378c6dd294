// What a screen reader hears while a chapter is moved (dnd-kit's live region), in the UI language:
// the chapter's name and its position.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedChapter } from '@common/schemas/course-admin';

export function useChapterAnnouncements(chapters: readonly ManagedChapter[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation(['course-admin']);
  // dnd-kit reports the chapter over itself right after the pick-up; saying so would cut off 'aufgenommen'
  const hasMoved = useRef(false);

  const nameOf = (id: UniqueIdentifier) =>
    t('course-admin:dnd.name', { title: chapters.find((chapter) => chapter.id === id)?.title ?? '' });

  function describe(kind: 'pickedUp' | 'movedTo' | 'droppedAt', activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined) {
    const name = nameOf(activeId);
    const index = overId === undefined ? -1 : chapters.findIndex((chapter) => chapter.id === overId);
    if (index < 0) return t('course-admin:dnd.notOver', { name });
    return t(`course-admin:dnd.${kind}`, { name, position: index + 1, count: chapters.length });
  }

  return {
    screenReaderInstructions: { draggable: t('course-admin:dnd.instructions') },
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
      onDragCancel: ({ active }) => t('course-admin:dnd.cancelled', { name: nameOf(active.id) }),
    },
  };
}
