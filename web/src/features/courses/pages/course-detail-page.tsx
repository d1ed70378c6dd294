import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { CourseDetail } from '@common/schemas/courses';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCourse } from '../api/course-queries';
import { ChapterSection } from '../components/chapter-section';
import { chapterAnchor } from '../course-links';
import '../locales';

const COURSES_PATH = '/dashboard/courses';

function BackLink() {
  const { t } = useTranslation(['courses']);
  return (
    <Link to={COURSES_PATH} className="mb-4 inline-flex min-h-11 items-center gap-1 font-semibold text-indigo-700 hover:text-indigo-800">
      <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
          clipRule="evenodd"
        />
      </svg>
      {t('courses:detail.back')}
    </Link>
  );
}

/**
 * Scrolls to the chapter named in the address (#chapter-<id> from 'Weiterlernen' or the table of
 * contents, or ?chapter=<id> from the assistant's source links) once the course is on screen, and
 * moves the focus to its heading.
 */
function useFocusChapterFromAddress(course: CourseDetail | undefined) {
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const chapterId = params.get('chapter');
  const target = hash ? decodeURIComponent(hash.slice(1)) : chapterId ? chapterAnchor(chapterId) : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!course || !target || handled.current === target) return;
    const section = document.getElementById(target);
    const heading = section?.querySelector<HTMLElement>('h2');
    if (!section || !heading) return;
    handled.current = target;
    section.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [course, target]);
}

/** /dashboard/courses/{courseId}: the course with its chapters, chapter quizzes and completion marks. */
export function CourseDetailPage() {
  const { t } = useTranslation(['courses']);
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);
  useFocusChapterFromAddress(course.data);

  if (course.isPending)
    return (
      <>
        <BackLink />
        <PageHeader title={t('courses:detail.title')} />
        <Spinner label={t('courses:detail.loading')} showLabel className="py-10" />
      </>
    );

  if (course.isError) {
    // an id that is no course (or no id at all) is the spec's not-found page; anything else may pass
    const isNotFound = course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400);
    if (isNotFound)
      return (
        <>
          <PageHeader title={t('courses:detail.notFound')} description={t('courses:detail.notFoundHint')} />
          <ButtonLink to={COURSES_PATH}>{t('courses:detail.back')}</ButtonLink>
        </>
      );
    return (
      <>
        <BackLink />
        <PageHeader title={t('courses:detail.title')} />
        <LoadErrorBanner retryLabel={t('courses:retry')} onRetry={() => void course.refetch()} isRetrying={course.isFetching}>
          {t('courses:detail.loadError')}
        </LoadErrorBanner>
      </>
    );
  }

  const { chapters } = course.data;
  const completed = chapters.filter((chapter) => chapter.completed).length;
  return (
    <>
      <BackLink />
      <PageHeader title={course.data.title} description={course.data.description || undefined} />
      {chapters.length === 0 ? (
        <EmptyState title={t('courses:detail.noChapters')} />
      ) : (
        <div className="flex flex-col gap-6">
          <nav aria-labelledby="course-contents-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 id="course-contents-title" className="text-lg font-semibold text-slate-900">
              {t('courses:detail.contents')}
            </h2>
            <p id="course-progress" className="mt-2 text-sm font-medium text-slate-800">
              {t('courses:list.progress', { done: completed, count: chapters.length })}
            </p>
            <ProgressBar value={(100 * completed) / chapters.length} labelledBy="course-progress" size="sm" className="mt-2" />
            <ol className="mt-4 flex flex-col gap-1">
              {chapters.map((chapter, index) => (
                <li key={chapter.id}>
                  <a
                    href={`#${chapterAnchor(chapter.id)}`}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-1 text-indigo-700 hover:bg-indigo-50 hover:text-indigo-800"
                  >
                    <span className="text-slate-700">{index + 1}.</span>
                    <span className="flex-1 underline [overflow-wrap:anywhere]">{chapter.title}</span>
                    {chapter.completed && (
                      <span className="flex items-center gap-1 text-sm font-semibold text-green-800">
                        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
                          <path
                            fillRule="evenodd"
                            d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
                            clipRule="evenodd"
                          />
                        </svg>
                        ({t('courses:detail.completedMark')})
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {chapters.map((chapter, index) => (
            <ChapterSection
              key={chapter.id}
              courseId={course.data.id}
              chapter={chapter}
              number={index + 1}
              nextChapterId={chapters[index + 1]?.id ?? null}
              onStale={() => void course.refetch()}
            />
          ))}
        </div>
      )}
    </>
  );
}
