import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSimulation } from '@common/schemas/exam-simulation';
import { QuestionCard, toggleSelection } from '../../../components/question-card';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LiveRegion } from '../../../components/ui/live-region';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { ApiError } from '../../../lib/api-client';
import { useSaveExamAnswer, useSubmitExamSimulation } from '../api/exam-simulation-queries';
import { ExamTimer } from './exam-timer';
import { QuestionOverview } from './question-overview';

interface Answer {
  selected: number[];
  marked: boolean;
}

/**
 * A running simulation: one question at a time without feedback, free navigation through the overview,
 * each answer kept on the server as it is given. When the time is up the server ends it (onTimeUp asks
 * again until it has).
 */
export function SimulationRunner({ simulation, onTimeUp }: { simulation: ExamSimulation; onTimeUp: () => void }) {
  const { t } = useTranslation(['exam-quiz']);
  const [current, setCurrent] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer>>(() =>
    Object.fromEntries(simulation.questions.map((question) => [question.id, { selected: question.selected, marked: question.marked }])),
  );
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const save = useSaveExamAnswer(simulation.id);
  const submit = useSubmitExamSimulation(simulation.id);

  const question = simulation.questions[current]!;
  const answer = answers[question.id]!;
  const total = simulation.questions.length;
  const open = simulation.questions
    .map((entry, index) => ({ index, entry }))
    .filter(({ entry }) => answers[entry.id]!.selected.length === 0);

  function store(questionId: string, next: Answer) {
    setAnswers((previous) => ({ ...previous, [questionId]: next }));
    save.mutate(
      { questionId, ...next },
      {
        onSuccess: () => setSaveFailed((failed) => (failed === questionId ? null : failed)),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'EXAM_OVER') onTimeUp();
          else setSaveFailed(questionId);
        },
      },
    );
  }

  // the heading is in the sticky header, so its focus scrolls nothing: on a phone the learner would stay
  // at the buttons below the card and see the next question's last options, not its text. The scroll
  // waits until the new question is laid out; one made earlier could be undone by the browser's scroll
  // anchoring when the card's height changed
  const bringQuestionIntoView = useRef(false);
  useLayoutEffect(() => {
    if (!bringQuestionIntoView.current) return;
    bringQuestionIntoView.current = false;
    const header = headingRef.current?.closest('.sticky')?.getBoundingClientRect();
    const top = questionRef.current?.getBoundingClientRect().top;
    if (header && top !== undefined && top < header.bottom) window.scrollBy({ top: top - header.bottom - 16 });
  }, [current]);

  function goTo(index: number) {
    bringQuestionIntoView.current = true;
    setCurrent(index);
    headingRef.current?.focus({ preventScroll: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <Card className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 py-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {t('exam-quiz:simulation.title')}
        </h1>
        <ExamTimer key={simulation.now} deadline={simulation.deadline} serverNow={simulation.now} onTimeUp={onTimeUp} />
      </Card>

      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div ref={questionRef} className="flex flex-col gap-3">
          <QuestionCard
            key={question.id}
            keysOnPage
            mode="exam"
            question={{
              id: question.id,
              text: question.text,
              options: question.options,
              multiple: question.multiple,
              categoryName: question.categoryName,
              contentLanguage: question.contentLanguage,
              ...(question.german && { german: question.german }),
            }}
            selected={answer.selected}
            onToggle={(id) => store(question.id, { ...answer, selected: toggleSelection(answer.selected, id, question.multiple) })}
            result={null}
            onCheck={() => undefined}
            legendPrefix={t('exam-quiz:simulation.progress', { current: current + 1, total })}
            progress={
              <p className="text-sm font-semibold text-slate-700">{t('exam-quiz:simulation.progress', { current: current + 1, total })}</p>
            }
          />
          <LiveRegion>
            {saveFailed === question.id && (
              <Banner variant="error" announce={false}>
                {t('exam-quiz:simulation.saveError')}
              </Banner>
            )}
          </LiveRegion>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" disabled={current === 0} onClick={() => goTo(current - 1)}>
              {t('exam-quiz:simulation.previous')}
            </Button>
            <Button variant="secondary" disabled={current === total - 1} onClick={() => goTo(current + 1)}>
              {t('exam-quiz:simulation.next')}
            </Button>
            <ToggleButton pressed={answer.marked} onPressedChange={(marked) => store(question.id, { ...answer, marked })}>
              {t('exam-quiz:simulation.markForLater')}
            </ToggleButton>
            <Button ref={submitButtonRef} className="sm:ml-auto" onClick={() => setConfirming(true)}>
              {t('exam-quiz:simulation.submit')}
            </Button>
          </div>
        </div>
        <Card>
          <QuestionOverview
            entries={simulation.questions.map((entry) => ({
              id: entry.id,
              isAnswered: answers[entry.id]!.selected.length > 0,
              isMarked: answers[entry.id]!.marked,
            }))}
            current={current}
            onSelect={goTo}
          />
        </Card>
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('exam-quiz:simulation.confirm.title')}
        description={
          open.length === 0 ? (
            t('exam-quiz:simulation.confirm.allAnswered')
          ) : (
            <>
              {t('exam-quiz:simulation.confirm.open', { count: open.length })} {open.map(({ index }) => index + 1).join(', ')}.
            </>
          )
        }
        confirmLabel={t('exam-quiz:simulation.confirm.submit')}
        confirmVariant="primary"
        isPending={submit.isPending}
        onConfirm={() => submit.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
        returnFocusRef={submitButtonRef}
      />
    </div>
  );
}
