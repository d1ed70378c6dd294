// What a dragged or hovered item is, for the collision rules and the spoken announcements.
import type { Active, Over } from '@dnd-kit/core';

export type DragData =
  | {
      type: 'section';
      /** A dragged video may land on the section itself when it shows no videos to land between (empty or closed). */
      takesVideosAtEnd: boolean;
    }
  | { type: 'video'; sectionId: string };

export function dragDataOf(item: Active | Over | null | undefined): DragData | undefined {
  return item?.data.current as DragData | undefined;
}
