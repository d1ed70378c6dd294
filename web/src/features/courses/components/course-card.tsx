import { useTranslation } from 'react-i18next';
import type { CourseSummary } from '@common/schemas/courses';
import { ButtonLink } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { courseLink } from '../course-links';

/** One course of the list: what it is about, how far the learner got, and the way back in. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation(['courses']);
  const titleId = `course-${course.id}-title`;
  const progressId = `course-${course.id}-progress`;
  const share = course.chaptersTotal > 0 ? (100 * course.chaptersCompleted) / course.chaptersTotal : 0;
  // no chapter done yet: start; some: continue where the learner stopped; all (or none to do): look at it again.
  // The course page opens the chapter the learner left off at (decision 080).
  const action = course.nextChapterId === null ? 'view' : course.chaptersCompleted === 0 ? 'start' : ('continue' as const);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {course.title}
        </h3>
        {course.description && <p className="line-clamp-4 max-w-prose text-slate-700 [overflow-wrap:anywhere]">{course.description}</p>}
      </div>
      <div className="mt-auto flex flex-col gap-2">
        {course.chaptersTotal > 0 ? (
          <>
            <p id={progressId} className="text-sm font-medium text-slate-800">
              {t('courses:list.progress', { done: course.chaptersCompleted, count: course.chaptersTotal })}
            </p>
            <ProgressBar value={share} labelledBy={progressId} size="sm" />
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('courses:list.noChapters')}</p>
        )}
      </div>
      <div>
        <ButtonLink to={courseLink(course.id)} variant={action === 'view' ? 'secondary' : 'primary'} aria-describedby={titleId}>
          {t(`courses:list.${action}`)}
        </ButtonLink>
      </div>
    </article>
  );
}
