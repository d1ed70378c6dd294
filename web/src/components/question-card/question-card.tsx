import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/domain/value-sets';
import { cx } from '../../lib/cx';
import { ContentLanguageControls, GermanOriginal } from '../content-language';
import { QuestionExplanation } from './question-explanation';
import { Badge, type BadgeVariant } from '../ui/badge';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { LiveRegion } from '../ui/live-region';
import { ToggleButton } from '../ui/toggle-button';
import { letterOf, optionIndexForKey, type OptionId } from './selection';
import { useReadAloud } from './use-read-aloud';

export type QuestionDifficulty = 'easy' | 'medium' | 'hard';

export interface QuestionCardQuestion<T extends OptionId = OptionId> {
  id: string;
  text: string;
  /** In the order shown; the id is what the answer carries (never the position). */
  options: { id: T; text: string }[];
  /** Several options are right: checkboxes and the hint; otherwise radio buttons. */
  multiple: boolean;
  categoryName?: string;
  difficulty?: QuestionDifficulty;
  /** The language of the texts; German for a Turkish or English reader shows "nur auf Deutsch". */
  contentLanguage?: Language;
  /** The German original of a translated question, options by the same ids ("Auch auf Deutsch anzeigen"). */
  german?: { text: string; options: { id: T; text: string }[] };
}

export interface QuestionCardResult<T extends OptionId = OptionId> {
  isCorrect: boolean;
  correctOptionIds: T[];
  explanation?: string;
  /** The rule the answer rests on, and the day it was checked (YYYY-MM-DD). */
  legalBasis?: string;
  checkedOn?: string | null;
  /** The German explanation of a translated question. */
  germanExplanation?: string;
}

/** Texts a screen sets where the specification words them its own way. */
export interface QuestionCardLabels {
  check?: string;
  next?: string;
  finish?: string;
  right?: string;
  wrong?: string;
}

export interface QuestionCardProps<T extends OptionId = OptionId> {
  question: QuestionCardQuestion<T>;
  selected: readonly T[];
  /** The learner picks an option; with radio buttons the caller replaces the selection (see toggleSelection). */
  onToggle: (id: T) => void;
  /** The evaluation once checked: the options lock and show right and wrong. */
  result: QuestionCardResult<T> | null;
  onCheck: () => void;
  /** Goes on after the check; without it the card ends with the feedback (a list of questions). */
  onNext?: () => void;
  checking?: boolean;
  /** The answer could not be saved: the learner may try again. */
  saveFailed?: boolean;
  isLast?: boolean;
  marked?: boolean;
  /** Shows "Merken" (a toggle) when given. */
  onToggleMark?: () => void;
  /** 'exam': no check and no feedback; the selection is the answer, navigation is outside. */
  mode?: 'practice' | 'exam';
  /** Shown at the top of the card ("Frage 2 von 10" and a bar); inside it, so its focus keeps the keys working. */
  progress?: ReactNode;
  labels?: QuestionCardLabels;
  /** The mark beside each option: its number (default) or its letter (A, B, C; keys a–i choose too). */
  optionMarker?: 'number' | 'letter';
  /** Read before the question by screen readers only, e.g. "Frage 2". */
  legendPrefix?: string;
  /** The check button appears only once something is chosen (the video quiz's rule) instead of being disabled. */
  hideCheckUntilSelected?: boolean;
  /**
   * Answered without a connection: the choice locks and the card says it is evaluated once online
   * (docs/decisions/081-installable-offline-practice.md); the next button goes on as after a check.
   */
  savedOffline?: boolean;
  /**
   * The only card on the page (a round, the simulation): the keys also work while the focus rests
   * outside any control, as on the page's heading right after the page opened, so a learner need not
   * Tab into the card before pressing 1.
   */
  keysOnPage?: boolean;
}

type CardKeyEvent = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target' | 'preventDefault'>;

/** The focus rests on the page rather than in a control, a form, a dialog or a menu. */
function isRestingFocus(target: EventTarget | null) {
  if (target === document.body) return true;
  return (
    target instanceof HTMLElement &&
    !target.isContentEditable &&
    target.tabIndex < 0 &&
    target.closest('form, dialog, [role="dialog"], [role="menu"]') === null
  );
}

