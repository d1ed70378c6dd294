// Which chapter the course page shows (docs/decisions/080-one-chapter-at-a-time.md).
import type { CourseDetail } from '@common/schemas/courses';

type Chapter = CourseDetail['chapters'][number];

/**
 * Where the course reopens without a chapter in the address: the chapter opened last (on any
 * device), else the first one not completed, else the first.
 */
export function findResumeChapter(course: Pick<CourseDetail, 'chapters' | 'lastChapterId'>): Chapter | undefined {
  const { chapters, lastChapterId } = course;
  return chapters.find((chapter) => chapter.id === lastChapterId) ?? chapters.find((chapter) => !chapter.completed) ?? chapters[0];
}

/** The chapter named in the address (path, ?chapter= or #chapter-); a name the course does not have is reported. */
export function findShownChapter(
  course: Pick<CourseDetail, 'chapters' | 'lastChapterId'>,
  requestedId: string | null,
): { chapter: Chapter | undefined; isUnknown: boolean } {
  const requested = requestedId === null ? undefined : course.chapters.find((chapter) => chapter.id === requestedId);
  if (requested) return { chapter: requested, isUnknown: false };
  return { chapter: findResumeChapter(course), isUnknown: requestedId !== null };
}
