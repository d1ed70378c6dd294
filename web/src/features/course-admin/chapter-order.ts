// The drag-and-drop rule of the course editor, without React: the chapter list after a drop,
// renumbered 1, 2, 3, … as the server stores it.
import type { ManagedChapter } from '@common/schemas/course-admin';

/** The chapter `chapterId` moved to the place of `overId`; the same order (a new array) when nothing moves. */
export function moveChapter(chapters: readonly ManagedChapter[], chapterId: string, overId: string): ManagedChapter[] {
  const from = chapters.findIndex((chapter) => chapter.id === chapterId);
  const to = chapters.findIndex((chapter) => chapter.id === overId);
  if (from < 0 || to < 0 || from === to) return [...chapters];
  const next = [...chapters];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next.map((chapter, index) => (chapter.order === index + 1 ? chapter : { ...chapter, order: index + 1 }));
}

export const isSameOrder = (a: readonly ManagedChapter[], b: readonly ManagedChapter[]) =>
  a.length === b.length && a.every((chapter, index) => chapter.id === b[index]?.id);