const DIFFICULTY_BADGES: Record<QuestionDifficulty, BadgeVariant> = { easy: 'success', medium: 'warning', hard: 'error' };

const CHECK_ICON =
  'M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z';
const CROSS_ICON =
  'M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z';

function StatusIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className={cx('size-5 shrink-0', className)} aria-hidden="true">
      <path fillRule="evenodd" d={path} clipRule="evenodd" />
    </svg>
  );
}

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
      <path d="M10.5 3.75a.75.75 0 0 0-1.264-.546L5.203 7H3.667a.75.75 0 0 0-.7.48A6.985 6.985 0 0 0 2.5 10c0 .887.165 1.737.468 2.52.111.29.39.48.7.48h1.535l4.033 3.796A.75.75 0 0 0 10.5 16.25V3.75ZM14.657 5.343a.75.75 0 0 1 1.06 0 6.5 6.5 0 0 1 0 9.193.75.75 0 1 1-1.06-1.06 5 5 0 0 0 0-7.072.75.75 0 0 1 0-1.06Zm-2.122 2.121a.75.75 0 0 1 1.061 0 3.5 3.5 0 0 1 0 4.95.75.75 0 0 1-1.06-1.06 2 2 0 0 0 0-2.83.75.75 0 0 1 0-1.06Z" />
    </svg>
  );
}

type OptionState = 'open' | 'correct' | 'correct-choice' | 'wrong-choice' | 'locked';

/**
 * One choice question as the learner answers it, the same on every screen: radio buttons when one answer
 * is right, checkboxes with a hint when several are; 1–9 choose, Enter checks and then goes on; after the
 * check each option says right or wrong in words, colour and an icon, and focus moves to the next button.
 * On a phone the check and next buttons stay at the bottom of the screen (sticky action bar).
 */
