import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ManagedSection } from '@common/schemas/video-management';
import { useReorderSections } from '../api/reorder-sections';
import { useReorderVideos } from '../api/reorder-videos';
import { findSectionOfVideo, moveSection, moveVideo, sectionOrderBody, videoOrderBody, videoTargetOver } from '../video-order';
import { dragDataOf, type DragData } from './drag-data';
import { SectionCard, type SectionActions } from './section-card';
import { useDragAnnouncements } from './use-drag-announcements';

/** Spec, Business constants: a pointer drag starts after 8 px, so a click on the handle is no drag. */
const DRAG_ACTIVATION_DISTANCE_PX = 8;

/** A section lands among sections; a video among videos, or at the end of a section that shows none. */
const collisionDetection: CollisionDetection = (args) => {
  const dragged = dragDataOf(args.active);
  const droppableContainers = args.droppableContainers.filter((container) => {
    const target = container.data.current as DragData | undefined;
    if (dragged?.type === 'section') return target?.type === 'section';
    return target?.type === 'video' || (target?.type === 'section' && target.takesVideosAtEnd);
  });
  return closestCorners({ ...args, droppableContainers });
};

interface SortableSectionsProps extends SectionActions {
  sections: readonly ManagedSection[];
  onReorderFailed: (error: unknown) => void;
}

/**
 * The sections and their videos, sortable by pointer and keyboard in one drag context, so a video can
 * move into another section. A drop is shown at once and saved (see useOptimisticOrder).
 */
export function SortableSections({ sections, onReorderFailed, ...actions }: SortableSectionsProps) {
  // while a video is dragged across sections, it is shown in the section it is over
  const { t } = useTranslation(['video-admin']);
  const [draft, setDraft] = useState<readonly ManagedSection[] | null>(null);
  const [draggedType, setDraggedType] = useState<DragData['type']>();
  const reorderSections = useReorderSections();
  const reorderVideos = useReorderVideos();
  const shown = draft ?? sections;
  const accessibility = useDragAnnouncements(shown);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function endDrag() {
    setDraft(null);
    setDraggedType(undefined);
  }

  function onDragStart({ active }: DragStartEvent) {
    setDraggedType(dragDataOf(active)?.type);
  }

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over || dragDataOf(active)?.type !== 'video') return;
    const videoId = String(active.id);
    setDraft((current) => {
      const list = current ?? sections;
      const target = videoTargetOver(list, videoId, String(over.id));
      if (!target || findSectionOfVideo(list, videoId)?.id === target.sectionId) return current;
      return moveVideo(list, videoId, target);
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const list = draft ?? sections;
    endDrag();
    if (!over) return;
    const activeId = String(active.id);
    if (dragDataOf(active)?.type === 'section') {
      const next = moveSection(sections, activeId, String(over.id));
      if (next.every((section, index) => section.id === sections[index]?.id)) return;
      reorderSections.mutate({ next: { sections: next }, body: sectionOrderBody(next) }, { onError: onReorderFailed });
      return;
    }
    const target = videoTargetOver(list, activeId, String(over.id));
    const next = target ? moveVideo(list, activeId, target) : [...list];
    const body = videoOrderBody(sections, next, activeId);
    if (body) reorderVideos.mutate({ next: { sections: next }, body }, { onError: onReorderFailed });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={endDrag}
    >
      <SortableContext items={shown.map((section) => section.id)} strategy={verticalListSortingStrategy}>
        <ul className="flex flex-col gap-4" aria-label={t('video-admin:sections.label')}>
          {shown.map((section) => (
            <SectionCard key={section.id} section={section} draggedType={draggedType} {...actions} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
