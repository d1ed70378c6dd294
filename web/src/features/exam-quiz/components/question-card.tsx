import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '@common/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ToggleButton } from '../../../components/ui/toggle-button';
import { cx } from '../../../lib/cx';

const DIFFICULTY_BADGES: Record<Difficulty, BadgeVariant> = { easy: 'success', medium: 'warning', hard: 'error' };

export interface CardQuestion {
  id: string;
  text: string;
  /** In the round's order; the id is the option's index in the stored question. */
  options: { id: number; text: string }[];
  /** More than one option is correct: checkboxes, otherwise radio buttons. */
  multiple: boolean;
  categoryName?: string;
  difficulty?: Difficulty;
}

export interface CardResult {
  isCorrect: boolean;
  correctOptionIds: number[];
  explanation: string;
}

interface QuestionCardProps {
  question: CardQuestion;
  selected: readonly number[];
  result: CardResult | null;
  onToggle: (optionId: number) => void;
  onCheck: () => void;
  onNext: () => void;
  checking: boolean;
  /** The answer could not be saved: the learner may try again. */
  saveFailed: boolean;
  isLast: boolean;
  marked?: boolean;
  onToggleMark?: () => void;
  /** Answered without a connection: kept in the browser, evaluated once it reaches the server. */
  savedOffline?: boolean;
}

/**
 * One question: radio buttons when one answer is right, checkboxes when several are; 'Antwort prüfen'
 * needs a selection and locks them; the feedback names the correct options. Enter checks the answer,
 * and once checked moves on.
 */
export function QuestionCard({
  question,
  selected,
  result,
  onToggle,
  onCheck,
  onNext,
  checking,
  saveFailed,
  isLast,
  marked,
  onToggleMark,
  savedOffline = false,
}: QuestionCardProps) {
  const { t } = useTranslation(['exam-quiz']);
  const nextRef = useRef<HTMLButtonElement>(null);
  const legendId = `question-${question.id}`;

  // after the check, focus moves to the button that goes on (the feedback is announced by its live region)
  const isSettled = result !== null || savedOffline;
  useEffect(() => {
    if (isSettled) nextRef.current?.focus();
  }, [isSettled]);

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    if (isSettled) onNext();
    else if (selected.length > 0 && !checking) onCheck();
  }

  const optionState = (optionId: number) => {
    if (!result) return 'open';
    if (result.correctOptionIds.includes(optionId)) return 'correct';
    return selected.includes(optionId) ? 'wrong' : 'locked';
  };

  return (
    <Card>
      <form
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          if (isSettled) onNext();
          else onCheck();
        }}
        className="flex flex-col gap-5"
      >
        <fieldset className="flex flex-col gap-3" aria-describedby={`${legendId}-hint`}>
          <div className="flex flex-wrap items-center gap-2">
            {question.categoryName && <Badge variant="primary">{question.categoryName}</Badge>}
            {question.difficulty && (
              <Badge variant={DIFFICULTY_BADGES[question.difficulty]}>{t(`exam-quiz:difficulty.${question.difficulty}`)}</Badge>
            )}
            {onToggleMark && (
              <ToggleButton pressed={marked ?? false} onPressedChange={onToggleMark} className="ml-auto">
                {t('exam-quiz:question.mark')}
              </ToggleButton>
            )}
          </div>
          <legend id={legendId} className="text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {question.text}
          </legend>
          <p id={`${legendId}-hint`} className="text-sm text-slate-700">
            {question.multiple ? t('exam-quiz:question.hintMultiple') : t('exam-quiz:question.hintSingle')}
          </p>
          <ul className="flex flex-col gap-2">
            {question.options.map((option) => {
              const state = optionState(option.id);
              return (
                <li key={option.id}>
                  <label
                    className={cx(
                      'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-base',
                      state === 'open' && 'border-slate-300 hover:bg-slate-50',
                      state === 'correct' && 'border-green-600 bg-green-50',
                      state === 'wrong' && 'border-red-600 bg-red-50',
                      state === 'locked' && 'border-slate-200 text-slate-700',
                      isSettled && 'cursor-default',
                    )}
                  >
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`options-${question.id}`}
                      className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                      checked={selected.includes(option.id)}
                      disabled={isSettled || checking}
                      onChange={() => onToggle(option.id)}
                    />
                    <span className="flex flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
                      <span className="text-slate-900">{option.text}</span>
                      {state === 'correct' && (
                        <span className="text-sm font-semibold text-green-800">{t('exam-quiz:question.correctOption')}</span>
                      )}
                      {state === 'wrong' && (
                        <span className="text-sm font-semibold text-red-800">{t('exam-quiz:question.wrongOption')}</span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div aria-live="polite">
          {result && (
            <Banner variant={result.isCorrect ? 'success' : 'error'} announce={false}>
              <p>{result.isCorrect ? t('exam-quiz:question.right') : t('exam-quiz:question.wrong')}</p>
              {result.explanation && <p className="mt-2 font-normal">{result.explanation}</p>}
            </Banner>
          )}
          {!result && savedOffline && (
            <Banner variant="info" announce={false}>
              {t('exam-quiz:question.savedOffline')}
            </Banner>
          )}
        </div>
        {saveFailed && !isSettled && <Banner variant="error">{t('exam-quiz:question.saveError')}</Banner>}

        <div className="flex flex-wrap gap-3">
          {isSettled ? (
            <Button ref={nextRef} type="submit">
              {isLast ? t('exam-quiz:question.finish') : t('exam-quiz:question.next')}
            </Button>
          ) : (
            <Button type="submit" disabled={selected.length === 0} loading={checking}>
              {saveFailed ? t('exam-quiz:retry') : t('exam-quiz:question.check')}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
