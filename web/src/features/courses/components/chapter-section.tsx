import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseChapter } from '@common/schemas/courses';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { focusQuestionCard } from '../../../components/question-card';
import { BesideGerman, ContentLanguageControls, GermanOriginal } from '../../../components/content-language';
import { MarkdownText } from '../../../components/ui/markdown';
import { useSetChapterProgress } from '../api/course-queries';
import { chapterAnchor } from '../course-links';
import { ChapterQuizQuestion } from './chapter-quiz-question';

interface ChapterSectionProps {
  courseId: string;
  chapter: CourseChapter;
  number: number;
  /** How many chapters the course has. */
  count: number;
  /** 'Zurück' / 'Weiter', at the chapter's end. */
  pager: ReactNode;
  /** A question was answered elsewhere already: reload the course so its lock shows. */
  onStale: () => void;
}

/** One chapter: its text, its quiz ('Überprüfen Sie Ihr Wissen'), 'Kapitel abschließen' with its undo, and the way on. */
export function ChapterSection({ courseId, chapter, number, count, pager, onStale }: ChapterSectionProps) {
  const { t } = useTranslation(['courses']);
  const progress = useSetChapterProgress(courseId);
  const [announcement, setAnnouncement] = useState('');
  const completeRef = useRef<HTMLButtonElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  // the button that was clicked is replaced by the other one: focus follows, so it is not lost to the page
  const focusWhenCompleted = useRef<boolean | null>(null);
  const headingId = `${chapterAnchor(chapter.id)}-title`;
  const nextQuestionOf = (index: number) => {
    const next = chapter.quizzes[index + 1];
    return next ? () => focusQuestionCard(next.id) : undefined;
  };

  useEffect(() => {
    if (focusWhenCompleted.current !== chapter.completed) return;
    focusWhenCompleted.current = null;
    (chapter.completed ? undoRef : completeRef).current?.focus();
  }, [chapter.completed]);

  function setCompleted(completed: boolean) {
    focusWhenCompleted.current = completed;
    progress.mutate(
      { chapterId: chapter.id, completed },
      {
        onSuccess: () =>
          setAnnouncement(
            t(completed ? 'courses:chapter.completedAnnouncement' : 'courses:chapter.reopenedAnnouncement', { title: chapter.title }),
          ),
        onError: () => {
          focusWhenCompleted.current = null;
        },
      },
    );
  }

  return (
    <section
      id={chapterAnchor(chapter.id)}
      aria-labelledby={headingId}
      className="flex scroll-mt-4 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-slate-700">{t('courses:detail.chapterOf', { number, count })}</p>
          <ContentLanguageControls contentLanguage={chapter.contentLanguage} hasGerman={chapter.german !== undefined} />
        </div>
        {/* the focus lands here when another chapter is opened */}
        <h2 id={headingId} tabIndex={-1} className="scroll-mt-4 text-xl font-semibold text-slate-900 [overflow-wrap:anywhere] sm:text-2xl">
          {chapter.title}
          <GermanOriginal inline className="font-normal">
            {chapter.german?.title}
          </GermanOriginal>
        </h2>
      </div>

      <BesideGerman german={chapter.german && <MarkdownText className="max-w-prose text-slate-800">{chapter.german.content}</MarkdownText>}>
        <MarkdownText className="max-w-prose text-slate-800">{chapter.content}</MarkdownText>
      </BesideGerman>

      {/* a plain block: a region per quiz would repeat one landmark name on the page */}
      {chapter.quizzes.length > 0 && (
        <div className="flex flex-col gap-5 border-t border-slate-200 pt-5">
          <h3 className="text-lg font-bold text-slate-900">{t('courses:quiz.heading')}</h3>
          <ol className="flex flex-col gap-6">
            {chapter.quizzes.map((question, index) => (
              <li key={question.id}>
                <ChapterQuizQuestion
                  courseId={courseId}
                  chapterId={chapter.id}
                  question={question}
                  number={index + 1}
                  onNext={nextQuestionOf(index)}
                  onStale={onStale}
                />
              </li>
            ))}
          </ol>
        </div>
      )}

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
        {chapter.completed ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-2 font-semibold text-green-800">
              <svg viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0" aria-hidden="true">
                <path
                  fillRule="evenodd"
                  d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z"
                  clipRule="evenodd"
                />
              </svg>
              {t('courses:chapter.completed')}
            </p>
            <Button
              ref={undoRef}
              variant="secondary"
              size="sm"
              loading={progress.isPending}
              aria-describedby={headingId}
              onClick={() => setCompleted(false)}
            >
              {t('courses:chapter.undo')}
            </Button>
          </div>
        ) : (
          <div>
            <Button ref={completeRef} loading={progress.isPending} aria-describedby={headingId} onClick={() => setCompleted(true)}>
              {t('courses:chapter.complete')}
            </Button>
          </div>
        )}
        <LiveRegion>
          {progress.isError && (
            <Banner variant="error" announce={false}>
              {t('courses:chapter.saveError')}
            </Banner>
          )}
          {!progress.isError && announcement && <span className="sr-only">{announcement}</span>}
        </LiveRegion>
      </div>

      <div className="border-t border-slate-200 pt-5">{pager}</div>
    </section>
  );
}
