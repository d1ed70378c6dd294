import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@common/schemas/course-admin';
import { Badge } from '../../../components/ui/badge';
import { TranslationListBadges } from '../../../components/translation-columns';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { getCourseAdminErrorKey } from '../api/course-admin-messages';
import { useCourseList } from '../api/course-admin-query';
import { useDeleteCourse } from '../api/delete-course';
import { courseHref, type Say } from './course-admin-links';
import { CourseDialog } from './course-dialog';

type OpenDialog = { kind: 'course'; course: CourseSummary | 'new' } | { kind: 'delete'; course: CourseSummary } | null;

interface CourseListProps {
  say: Say;
  clearFeedback: () => void;
  /** The course just left with 'Zurück zu allen Kursen': its 'Öffnen' link gets the focus once it is shown. */
  returnFocusToRef: RefObject<string | null>;
  /** An 'Öffnen' link was followed. */
  onOpen: () => void;
  /** A new course is opened right away. */
  onCreated: (course: CourseSummary) => void;
}

/** Every course as a card (title, description, chapter count) with 'Neuer Kurs', edit and delete. */
export function CourseList({ say, clearFeedback, returnFocusToRef, onOpen, onCreated }: CourseListProps) {
  const { t } = useTranslation(['course-admin']);
  const list = useCourseList();
  const deleteCourse = useDeleteCourse();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = useRef<HTMLElement | null>(null);
  const courses = list.data?.courses;

  useEffect(() => {
    if (!courses || !returnFocusToRef.current) return;
    document.getElementById(`open-course-${returnFocusToRef.current}`)?.focus();
    returnFocusToRef.current = null;
  }, [courses, returnFocusToRef]);

  function openDialog(next: Exclude<OpenDialog, null>) {
    clearFeedback();
    focusAfterDelete.current = null;
    setDialog(next);
  }
  const closeDialog = () => setDialog(null);

  let content: ReactNode;
  if (list.isPending) {
    content = <Spinner label={t('course-admin:loading')} showLabel className="justify-center py-10" />;
  } else if (list.isError) {
    content = (
      <LoadErrorBanner retryLabel={t('course-admin:retry')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} size="sm">
        {t('course-admin:errors.load')}
      </LoadErrorBanner>
    );
  } else if (list.data.courses.length === 0) {
    content = (
      <EmptyState
        title={t('course-admin:empty.courses')}
        description={t('course-admin:empty.coursesHint')}
        action={<Button onClick={() => openDialog({ kind: 'course', course: 'new' })}>{t('course-admin:toolbar.newCourse')}</Button>}
      />
    );
  } else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('course-admin:courses.label')}>
        {list.data.courses.map((course) => (
          <li key={course.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900">{course.title}</h3>
            <p className="line-clamp-4 [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{course.description}</p>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('course-admin:course.details')}>
              <li>
                <Badge variant="primary">{t('course-admin:course.chapterCount', { count: course.chapterCount })}</Badge>
              </li>
              <li>
                <Badge>{t('course-admin:course.quizCount', { count: course.quizCount })}</Badge>
              </li>
            </ul>
            <TranslationListBadges translations={course.translations} />
            <div className="mt-auto flex flex-wrap gap-2 pt-1">
              <Link
                id={`open-course-${course.id}`}
                to={courseHref(course.id)}
                onClick={onOpen}
                aria-label={t('course-admin:course.openNamed', { title: course.title })}
                className={buttonClasses('primary', false, undefined, 'sm')}
              >
                {t('course-admin:course.open')}
              </Link>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('course-admin:course.editNamed', { title: course.title })}
                onClick={() => openDialog({ kind: 'course', course })}
              >
                {t('course-admin:course.edit')}
              </Button>
              <Button
                variant="danger-secondary"
                size="sm"
                aria-label={t('course-admin:course.deleteNamed', { title: course.title })}
                onClick={() => openDialog({ kind: 'delete', course })}
              >
                {t('course-admin:course.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="course-admin-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="course-admin-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
            {t('course-admin:heading')}
          </h2>
          <p className="max-w-prose text-slate-700">{t('course-admin:intro')}</p>
        </div>
        <Button className="shrink-0 self-start" onClick={() => openDialog({ kind: 'course', course: 'new' })}>
          {t('course-admin:toolbar.newCourse')}
        </Button>
      </div>

      <div aria-busy={list.isFetching || undefined}>{content}</div>

      <CourseDialog
        course={dialog?.kind === 'course' ? dialog.course : null}
        onClose={closeDialog}
        onSaved={(course, kind) => {
          closeDialog();
          if (kind === 'created') {
            say('success', 'course-admin:success.courseCreated');
            onCreated(course);
          } else say('success', 'course-admin:success.courseUpdated');
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('course-admin:deleteCourse.title')}
        description={dialog?.kind === 'delete' ? t('course-admin:deleteCourse.confirm', { title: dialog.course.title }) : undefined}
        confirmLabel={t('course-admin:deleteCourse.submit')}
        isPending={deleteCourse.isPending}
        onConfirm={() =>
          dialog?.kind === 'delete' &&
          deleteCourse.mutate(dialog.course.id, {
            onSuccess: () => {
              // the card and its buttons are gone: focus goes to the tab's heading
              focusAfterDelete.current = headingRef.current;
              closeDialog();
              say('success', 'course-admin:success.courseDeleted');
            },
            onError: (error) => {
              closeDialog();
              say('error', getCourseAdminErrorKey(error, 'deleteCourse'));
            },
          })
        }
        onClose={closeDialog}
        returnFocusRef={focusAfterDelete}
      />
    </section>
  );
}
