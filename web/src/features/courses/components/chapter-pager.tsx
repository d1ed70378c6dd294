import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseChapter } from '@common/schemas/courses';
import { courseLink } from '../course-links';

const ARROW_LEFT =
  'M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z';
const ARROW_RIGHT =
  'M3 10a.75.75 0 0 1 .75-.75h10.638L10.23 5.29a.75.75 0 1 1 1.04-1.08l5.5 5.25a.75.75 0 0 1 0 1.08l-5.5 5.25a.75.75 0 1 1-1.04-1.08l4.158-3.96H3.75A.75.75 0 0 1 3 10Z';

function Arrow({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0" aria-hidden="true">
      <path fillRule="evenodd" d={path} clipRule="evenodd" />
    </svg>
  );
}

const LINK =
  'flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-slate-900 no-underline shadow-sm hover:bg-slate-50 hover:no-underline';

interface ChapterPagerProps {
  courseId: string;
  previous: CourseChapter | undefined;
  next: CourseChapter | undefined;
}

/** 'Zurück' / 'Weiter' at a chapter's end, each naming its chapter; after the last one, back to the course list. */
export function ChapterPager({ courseId, previous, next }: ChapterPagerProps) {
  const { t } = useTranslation(['courses']);
  return (
    <nav aria-label={t('courses:pager.label')} className="flex flex-col gap-3 sm:flex-row sm:justify-between">
      {previous && (
        <Link
          to={courseLink(courseId, previous.id)}
          rel="prev"
          aria-label={`${t('courses:pager.previous')}: ${previous.title}`}
          className={LINK}
        >
          <Arrow path={ARROW_LEFT} />
          <span className="flex flex-col">
            <span className="font-semibold text-indigo-700">{t('courses:pager.previous')}</span>
            <span className="text-sm [overflow-wrap:anywhere] text-slate-700">{previous.title}</span>
          </span>
        </Link>
      )}
      {next ? (
        <Link
          to={courseLink(courseId, next.id)}
          rel="next"
          aria-label={`${t('courses:pager.next')}: ${next.title}`}
          className={`${LINK} justify-between text-right sm:ml-auto`}
        >
          <span className="flex flex-col">
            <span className="font-semibold text-indigo-700">{t('courses:pager.next')}</span>
            <span className="text-sm [overflow-wrap:anywhere] text-slate-700">{next.title}</span>
          </span>
          <Arrow path={ARROW_RIGHT} />
        </Link>
      ) : (
        <Link to="/dashboard/courses" className={`${LINK} justify-between sm:ml-auto`}>
          <span className="font-semibold text-indigo-700">{t('courses:pager.toOverview')}</span>
          <Arrow path={ARROW_RIGHT} />
        </Link>
      )}
    </nav>
  );
}
