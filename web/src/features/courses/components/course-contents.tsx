import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseChapter } from '@common/schemas/courses';
import { DisclosureChevron } from '../../../components/ui/disclosure-chevron';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cx } from '../../../lib/cx';
import { courseLink } from '../course-links';

const LIST_ID = 'course-contents-list';

interface CourseContentsProps {
  courseId: string;
  chapters: readonly CourseChapter[];
  currentId: string;
}

/**
 * 'Kapitelübersicht': every chapter with its completion mark and the one shown marked as current.
 * Beside the chapter on wide screens; above it and folded away on smaller ones, where it would
 * otherwise push the chapter below the fold.
 */
export function CourseContents({ courseId, chapters, currentId }: CourseContentsProps) {
  const { t } = useTranslation(['courses']);
  // open for the chapter it was opened on: choosing a chapter folds it again
  const [openFor, setOpenFor] = useState<string | null>(null);
  const isOpen = openFor === currentId;
  const completed = chapters.filter((chapter) => chapter.completed).length;
  const currentNumber = chapters.findIndex((chapter) => chapter.id === currentId) + 1;

  return (
    <nav aria-label={t('courses:detail.contents')} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">
        {/* the disclosure exists below the two-column width only; there the list is always shown */}
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={LIST_ID}
          onClick={() => setOpenFor(isOpen ? null : currentId)}
          className="-m-2 flex min-h-11 w-[calc(100%+1rem)] items-center justify-between gap-3 rounded-lg p-2 text-left hover:bg-slate-50 xl:hidden"
        >
          <span className="flex flex-col">
            <span>{t('courses:detail.contents')}</span>
            <span className="text-sm font-medium text-slate-700">
              {t('courses:detail.chapterOf', { number: currentNumber, count: chapters.length })}
            </span>
          </span>
          <DisclosureChevron className={cx(isOpen && 'rotate-180')} />
        </button>
        <span className="hidden xl:inline">{t('courses:detail.contents')}</span>
      </h2>
      <p id="course-progress" className="mt-3 text-sm font-medium text-slate-800">
        {t('courses:list.progress', { done: completed, count: chapters.length })}
      </p>
      <ProgressBar value={(100 * completed) / chapters.length} labelledBy="course-progress" size="sm" className="mt-2" />
      <ol id={LIST_ID} className={cx('mt-3 flex-col gap-1', isOpen ? 'flex' : 'hidden xl:flex')}>
        {chapters.map((chapter, index) => {
          const isCurrent = chapter.id === currentId;
          return (
            <li key={chapter.id}>
              <Link
                to={courseLink(courseId, chapter.id)}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => setOpenFor(null)}
                className={cx(
                  'flex min-h-11 items-center gap-2 rounded-lg px-2 py-1 no-underline hover:bg-indigo-50 hover:no-underline',
                  isCurrent ? 'bg-indigo-50 font-semibold text-indigo-900' : 'text-indigo-700 hover:text-indigo-800',
                )}
              >
                <span className="text-slate-700">{index + 1}.</span>
                <span className={cx('flex-1 [overflow-wrap:break-word] hyphens-auto', !isCurrent && 'underline')}>{chapter.title}</span>
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
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
