import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuizRound } from '@common/schemas/quiz-rounds';
import { QuestionCard, toggleSelection } from '../../../components/question-card';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { ApiError } from '../../../lib/api-client';
import { enqueueAnswer, listQueuedAnswers, useQueuedAnswers, type QueuedAnswer } from '../../../lib/offline/answer-queue';
import { requestAnswerSync } from '../../../lib/offline/answer-sync';
import { prepareNextReview } from '../../../lib/offline/prepared-review';
import { isOnline } from '../../../lib/offline/use-online';
import { useAnswerRoundQuestion, useFinishRound, useToggleMark, type AnswerInput } from '../api/round-queries';
import { firstOpenIndex } from '../round-progress';

export const resultPath = (roundId: string) => `/dashboard/quiz/rounds/${roundId}/result`;

/** This round's answers that wait in the browser for the connection, by question. */
const waitingIn = (roundId: string, queue: readonly QueuedAnswer[]) =>
  new Map(queue.filter((entry) => entry.roundId === roundId).map((entry) => [entry.questionId, entry]));

/**
 * Runs a round kept on the server: it opens at the first unanswered question (a reload or another
 * device continues there), sends each answer with its own key, and ends on the result page. Without a
 * connection an answer is kept in the browser and sent later (web/src/lib/offline/answer-sync.ts); the
 * card then says so instead of right or wrong.
 */
export function RoundRunner({ round }: { round: QuizRound }) {
  const { t } = useTranslation(['exam-quiz']);
  const navigate = useNavigate();
  const waiting = waitingIn(round.id, useQueuedAnswers());
  const [index, setIndex] = useState(() => firstOpenIndex(round, new Set(waitingIn(round.id, listQueuedAnswers()).keys())));
  const [selected, setSelected] = useState<number[]>([]);
  // one key per answer: a retry after a lost response is the same answer to the server
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const [confirmFinish, setConfirmFinish] = useState(false);
  const answer = useAnswerRoundQuestion(round.id);
  const finish = useFinishRound(round.id);
  const mark = useToggleMark(round.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the next question's heading (inside its new card) takes the focus once it is on the page
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [index]);
  // with a connection, the next 'Wiederholen' round is made ahead for practice without one
  const isRunning = round.status === 'active';
  useEffect(() => {
    if (isRunning) void prepareNextReview(round.id);
  }, [round.id, isRunning]);
  const question = round.questions[index];
  const total = round.questions.length;

  // everything answered and at the server (or ended elsewhere): the result page
  const isWaitingForSync = index >= total && waiting.size > 0;
  const done = (index >= total && !isWaitingForSync) || (round.status === 'finished' && !question?.answer);
  useEffect(() => {
    if (done) void navigate(resultPath(round.id), { replace: true });
  }, [done, navigate, round.id]);
  if (isWaitingForSync) return <Banner variant="info">{t('exam-quiz:round.waitingForSync')}</Banner>;
  if (!question || done) return null;

  /** Kept in the browser with the moment it was given, sent when the connection is back. */
  function keepOffline(input: AnswerInput, answeredAt: string) {
    enqueueAnswer({ roundId: round.id, ...input, answeredAt });
    requestAnswerSync();
  }

  function check() {
    if (!question || selected.length === 0) return;
    const input = { questionId: question.id, selectedOptionIds: selected, clientKey };
    const answeredAt = new Date().toISOString();
    if (!isOnline()) {
      keepOffline(input, answeredAt);
      return;
    }
    answer.mutate(input, {
      // the connection dropped on the way: the same answer (same key) waits for it to come back
      onError: (error) => {
        if (!(error instanceof ApiError && error.isNetworkError)) return;
        answer.reset();
        keepOffline(input, answeredAt);
      },
    });
  }

  function next() {
    answer.reset();
    setSelected([]);
    setClientKey(crypto.randomUUID());
    if (index + 1 >= total) {
      if (waiting.size > 0) setIndex(total);
      else void navigate(resultPath(round.id));
      return;
    }
    focusHeading.current = true;
    setIndex(index + 1);
  }

  const progressText = t('exam-quiz:question.position', { current: index + 1, total });
  const stored = question.answer;
  const waitingAnswer = stored ? undefined : waiting.get(question.id);
  // the answers waiting in the browser count as given
  const answeredCount = round.answered + round.questions.filter((q) => !q.answer && waiting.has(q.id)).length;

  // the heading sits inside the card: focused after "Nächste Frage", the number keys still choose
  const progress = (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 ref={headingRef} tabIndex={-1} id="quiz-position" className="font-semibold text-slate-800 focus:outline-none">
          {progressText}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setConfirmFinish(true)}>
          {t('exam-quiz:round.finish')}
        </Button>
      </div>
      <ProgressBar value={(answeredCount / total) * 100} labelledBy="quiz-position" valueText={progressText} />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <QuestionCard
        key={question.id}
        keysOnPage
        question={{
          id: question.id,
          text: question.question,
          options: question.options,
          multiple: question.multiple,
          categoryName: question.categoryName,
          difficulty: question.difficulty,
          contentLanguage: question.contentLanguage,
          ...(question.german && { german: { text: question.german.question, options: question.german.options } }),
        }}
        selected={stored ? stored.selectedOptionIds : (waitingAnswer?.selectedOptionIds ?? selected)}
        result={stored}
        savedOffline={waitingAnswer !== undefined}
        onToggle={(optionId) => setSelected((current) => toggleSelection(current, optionId, question.multiple))}
        onCheck={check}
        onNext={next}
        checking={answer.isPending}
        saveFailed={answer.isError}
        isLast={index + 1 >= total}
        marked={question.marked}
        onToggleMark={() => mark.mutate({ questionId: question.id, marked: !question.marked })}
        progress={progress}
        labels={{
          check: t('exam-quiz:question.check'),
          next: t('exam-quiz:question.next'),
          finish: t('exam-quiz:question.finish'),
          right: t('exam-quiz:question.right'),
          wrong: t('exam-quiz:question.wrong'),
        }}
      />

      <ConfirmDialog
        open={confirmFinish}
        title={t('exam-quiz:round.finishTitle')}
        description={t('exam-quiz:round.finishText', { count: total - answeredCount })}
        confirmLabel={t('exam-quiz:round.finish')}
        confirmVariant="primary"
        isPending={finish.isPending}
        onClose={() => setConfirmFinish(false)}
        onConfirm={() => finish.mutate(undefined, { onSuccess: () => void navigate(resultPath(round.id)) })}
      />
    </div>
  );
}
