/** The id of a chapter's section on the course page (older links name a chapter with it as hash). */
export const chapterAnchor = (chapterId: string) => `chapter-${chapterId}`;

/** /dashboard/courses/{id}, or one of its chapters: /dashboard/courses/{id}/chapters/{chapterId}. */
export const courseLink = (courseId: string, chapterId?: string | null) =>
  `/dashboard/courses/${courseId}${chapterId ? `/chapters/${chapterId}` : ''}`;
