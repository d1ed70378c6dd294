// The learner's course calls: the list with the viewer's progress, one course with its chapters and
// chapter quizzes, an answer (evaluated and locked on the server), a chapter's completion mark and the
// chapter opened last.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@common/schemas/courses';
import { api, callApi } from '../../../lib/api-client';
import { COURSES_QUERY_KEY } from '../../../lib/course-content-queries';
import { invalidateProgress } from '../../../lib/progress-queries';

export const coursesQueryOptions = queryOptions({
  queryKey: [...COURSES_QUERY_KEY, 'list'],
  queryFn: ({ signal }) => callApi(api.courses.$get, {}, { signal }),
});

export const useCourses = () => useQuery(coursesQueryOptions);

export function courseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: [...COURSES_QUERY_KEY, 'detail', courseId],
    queryFn: ({ signal }) => callApi(api.courses[':id'].$get, { param: { id: courseId } }, { signal }),
  });
}

export const useCourse = (courseId: string) => useQuery(courseQueryOptions(courseId));

/** Writes a change of one chapter into the cached course, so the page shows it without a reload. */
function updateChapter(chapterId: string, change: (chapter: CourseDetail['chapters'][number]) => CourseDetail['chapters'][number]) {
  return (course: CourseDetail | undefined) =>
    course ? { ...course, chapters: course.chapters.map((chapter) => (chapter.id === chapterId ? change(chapter) : chapter)) } : course;
}

/** Answers one question; the server's evaluation is written into the cached course, so the question stays locked. */
export function useAnswerChapterQuestion(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { chapterId: string; questionId: string; answer: string }) =>
      callApi(api.courses.quizzes[':id'].answer.$post, { param: { id: questionId }, json: { answer } }),
    onSuccess: (result, { chapterId, questionId, answer }) => {
      queryClient.setQueryData<CourseDetail>(
        courseQueryOptions(courseId).queryKey,
        updateChapter(chapterId, (chapter) => ({
          ...chapter,
          quizzes: chapter.quizzes.map((question) =>
            question.id === questionId ? { ...question, attempt: { answer, ...result } } : question,
          ),
        })),
      );
    },
  });
}

/** 'Kapitel abschließen' and its undo: refreshes the course list and the dashboard's figures. */
export function useSetChapterProgress(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, completed }: { chapterId: string; completed: boolean }) =>
      callApi(api.courses.chapters[':id'].progress.$put, { param: { id: chapterId }, json: { completed } }),
    onSuccess: ({ completed }, { chapterId }) => {
      queryClient.setQueryData<CourseDetail>(
        courseQueryOptions(courseId).queryKey,
        updateChapter(chapterId, (chapter) => ({ ...chapter, completed })),
      );
      return Promise.all([queryClient.invalidateQueries({ queryKey: coursesQueryOptions.queryKey }), invalidateProgress(queryClient)]);
    },
  });
}

/** The chapter the learner opened: stored on the server, so the course reopens there on any device. */
export function useSetLastChapter(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: string) => callApi(api.courses[':id']['last-chapter'].$put, { param: { id: courseId }, json: { chapterId } }),
    onSuccess: ({ chapterId }) => {
      queryClient.setQueryData<CourseDetail>(courseQueryOptions(courseId).queryKey, (course) =>
        course ? { ...course, lastChapterId: chapterId } : course,
      );
    },
  });
}
