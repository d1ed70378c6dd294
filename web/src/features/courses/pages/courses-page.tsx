import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useCourses } from '../api/course-queries';
import { CourseCard } from '../components/course-card';
import '../locales';

/**
 * /dashboard/courses: the quiz hub (passed in by the app, it belongs to the exam quiz) above the
 * course list with the learner's progress per course.
 */
export function CoursesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['courses']);
  const courses = useCourses();

  let body;
  if (courses.isPending) body = <Spinner label={t('courses:list.loading')} showLabel className="py-6" />;
  else if (courses.isError)
    body = (
      <LoadErrorBanner retryLabel={t('courses:retry')} onRetry={() => void courses.refetch()} isRetrying={courses.isFetching}>
        {t('courses:list.loadError')}
      </LoadErrorBanner>
    );
  else if (courses.data.courses.length === 0)
    body = <EmptyState title={t('courses:list.empty')} description={t('courses:list.emptyHint')} />;
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {courses.data.courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <PageHeader title={t('courses:list.title')} />
      <div className="flex flex-col gap-10">
        {children}
        <section aria-labelledby="course-list-title" aria-busy={courses.isFetching || undefined} className="flex flex-col gap-3">
          <h2 id="course-list-title" className="text-xl font-semibold text-slate-900">
            {t('courses:list.courses')}
          </h2>
          {body}
        </section>
      </div>
    </>
  );
}
