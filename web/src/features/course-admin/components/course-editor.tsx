import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ManagedChapter, ManagedChapterQuiz } from '@common/schemas/course-admin';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { getCourseAdminErrorKey, type CourseAdminAction } from '../api/course-admin-messages';
import { useManagedCourse } from '../api/course-admin-query';
import { useDeleteChapter } from '../api/delete-chapter';
import { useDeleteChapterQuiz } from '../api/delete-chapter-quiz';
import { courseListHref, type Say } from './course-admin-links';
import { ChapterDialog } from './chapter-dialog';
import { CourseDialog } from './course-dialog';
import { QuizDialog, type QuizDialogTarget } from './quiz-dialog';
import { SortableChapters } from './sortable-chapters';

type OpenDialog =
  | { kind: 'course' }
  | { kind: 'chapter'; chapter: ManagedChapter | 'new' }
  | { kind: 'deleteChapter'; chapter: ManagedChapter }
  | { kind: 'quiz'; target: QuizDialogTarget }
  | { kind: 'deleteQuiz'; quiz: ManagedChapterQuiz }
  | null;

interface CourseEditorProps {
  courseId: string;
  say: Say;
  clearFeedback: () => void;
  /** Set when the admin opened the course from the list: its heading then takes the focus once loaded. */
  focusHeadingRef: RefObject<boolean>;
  onBack: () => void;
}

function BackLink({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['course-admin']);
  return (
    <Link
      to={courseListHref()}
      onClick={onBack}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg px-2 font-semibold text-indigo-700 hover:bg-indigo-50"
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
          clipRule="evenodd"
        />
      </svg>
      {t('course-admin:editor.back')}
    </Link>
  );
}

/** One course: its title and description, its chapters in a sortable list, each with its quiz questions. */
export function CourseEditor({ courseId, say, clearFeedback, focusHeadingRef, onBack }: CourseEditorProps) {
  const { t } = useTranslation(['course-admin']);
  const course = useManagedCourse(courseId);
  const deleteChapter = useDeleteChapter();
  const deleteQuiz = useDeleteChapterQuiz();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const isLoaded = course.data !== undefined;

  useEffect(() => {
    if (!isLoaded || !focusHeadingRef.current) return;
    headingRef.current?.focus();
    focusHeadingRef.current = false;
  }, [isLoaded, focusHeadingRef]);

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);

  function failed(action: CourseAdminAction) {
    return (error: unknown) => {
      closeDialog();
      say('error', getCourseAdminErrorKey(error, action));
    };
  }

  function deleted(message: Parameters<Say>[1]) {
    return () => {
      // the row and its buttons are gone: focus goes to the course's heading
      focusAfterDelete.current = headingRef.current;
      closeDialog();
      say('success', message);
    };
  }

  if (course.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink onBack={onBack} />
        <Spinner label={t('course-admin:loadingCourse')} showLabel className="justify-center py-10" />
      </div>
    );
  }
  if (course.isError) {
    const isMissing = course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400);
    return (
      <div className="flex flex-col gap-4">
        <BackLink onBack={onBack} />
        {isMissing ? (
          <Banner variant="error">{t('course-admin:editor.notFound')}</Banner>
        ) : (
          <LoadErrorBanner
            retryLabel={t('course-admin:retry')}
            onRetry={() => void course.refetch()}
            isRetrying={course.isFetching}
            size="sm"
          >
            {t('course-admin:editor.load')}
          </LoadErrorBanner>
        )}
      </div>
    );
  }

  const { chapters } = course.data;
  return (
    <section aria-labelledby="course-editor-heading" className="flex flex-col gap-5" aria-busy={course.isFetching || undefined}>
      <BackLink onBack={onBack} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2
            id="course-editor-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900 outline-none"
          >
            {course.data.title}
          </h2>
          <p className="max-w-prose [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{course.data.description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => openDialog({ kind: 'course' })}>
            {t('course-admin:editor.editCourse')}
          </Button>
          <Button onClick={() => openDialog({ kind: 'chapter', chapter: 'new' })}>{t('course-admin:editor.addChapter')}</Button>
        </div>
      </div>

      {chapters.length === 0 ? (
        <EmptyState title={t('course-admin:empty.chapters')} description={t('course-admin:empty.chaptersHint')} />
      ) : (
        <SortableChapters
          courseId={courseId}
          courseTitle={course.data.title}
          chapters={chapters}
          onReorderFailed={(error) => say('error', getCourseAdminErrorKey(error, 'reorder'))}
          onEditChapter={(chapter) => openDialog({ kind: 'chapter', chapter })}
          onDeleteChapter={(chapter) => openDialog({ kind: 'deleteChapter', chapter })}
          onAddQuiz={(chapter) => openDialog({ kind: 'quiz', target: { chapter, quiz: null } })}
          onEditQuiz={(chapter, quiz) => openDialog({ kind: 'quiz', target: { chapter, quiz } })}
          onDeleteQuiz={(quiz) => openDialog({ kind: 'deleteQuiz', quiz })}
        />
      )}

      <CourseDialog
        course={dialog?.kind === 'course' ? course.data : null}
        onClose={closeDialog}
        onSaved={() => {
          closeDialog();
          say('success', 'course-admin:success.courseUpdated');
        }}
      />
      <ChapterDialog
        courseId={courseId}
        chapter={dialog?.kind === 'chapter' ? dialog.chapter : null}
        onClose={closeDialog}
        onSaved={(kind) => {
          closeDialog();
          say('success', kind === 'created' ? 'course-admin:success.chapterCreated' : 'course-admin:success.chapterUpdated');
        }}
      />
      <QuizDialog
        target={dialog?.kind === 'quiz' ? dialog.target : null}
        onClose={closeDialog}
        onSaved={(kind) => {
          closeDialog();
          say('success', kind === 'created' ? 'course-admin:success.quizCreated' : 'course-admin:success.quizUpdated');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteChapter'}
        title={t('course-admin:deleteChapter.title')}
        description={
          dialog?.kind === 'deleteChapter' ? t('course-admin:deleteChapter.confirm', { title: dialog.chapter.title }) : undefined
        }
        confirmLabel={t('course-admin:deleteChapter.submit')}
        isPending={deleteChapter.isPending}
        onConfirm={() =>
          dialog?.kind === 'deleteChapter' &&
          deleteChapter.mutate(dialog.chapter.id, {
            onSuccess: deleted('course-admin:success.chapterDeleted'),
            onError: failed('deleteChapter'),
          })
        }
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteQuiz'}
        title={t('course-admin:deleteQuiz.title')}
        description={dialog?.kind === 'deleteQuiz' ? t('course-admin:deleteQuiz.confirm', { question: dialog.quiz.question }) : undefined}
        confirmLabel={t('course-admin:deleteQuiz.submit')}
        isPending={deleteQuiz.isPending}
        onConfirm={() =>
          dialog?.kind === 'deleteQuiz' &&
          deleteQuiz.mutate(dialog.quiz.id, {
            onSuccess: deleted('course-admin:success.quizDeleted'),
            onError: failed('deleteQuiz'),
          })
        }
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
    </section>
  );
}
