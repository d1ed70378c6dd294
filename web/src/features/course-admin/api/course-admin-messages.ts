// Error codes of the course editor API to the tab's alerts ('Fehler beim Erstellen des Kurses', …).
// Known codes get their own sentence; anything else the action's 'Fehler beim …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type CourseAdminAction =
  | 'createCourse'
  | 'updateCourse'
  | 'deleteCourse'
  | 'createChapter'
  | 'updateChapter'
  | 'deleteChapter'
  | 'createQuiz'
  | 'updateQuiz'
  | 'deleteQuiz'
  | 'reorder';

type Key = TranslationKey<'course-admin'>;

const FAILED: Record<CourseAdminAction, Key> = {
  createCourse: 'course-admin:errors.createCourse',
  updateCourse: 'course-admin:errors.updateCourse',
  deleteCourse: 'course-admin:errors.deleteCourse',
  createChapter: 'course-admin:errors.createChapter',
  updateChapter: 'course-admin:errors.updateChapter',
  deleteChapter: 'course-admin:errors.deleteChapter',
  createQuiz: 'course-admin:errors.createQuiz',
  updateQuiz: 'course-admin:errors.updateQuiz',
  deleteQuiz: 'course-admin:errors.deleteQuiz',
  reorder: 'course-admin:errors.reorder',
};

export function getCourseAdminErrorKey(error: unknown, action: CourseAdminAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (action === 'reorder') return FAILED.reorder;
  if (error.code === 'COURSE_NOT_FOUND') return 'course-admin:errors.courseNotFound';
  if (error.code === 'CHAPTER_NOT_FOUND') return 'course-admin:errors.chapterNotFound';
  if (error.code === 'QUESTION_NOT_FOUND') return 'course-admin:errors.questionNotFound';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('translations.'))) return 'course-admin:errors.translationIncomplete';
    const codes = Object.values(error.fields);
    if (codes.includes('REQUIRED')) return 'course-admin:errors.requiredAll';
    if (codes.includes('TOO_LONG')) return 'course-admin:errors.tooLong';
    if (codes.includes('DUPLICATE')) return 'course-admin:errors.duplicateOptions';
    if (codes.includes('NOT_AN_OPTION')) return 'course-admin:errors.correctAnswer';
    if (codes.includes('OPTION_COUNT')) return 'course-admin:errors.optionCount';
  }
  return FAILED[action];
}
