/** The id of a chapter's section on the course page; a link with it as hash opens the course there. */
export const chapterAnchor = (chapterId: string) => `chapter-${chapterId}`;

/** /dashboard/courses/{id}, at the given chapter when there is one. */
export const courseLink = (courseId: string, chapterId?: string | null) =>
  `/dashboard/courses/${courseId}${chapterId ? `#${chapterAnchor(chapterId)}` : ''}`;
