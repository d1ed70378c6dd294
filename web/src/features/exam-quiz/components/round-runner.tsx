import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuizRound } from '@common/schemas/quiz-rounds';
import { QuestionCard, toggleSelection } from '../../../components/question-card';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useAnswerRoundQuestion, useFinishRound, useToggleMark } from '../api/round-queries';
import { firstOpenIndex } from '../round-progress';

export const resultPath = (roundId: string) => `/dashboard/quiz/rounds/${roundId}/result`;

/**
 * Runs a round kept on the server: it opens at the first unanswered question (a reload or another
 * device continues there), sends each answer with its own key, and ends on the result page.
 */
export function RoundRunner({ round }: { round: QuizRound }) {
  const { t } = useTranslation(['exam-quiz']);
  const navigate = useNavigate();
  const [index, setIndex] = useState(() => firstOpenIndex(round));
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
  const question = round.questions[index];
  const total = round.questions.length;

  // everything answered (or ended elsewhere): the result page
  const done = index >= total || (round.status === 'finished' && !question?.answer);
  useEffect(() => {
    if (done) void navigate(resultPath(round.id), { replace: true });
  }, [done, navigate, round.id]);
  if (!question || done) return null;

  function check() {
    if (!question || selected.length === 0) return;
    answer.mutate({ questionId: question.id, selectedOptionIds: selected, clientKey });
  }

  function next() {
    answer.reset();
    setSelected([]);
    setClientKey(crypto.randomUUID());
    if (index + 1 >= total) {
      void navigate(resultPath(round.id));
      return;
    }
    focusHeading.current = true;
    setIndex(index + 1);
  }

  const progressText = t('exam-quiz:question.position', { current: index + 1, total });
  const stored = question.answer;

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
      <ProgressBar value={(round.answered / total) * 100} labelledBy="quiz-position" valueText={progressText} />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <QuestionCard
        key={question.id}
        question={{
          id: question.id,
          text: question.question,
          options: question.options,
          multiple: question.multiple,
          categoryName: question.categoryName,
          difficulty: question.difficulty,
        }}
        selected={stored ? stored.selectedOptionIds : selected}
        result={stored}
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
        description={t('exam-quiz:round.finishText', { count: total - round.answered })}
        confirmLabel={t('exam-quiz:round.finish')}
        confirmVariant="primary"
        isPending={finish.isPending}
        onClose={() => setConfirmFinish(false)}
        onConfirm={() => finish.mutate(undefined, { onSuccess: () => void navigate(resultPath(round.id)) })}
      />
    </div>
  );
}
