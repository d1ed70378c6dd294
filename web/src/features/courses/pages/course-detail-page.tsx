import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useCourse, useSetLastChapter } from '../api/course-queries';
import { findShownChapter } from '../chapter-rules';
import { ChapterPager } from '../components/chapter-pager';
import { ChapterSection } from '../components/chapter-section';
import { CourseContents } from '../components/course-contents';
import { chapterAnchor, courseLink } from '../course-links';
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

/** The chapter the address names: /chapters/<id>, or as older links do ?chapter=<id> and #chapter-<id>. */
function useRequestedChapterId(): string | null {
  const { chapterId } = useParams();
  const { hash } = useLocation();
  const [params] = useSearchParams();
  if (chapterId) return chapterId;
  const prefix = `#${chapterAnchor('')}`;
  return params.get('chapter') ?? (hash.startsWith(prefix) ? decodeURIComponent(hash.slice(prefix.length)) : null);
}

/**
 * A newly shown chapter takes the focus on its heading. On a change of chapter the page also
 * scrolls to its start: 'Weiter' sits at the end of a long chapter, the next one begins far above.
 */
function useFocusShownChapter(chapterId: string | undefined) {
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!chapterId || focused.current === chapterId) return;
    const isChange = focused.current !== null;
    const section = document.getElementById(chapterAnchor(chapterId));
    const heading = document.getElementById(`${chapterAnchor(chapterId)}-title`);
    if (!section || !heading) return;
    focused.current = chapterId;
    if (isChange) section.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: isChange });
  }, [chapterId]);
}

/** Tells the server which chapter is open, so the course reopens there, also on another device. */
function useReportShownChapter(courseId: string, chapterId: string | undefined, lastChapterId: string | null | undefined) {
  const { mutate } = useSetLastChapter(courseId);
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!chapterId || chapterId === lastChapterId || reported.current === chapterId) return;
    reported.current = chapterId;
    // a position not saved costs only the reopening there: nothing to tell the learner
    mutate(chapterId);
  }, [chapterId, lastChapterId, mutate]);
}

/**
 * /dashboard/courses/{courseId}[/chapters/{chapterId}]: one chapter at a time with the table of
 * contents, its quiz, its completion mark and 'Zurück' / 'Weiter'. Without a chapter in the address
 * the course opens where the learner left off (docs/decisions/080-one-chapter-at-a-time.md).
 */
export function CourseDetailPage() {
  const { t } = useTranslation(['courses']);
  const { courseId = '', chapterId: chapterInPath } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const course = useCourse(courseId);
  const requestedId = useRequestedChapterId();
  const shown = course.data ? findShownChapter(course.data, requestedId) : undefined;
  const shownId = shown?.chapter?.id;
  const isUnknownRequest = shown?.isUnknown === true;
  // the address always names the chapter on screen: a reload or a shared link opens the same one
  useEffect(() => {
    if (!shownId || (chapterInPath === shownId && !location.hash && !location.search)) return;
    void navigate(courseLink(courseId, shownId), { replace: true, state: isUnknownRequest ? { unknownChapter: true } : null });
  }, [chapterInPath, courseId, location.hash, location.search, navigate, isUnknownRequest, shownId]);
  const isUnknownChapter = (location.state as { unknownChapter?: boolean } | null)?.unknownChapter === true;
  // once the address names it (the course's own address is replaced by the chapter's first)
  const settledId = chapterInPath === shownId ? shownId : undefined;
  useFocusShownChapter(settledId);
  useReportShownChapter(courseId, settledId, course.data?.lastChapterId);

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
  const index = chapters.findIndex((chapter) => chapter.id === shownId);
  const chapter = chapters[index];
  return (
    <>
      <BackLink />
      <PageHeader title={course.data.title} description={course.data.description || undefined} />
      {!chapter ? (
        <EmptyState title={t('courses:detail.noChapters')} />
      ) : (
        <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[18rem_minmax(0,1fr)] xl:items-start">
          {/* beside the chapter on wide screens, in reach while reading */}
          <div className="xl:sticky xl:top-4 xl:max-h-[calc(100vh-2rem)] xl:overflow-y-auto">
            <CourseContents courseId={course.data.id} chapters={chapters} currentId={chapter.id} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            {isUnknownChapter && <Banner variant="info">{t('courses:detail.unknownChapter')}</Banner>}
            <ChapterSection
              key={chapter.id}
              courseId={course.data.id}
              chapter={chapter}
              number={index + 1}
              count={chapters.length}
              pager={<ChapterPager courseId={course.data.id} previous={chapters[index - 1]} next={chapters[index + 1]} />}
              onStale={() => void course.refetch()}
            />
          </div>
        </div>
      )}
    </>
  );
}
