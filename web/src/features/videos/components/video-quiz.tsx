import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoQuizQuestion } from '@common/schemas/videos';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { QuestionCard, focusQuestionCard, letterOf, toggleSelection } from '../../../components/question-card';
import { useAnswerVideoQuestion, useVideoQuiz } from '../api/video-queries';
import type { VideoQuizAdmin } from './video-quiz-admin';
import { VideoQuizEditor } from './video-quiz-editor';

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
          .map((question, index, sorted) => (
            <li key={question.id} className="flex flex-col gap-2">
              <VideoQuizQuestionForm
                videoId={videoId}
                question={question}
                number={index + 1}
                onNext={sorted[index + 1] ? () => focusQuestionCard(sorted[index + 1]!.id) : undefined}
                onStale={() => void quiz.refetch()}
              />
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
  /** Moves on to the quiz's next question; absent on the last one. */
  onNext?: () => void;
  /** The server says the question was answered already (another tab): reload the quiz. */
  onStale: () => void;
}

/**
 * One video quiz question on the shared question card, the options lettered A, B, C in the order the
 * server sends them: answered once, then locked with the server's evaluation. The option ids are the
 * options' positions; the answer still travels as the options' texts.
 */
export function VideoQuizQuestionForm({ videoId, question, number, onNext, onStale }: VideoQuizQuestionFormProps) {
  const { t } = useTranslation(['videos']);
  const answer = useAnswerVideoQuestion(videoId);
  const [chosen, setChosen] = useState<number[]>([]);
  const result = question.answered;
  // the answers travel as the German option texts, the options' identity in every language
  const identities = question.german?.options ?? question.options;
  const idsOf = (texts: readonly string[]) => identities.flatMap((option, id) => (texts.includes(option) ? [id] : []));
  const selected = result ? idsOf(result.selected) : chosen;
  const saveFailed = answer.isError && !(answer.error instanceof ApiError && answer.error.code === 'ALREADY_ANSWERED');

  function submit() {
    if (result || chosen.length === 0 || answer.isPending) return;
    answer.mutate(
      // in the order chosen, as texts (the API's contract)
      { questionId: question.id, selected: chosen.map((id) => identities[id]!) },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_ANSWERED') onStale();
        },
      },
    );
  }

  const labelOf = (id: number) => t('videos:quiz.option', { letter: letterOf(id), option: question.options[id]! });
  // in the order the options are shown (A, B, C), not the order the admin marked them in
  const correctIds = result ? idsOf(result.correctAnswers) : [];
  const namesRight =
    result && !result.isCorrect && correctIds.length > 0
      ? t(correctIds.length === 1 ? 'videos:quiz.correctAnswerOne' : 'videos:quiz.correctAnswerMany', {
          answers: correctIds.map(labelOf).join(', '),
        })
      : undefined;

  return (
    <QuestionCard
      question={{
        id: question.id,
        text: question.question,
        options: question.options.map((text, id) => ({ id, text })),
        multiple: question.multiple,
        contentLanguage: question.contentLanguage,
        ...(question.german && {
          german: { text: question.german.question, options: question.german.options.map((text, id) => ({ id, text })) },
        }),
      }}
      selected={selected}
      onToggle={(id) => setChosen((current) => toggleSelection(current, id, question.multiple))}
      result={result && { isCorrect: result.isCorrect, correctOptionIds: correctIds, explanation: namesRight }}
      onCheck={submit}
      onNext={onNext}
      checking={answer.isPending}
      saveFailed={saveFailed}
      optionMarker="letter"
      legendPrefix={t('videos:quiz.questionLabel', { number })}
      hideCheckUntilSelected
      labels={{ check: t('videos:quiz.submit'), right: t('videos:quiz.right'), wrong: t('videos:quiz.wrong') }}
    />
  );
}
