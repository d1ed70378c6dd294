import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { correctOptionIds } from '@common/domain/option-order';
import type { QuizQuestion } from '@common/schemas/quiz';
import { QuestionCard } from '../../../components/question-card';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatWholePercent } from '../../../lib/format';
import { useAnswerQuestion } from '../api/quiz-queries';
import { currentQuestion, isFinished, isLastQuestion, quizReducer, quizScore, startSession } from '../quiz-session';

const COURSES_PATH = '/dashboard/courses';

/** Runs a list of questions to the result dialog; in mistakes mode wrong answers come back at the end. */
export function QuizRunner({ questions, repeatWrong = false }: { questions: readonly QuizQuestion[]; repeatWrong?: boolean }) {
  const { t, i18n } = useTranslation(['exam-quiz']);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(quizReducer, undefined, () => startSession(questions, repeatWrong));
  const answer = useAnswerQuestion();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = currentQuestion(state);
  const finished = isFinished(state);
  const score = quizScore(state);

  function check() {
    if (!question || state.selected.length === 0) return;
    answer.mutate({ questionId: question.id, selected: state.selected }, { onSuccess: (result) => dispatch({ type: 'checked', result }) });
  }

  function next() {
    answer.reset();
    dispatch({ type: 'next' });
    focusHeading.current = true;
  }

  // the next question's heading (inside its new card) takes the focus once it is on the page
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [state.index]);

  const position = Math.min(state.index + 1, state.queue.length);
  const progressText = t('exam-quiz:question.position', { current: position, total: state.queue.length });
  // the heading sits inside the card: focused after "Nächste Frage", the number keys still choose
  const progress = (
    <div className="flex flex-col gap-2">
      <h2 ref={headingRef} tabIndex={-1} id="quiz-position" className="font-semibold text-slate-800 focus:outline-none">
        {progressText}
      </h2>
      <ProgressBar value={(state.answers.length / state.queue.length) * 100} labelledBy="quiz-position" valueText={progressText} />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {question ? (
        // the option ids are the options' positions in the question; the answer still travels as texts
        <QuestionCard
          key={`${state.index}-${question.id}`}
          question={{
            id: question.id,
            text: question.question,
            options: question.options.map((text, id) => ({ id, text })),
            multiple: question.multiple,
            categoryName: question.categoryName,
            difficulty: question.difficulty,
          }}
          selected={state.selected.map((option) => question.options.indexOf(option))}
          result={
            state.result && {
              isCorrect: state.result.isCorrect,
              correctOptionIds: correctOptionIds(question.options, state.result.correctAnswers),
              explanation: state.result.explanation,
            }
          }
          onToggle={(id) => dispatch({ type: 'toggle', option: question.options[id]! })}
          onCheck={check}
          onNext={next}
          checking={answer.isPending}
          saveFailed={answer.isError}
          isLast={isLastQuestion(state)}
          progress={progress}
          labels={{
            check: t('exam-quiz:question.check'),
            next: t('exam-quiz:question.next'),
            finish: t('exam-quiz:question.finish'),
            right: t('exam-quiz:question.right'),
            wrong: t('exam-quiz:question.wrong'),
          }}
        />
      ) : (
        progress
      )}

      <Modal
        open={finished}
        onClose={() => void navigate(COURSES_PATH)}
        title={t('exam-quiz:result.title')}
        closeLabel={t('exam-quiz:close')}
        description={t('exam-quiz:result.summary', {
          correct: score.correct,
          answered: score.answered,
          percent: formatWholePercent(score.percent, i18n.resolvedLanguage),
        })}
      >
        <ModalActions>
          <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
            {t('exam-quiz:result.restart')}
          </Button>
          <Button data-autofocus onClick={() => void navigate(COURSES_PATH)}>
            {t('exam-quiz:result.toCourses')}
          </Button>
        </ModalActions>
      </Modal>
    </div>
  );
}
