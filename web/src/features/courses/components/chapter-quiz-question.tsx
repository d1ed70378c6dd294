import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterQuizQuestion as Question } from '@common/schemas/courses';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { useAnswerChapterQuestion } from '../api/course-queries';

const CHECK_ICON =
  'M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z';
const CROSS_ICON =
  'M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z';

function MarkIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
      <path fillRule="evenodd" d={path} clipRule="evenodd" />
    </svg>
  );
}

interface ChapterQuizQuestionProps {
  courseId: string;
  chapterId: string;
  question: Question;
  number: number;
  /** The server says the question was answered already (another tab): reload the course. */
  onStale: () => void;
}

/** One chapter quiz question: a radio group answered once, then locked with the server's evaluation. */
export function ChapterQuizQuestion({ courseId, chapterId, question, number, onStale }: ChapterQuizQuestionProps) {
  const { t } = useTranslation(['courses']);
  const answer = useAnswerChapterQuestion(courseId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [showChooseHint, setShowChooseHint] = useState(false);
  const attempt = question.attempt;
  const selected = attempt ? attempt.answer : chosen;
  const legendId = `question-${question.id}`;
  const hintId = `${legendId}-hint`;
  const saveFailed = answer.isError && !(answer.error instanceof ApiError && answer.error.code === 'ALREADY_ANSWERED');

  function submit() {
    if (attempt || answer.isPending) return;
    if (chosen === null) {
      setShowChooseHint(true);
      return;
    }
    answer.mutate(
      { chapterId, questionId: question.id, answer: chosen },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_ANSWERED') onStale();
        },
      },
    );
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={showChooseHint && !attempt ? hintId : undefined}>
        <legend id={legendId} className="mb-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">
          <span className="sr-only">{t('courses:quiz.questionLabel', { number })}: </span>
          {question.question}
        </legend>
        {question.options.map((option) => {
          const isCorrect = attempt !== null && option === attempt.correctAnswer;
          const isWrongChoice = attempt !== null && !attempt.isCorrect && option === attempt.answer;
          return (
            <label
              key={option}
              className={cx(
                'flex min-h-11 items-start gap-3 rounded-lg border p-3',
                !attempt && 'cursor-pointer border-slate-300 hover:bg-slate-50',
                isCorrect && 'border-green-600 bg-green-50',
                isWrongChoice && 'border-red-600 bg-red-50',
                attempt && !isCorrect && !isWrongChoice && 'border-slate-200',
              )}
            >
              <input
                type="radio"
                name={legendId}
                value={option}
                className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                checked={selected === option}
                disabled={attempt !== null || answer.isPending}
                onChange={() => {
                  setChosen(option);
                  setShowChooseHint(false);
                }}
              />
              <span className="flex flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
                <span className="text-slate-900">{option}</span>
                {isCorrect && (
                  <span className="flex items-center gap-1 text-sm font-semibold text-green-800">
                    <MarkIcon path={CHECK_ICON} />
                    {t('courses:quiz.correctOption')}
                  </span>
                )}
                {isWrongChoice && (
                  <span className="flex items-center gap-1 text-sm font-semibold text-red-800">
                    <MarkIcon path={CROSS_ICON} />
                    {t('courses:quiz.yourAnswer')}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </fieldset>

      {showChooseHint && !attempt && (
        <p id={hintId} className="text-sm font-medium text-red-800">
          {t('courses:quiz.chooseFirst')}
        </p>
      )}

      <LiveRegion>
        {attempt && (
          <Banner variant={attempt.isCorrect ? 'success' : 'error'} announce={false}>
            {attempt.isCorrect ? t('courses:quiz.right') : t('courses:quiz.wrong', { answer: attempt.correctAnswer })}
          </Banner>
        )}
        {saveFailed && !attempt && (
          <Banner variant="error" announce={false}>
            {t('courses:quiz.saveError')}
          </Banner>
        )}
      </LiveRegion>

      {!attempt && (
        <div>
          <Button type="submit" variant="secondary" loading={answer.isPending} aria-describedby={legendId}>
            {t('courses:quiz.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
