import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ManagedChapter } from '@common/schemas/course-admin';
import { useReorderChapters } from '../api/reorder-chapters';
import { isSameOrder, moveChapter } from '../chapter-order';
import { ChapterCard, type ChapterActions } from './chapter-card';
import { useChapterAnnouncements } from './use-chapter-announcements';

/** As in the Video Management tab: a pointer drag starts after 8 px, so a click on the handle is no drag. */
const DRAG_ACTIVATION_DISTANCE_PX = 8;

interface SortableChaptersProps extends ChapterActions {
  courseId: string;
  courseTitle: string;
  chapters: readonly ManagedChapter[];
  onReorderFailed: (error: unknown) => void;
}

/** The course's chapters, sortable by pointer and keyboard; a drop is shown at once and saved (see useReorderChapters). */
export function SortableChapters({ courseId, courseTitle, chapters, onReorderFailed, ...actions }: SortableChaptersProps) {
  const { t } = useTranslation(['course-admin']);
  const reorder = useReorderChapters(courseId);
  const accessibility = useChapterAnnouncements(chapters);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    const next = moveChapter(chapters, String(active.id), String(over.id));
    if (isSameOrder(next, chapters)) return;
    reorder.mutate(next, { onError: onReorderFailed });
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={chapters.map((chapter) => chapter.id)} strategy={verticalListSortingStrategy}>
        <ol className="flex flex-col gap-4" aria-label={t('course-admin:editor.chaptersLabel', { title: courseTitle })}>
          {chapters.map((chapter, index) => (
            <ChapterCard key={chapter.id} chapter={chapter} number={index + 1} {...actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
