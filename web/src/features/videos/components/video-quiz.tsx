import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoQuizQuestion } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { useAnswerVideoQuestion, useVideoQuiz } from '../api/video-queries';
import type { VideoQuizAdmin } from './video-quiz-admin';
import { VideoQuizEditor } from './video-quiz-editor';

/** 'A', 'B', … for the options in the order the server sends them. */
const letterOf = (index: number) => String.fromCharCode(65 + index);

/** The question in an accessible button name: short enough to be read out. */
function shortenForLabel(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The quiz below a video: each question is answered once, then locked with the server's evaluation.
 * An admin also deletes questions (after a confirmation) and adds new ones below the list.
 */
export function VideoQuiz({ videoId, admin }: { videoId: string; admin?: VideoQuizAdmin }) {
  const { t } = useTranslation(['videos']);
  const quiz = useVideoQuiz(videoId);

  let body;
  if (quiz.isPending) body = <Spinner label={t('videos:quiz.loading')} showLabel />;
  else if (quiz.isError)
    body = (
      <LoadErrorBanner retryLabel={t('videos:retry')} onRetry={() => void quiz.refetch()} isRetrying={quiz.isFetching}>
        {t('videos:quiz.loadError')}
      </LoadErrorBanner>
    );
  else if (admin && quiz.data.questions.length === 0) body = <p className="text-slate-700">{t('videos:admin.quiz.empty')}</p>;
  else
    body = (
      <ol className="flex flex-col gap-6">
        {[...quiz.data.questions]
          .sort((a, b) => a.order - b.order)
          .map((question, index) => (
            <li key={question.id} className="flex flex-col gap-2">
              <VideoQuizQuestionForm videoId={videoId} question={question} number={index + 1} onStale={() => void quiz.refetch()} />
              {admin && (
                <div>
                  <Button
                    variant="danger-secondary"
                    size="sm"
                    aria-label={t('videos:admin.quiz.deleteLabel', { question: shortenForLabel(question.question) })}
                    onClick={() => admin.requestDelete(question)}
                  >
                    {t('videos:admin.quiz.delete')}
                  </Button>
                </div>
              )}
            </li>
          ))}
      </ol>
    );

  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-5" aria-labelledby={`video-quiz-${videoId}`}>
      <h3 ref={admin?.headingRef} tabIndex={-1} id={`video-quiz-${videoId}`} className="text-lg font-bold text-slate-900">
        {t('videos:quiz.heading')}
      </h3>
      {body}
      {admin && (
        <>
          <LiveRegion>
            {admin.message && (
              <Banner variant={admin.message.variant} announce={false}>
                {admin.message.text}
              </Banner>
            )}
          </LiveRegion>
          <VideoQuizEditor videoId={videoId} onMessage={admin.setMessage} />
        </>
      )}
    </section>
  );
}

interface VideoQuizQuestionFormProps {
  videoId: string;
  question: VideoQuizQuestion;
  number: number;
  /** The server says the question was answered already (another tab): reload the quiz. */
  onStale: () => void;
}

export function VideoQuizQuestionForm({ videoId, question, number, onStale }: VideoQuizQuestionFormProps) {
  const { t } = useTranslation(['videos']);
  const answer = useAnswerVideoQuestion(videoId);
  const [chosen, setChosen] = useState<string[]>([]);
  const result = question.answered;
  const selected = result ? result.selected : chosen;
  const isLocked = result !== null;
  const legendId = `video-question-${question.id}`;
  const saveFailed = answer.isError && !(answer.error instanceof ApiError && answer.error.code === 'ALREADY_ANSWERED');

  function toggle(option: string) {
    setChosen((current) => (current.includes(option) ? current.filter((item) => item !== option) : [...current, option]));
  }

  function submit() {
    if (isLocked || selected.length === 0 || answer.isPending) return;
    answer.mutate(
      { questionId: question.id, selected },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_ANSWERED') onStale();
        },
      },
    );
  }

  const labelOf = (option: string) => t('videos:quiz.option', { letter: letterOf(question.options.indexOf(option)), option });
  // in the order the options are shown (A, B, C), not the order the admin marked them in
  const correctAnswers = question.options.filter((option) => result?.correctAnswers.includes(option));

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-col gap-3" aria-describedby={`${legendId}-hint`}>
        <legend id={legendId} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          <span className="sr-only">{t('videos:quiz.questionLabel', { number })}: </span>
          {question.question}
        </legend>
        <p id={`${legendId}-hint`} className="text-sm text-slate-700">
          {t('videos:quiz.hint')}
        </p>
        <ul className="flex flex-col gap-2">
          {question.options.map((option, index) => {
            const isCorrect = result?.correctAnswers.includes(option) ?? false;
            const isWrongChoice = result !== null && !isCorrect && selected.includes(option);
            return (
              <li key={option}>
                <label
                  className={cx(
                    'flex min-h-11 items-start gap-3 rounded-lg border p-3',
                    !result && 'cursor-pointer border-slate-300 hover:bg-slate-50',
                    isCorrect && 'border-green-600 bg-green-50',
                    isWrongChoice && 'border-red-600 bg-red-50',
                    result && !isCorrect && !isWrongChoice && 'border-slate-200 text-slate-700',
                  )}
                >
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                    checked={selected.includes(option)}
                    disabled={isLocked || answer.isPending}
                    onChange={() => toggle(option)}
                  />
                  <span className="flex flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
                    <span className="text-slate-900">{t('videos:quiz.option', { letter: letterOf(index), option })}</span>
                    {isCorrect && <span className="text-sm font-semibold text-green-800">{t('videos:quiz.correctOption')}</span>}
                    {isWrongChoice && <span className="text-sm font-semibold text-red-800">{t('videos:quiz.wrongOption')}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <LiveRegion>
        {result && (
          <Banner variant={result.isCorrect ? 'success' : 'error'} announce={false}>
            <p>{result.isCorrect ? t('videos:quiz.right') : t('videos:quiz.wrong')}</p>
            {!result.isCorrect && correctAnswers.length > 0 && (
              <p className="mt-1 font-normal">
                {t(correctAnswers.length === 1 ? 'videos:quiz.correctAnswerOne' : 'videos:quiz.correctAnswerMany', {
                  answers: correctAnswers.map(labelOf).join(', '),
                })}
              </p>
            )}
          </Banner>
        )}
        {saveFailed && !result && (
          <Banner variant="error" announce={false}>
            {t('videos:quiz.saveError')}
          </Banner>
        )}
      </LiveRegion>

      {!result && selected.length > 0 && (
        <div>
          <Button type="submit" loading={answer.isPending}>
            {t('videos:quiz.submit')}
          </Button>
        </div>
      )}
    </form>
  );
}