export function QuestionCard<T extends OptionId>({
  question,
  selected,
  onToggle,
  result,
  onCheck,
  onNext,
  checking = false,
  saveFailed = false,
  isLast = false,
  marked = false,
  onToggleMark,
  mode = 'practice',
  progress,
  labels = {},
  optionMarker = 'number',
  legendPrefix,
  hideCheckUntilSelected = false,
  savedOffline = false,
  keysOnPage = false,
}: QuestionCardProps<T>) {
  const { t, i18n } = useTranslation(['common']);
  const nextRef = useRef<HTMLButtonElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  // the voice of the text's language: a question only in German is read in German
  const readAloud = useReadAloud(question.contentLanguage ?? i18n.resolvedLanguage, question.id);
  const germanOptionText = (id: T) => question.german?.options.find((option) => option.id === id)?.text;
  const isExam = mode === 'exam';
  const shownResult = isExam ? null : result;
  const isSavedOffline = !isExam && shownResult === null && savedOffline;
  const isLocked = shownResult !== null || isSavedOffline;
  const baseId = `question-card-${question.id}`;
  const hintId = `${baseId}-hint`;
  const letters = optionMarker === 'letter';

  // focus moves on only when the check happens here, not when a card opens already answered (a locked chapter quiz)
  const hadResult = useRef(isLocked);
  useEffect(() => {
    if (isLocked && !hadResult.current) (nextRef.current ?? feedbackRef.current)?.focus();
    hadResult.current = isLocked;
  }, [isLocked]);

  const canCheck = !isExam && !isLocked && selected.length > 0 && !checking;

  function choose(id: T) {
    if (isLocked || checking) return;
    // a radio button already chosen stays chosen
    if (!question.multiple && selected.includes(id)) return;
    onToggle(id);
  }

  function onKey(event: CardKeyEvent, form: HTMLFormElement) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && target.type === 'text')) return;
    if (event.key === 'Enter') {
      // a focused button does its own thing
      if (target instanceof HTMLButtonElement || isExam) return;
      event.preventDefault();
      if (isLocked) onNext?.();
      else if (canCheck) onCheck();
      return;
    }
    const index = optionIndexForKey(event.key, question.options.length, letters);
    if (index === null) return;
    event.preventDefault();
    choose(question.options[index]!.id);
    // the chosen option takes the focus, as a click would give it: Enter then checks, not a focused tool button
    form.querySelectorAll<HTMLInputElement>('fieldset input')[index]?.focus();
  }

  const formRef = useRef<HTMLFormElement>(null);
  const onKeyRef = useRef(onKey);
  useEffect(() => {
    onKeyRef.current = onKey;
  });
  useEffect(() => {
    if (!keysOnPage) return;
    const onPageKey = (event: KeyboardEvent) => {
      // keys inside the card's form reach onKey through the form itself
      if (event.defaultPrevented || !isRestingFocus(event.target) || !formRef.current) return;
      onKeyRef.current(event, formRef.current);
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, [keysOnPage]);

  const optionState = (id: T): OptionState => {
    if (!shownResult) return 'open';
    const isSelected = selected.includes(id);
    if (shownResult.correctOptionIds.includes(id)) return isSelected ? 'correct-choice' : 'correct';
    return isSelected ? 'wrong-choice' : 'locked';
  };

  const markerOf = (index: number) => (letters ? letterOf(index) : String(index + 1));

  function readQuestion() {
    const parts = [
      question.text,
      ...question.options.map((option, index) => t('common:questionCard.readOption', { number: markerOf(index), text: option.text })),
    ];
    // a pause after each part: a full stop where the text has no mark of its own
    readAloud.toggle(parts.map((part) => (/[.?!:]$/.test(part.trim()) ? part : `${part}.`)).join(' '));
  }

  const showCheck = !isExam && !isLocked && (!hideCheckUntilSelected || selected.length > 0);
  const showNext = !isExam && isLocked && onNext !== undefined;

  return (
    <Card className="flex flex-col" data-question-card={question.id} tabIndex={-1}>
      <form
        ref={formRef}
        onKeyDown={(event) => onKey(event, event.currentTarget)}
        onSubmit={(event) => {
          event.preventDefault();
          if (isLocked) onNext?.();
          else if (canCheck) onCheck();
        }}
        className="flex flex-col gap-4"
      >
        {progress}

        {(question.categoryName || question.difficulty || question.contentLanguage || readAloud.isSupported || onToggleMark) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              {question.categoryName && <Badge variant="primary">{question.categoryName}</Badge>}
              {question.difficulty && (
                <Badge variant={DIFFICULTY_BADGES[question.difficulty]}>{t(`common:questionCard.difficulty.${question.difficulty}`)}</Badge>
              )}
              <ContentLanguageControls contentLanguage={question.contentLanguage} hasGerman={question.german !== undefined} />
            </div>
            {(readAloud.isSupported || onToggleMark) && (
              <div className="flex flex-wrap gap-2">
                {readAloud.isSupported && (
                  <ToggleButton pressed={readAloud.isReading} onPressedChange={readQuestion}>
                    {!readAloud.isReading && <SpeakerIcon />}
                    {t('common:questionCard.readAloud')}
                  </ToggleButton>
                )}
                {onToggleMark && (
                  <ToggleButton pressed={marked} onPressedChange={onToggleMark}>
                    {t('common:questionCard.mark')}
                  </ToggleButton>
                )}
              </div>
            )}
          </div>
        )}

        <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={question.multiple ? hintId : undefined}>
          <legend id={`${baseId}-legend`} className="mb-1 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {legendPrefix && <span className="sr-only">{legendPrefix}: </span>}
            {question.text}
            <GermanOriginal inline className="mt-1 font-normal">
              {question.german?.text}
            </GermanOriginal>
          </legend>
          {question.multiple && (
            <p id={hintId} className="-mt-1 text-sm font-medium text-slate-700">
              {t('common:questionCard.multipleHint')}
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {question.options.map((option, index) => {
              const state = optionState(option.id);
              const isSelected = selected.includes(option.id);
              return (
                <li key={String(option.id)}>
                  <label
                    data-option-state={state}
                    className={cx(
                      'flex min-h-11 items-start gap-3 rounded-lg border-2 p-3 text-base text-slate-900',
                      state === 'open' && 'cursor-pointer hover:bg-slate-50',
                      state === 'open' && (isSelected ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300'),
                      (state === 'correct' || state === 'correct-choice') && 'border-green-700 bg-green-50',
                      // a wrong choice: red frame and words on white, never dark red on pink
                      state === 'wrong-choice' && 'border-red-700 bg-white',
                      state === 'locked' && 'border-slate-200 text-slate-700',
                    )}
                  >
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={question.multiple ? undefined : baseId}
                      value={String(option.id)}
                      className="mt-0.5 size-5 shrink-0 accent-indigo-600"
                      checked={isSelected}
                      disabled={isLocked || checking}
                      onChange={() => choose(option.id)}
                    />
                    <span
                      aria-hidden="true"
                      className={cx(
                        'inline-flex size-6 shrink-0 items-center justify-center rounded border text-sm font-semibold',
                        isSelected ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-400 text-slate-700',
                      )}
                    >
                      {markerOf(index)}
                    </span>
                    <span className="flex flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
                      <span>
                        {/* the space outside the hidden letter: names are read "A) Text", not "A)Text" */}
                        {letters && (
                          <>
                            <span className="sr-only">{letterOf(index)})</span>{' '}
                          </>
                        )}
                        {option.text}
                        <GermanOriginal inline>{germanOptionText(option.id)}</GermanOriginal>
                      </span>
                      {(state === 'correct' || state === 'correct-choice') && (
                        <span className="flex items-center gap-1 text-sm font-semibold text-green-800">
                          <StatusIcon path={CHECK_ICON} className="size-4" />
                          {state === 'correct' ? t('common:questionCard.correctOption') : t('common:questionCard.correctChoice')}
                        </span>
                      )}
                      {state === 'wrong-choice' && (
                        <span className="flex items-center gap-1 text-sm font-semibold text-red-700">
                          <StatusIcon path={CROSS_ICON} className="size-4" />
                          {t('common:questionCard.wrongChoice')}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        {!isExam && (
          <LiveRegion>
            {shownResult && (
              <div
                ref={feedbackRef}
                tabIndex={-1}
                className={cx(
                  'flex gap-3 rounded-lg border-2 p-4 text-base',
                  shownResult.isCorrect ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-white text-slate-900',
                )}
              >
                <StatusIcon
                  path={shownResult.isCorrect ? CHECK_ICON : CROSS_ICON}
                  className={shownResult.isCorrect ? 'mt-0.5 text-green-800' : 'mt-0.5 text-red-700'}
                />
                <div className="flex flex-1 flex-col gap-2 [overflow-wrap:anywhere]">
                  <p className="font-semibold">
                    {shownResult.isCorrect
                      ? (labels.right ?? t('common:questionCard.right'))
                      : (labels.wrong ?? t('common:questionCard.wrong'))}
                  </p>
                  <QuestionExplanation {...shownResult} />
                </div>
              </div>
            )}
            {isSavedOffline && (
              <div ref={feedbackRef} tabIndex={-1}>
                <Banner variant="info" announce={false}>
                  {t('common:questionCard.savedOffline')}
                </Banner>
              </div>
            )}
          </LiveRegion>
        )}
        {saveFailed && !isLocked && !isExam && <Banner variant="error">{t('common:questionCard.saveError')}</Banner>}

        {(showCheck || showNext) && (
          // sticky at the bottom of the screen while the card is taller than it; the bar's own height at the
          // end of the card keeps the last option clear of it once scrolled down
          <div
            data-question-actions
            className="sticky bottom-0 z-10 -mx-5 -mb-5 flex flex-wrap items-center gap-3 rounded-b-xl border-t border-slate-200 bg-white/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6"
          >
            {showCheck && (
              <Button type="submit" disabled={selected.length === 0} loading={checking} className="max-sm:flex-1">
                {saveFailed ? t('common:questionCard.retry') : (labels.check ?? t('common:questionCard.check'))}
              </Button>
            )}
            {showNext && (
              <Button ref={nextRef} type="submit" className="max-sm:flex-1">
                {isLast ? (labels.finish ?? t('common:questionCard.finish')) : (labels.next ?? t('common:questionCard.next'))}
              </Button>
            )}
            <p className="hidden text-sm text-slate-600 sm:block">{t('common:questionCard.keyHint')}</p>
          </div>
        )}
      </form>
    </Card>
  );
}

/**
 * "Weiter" in a list of questions (a chapter's or a video's quiz): focus goes to the next card's first
 * option, or to the card itself when it is answered already.
 */
export function focusQuestionCard(questionId: string) {
  const card = [...document.querySelectorAll<HTMLElement>('[data-question-card]')].find(
    (element) => element.dataset.questionCard === questionId,
  );
  (card?.querySelector<HTMLInputElement>('input:not(:disabled)') ?? card)?.focus();
}
