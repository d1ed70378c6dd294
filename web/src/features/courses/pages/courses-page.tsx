import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import '../locales';

/**
 * /dashboard/courses: the quiz hub (passed in by the app, it belongs to the exam quiz) above the
 * course list. The course list follows with its own issue; until then the page says so honestly.
 */
export function CoursesPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['courses', 'common']);
  return (
    <>
      <PageHeader title={t('courses:list.title')} />
      <div className="flex flex-col gap-10">
        {children}
        <section aria-labelledby="course-list-title" className="flex flex-col gap-3">
          <h2 id="course-list-title" className="text-xl font-semibold text-slate-900">
            {t('courses:list.courses')}
          </h2>
          <EmptyState title={t('common:comingSoon')} />
        </section>
      </div>
    </>
  );
}
