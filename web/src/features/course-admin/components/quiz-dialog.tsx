import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  CHAPTER_QUIZ_OPTION_MAX_LENGTH,
  CHAPTER_QUIZ_MAX_OPTIONS,
  CHAPTER_QUIZ_QUESTION_MAX_LENGTH,
  type ChapterQuizInput,
  type ManagedChapter,
  type ManagedChapterQuiz,
} from '@common/schemas/course-admin';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@common/domain/content-language';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import {
  createTranslationDrafts,
  findIncompleteTranslation,
  toTranslationsInput,
  type AdminTranslationsLike,
  type TranslationDrafts,
} from '../../../lib/translation-drafts';
import { getCourseAdminErrorKey } from '../api/course-admin-messages';
import { useCreateChapterQuiz } from '../api/create-chapter-quiz';
import { useUpdateChapterQuiz } from '../api/update-chapter-quiz';
import {
  canAddOption,
  canRemoveOption,
  duplicateOptionIndexes,
  quizDraftProblem,
  removeOption,
  toQuizDraft,
  toQuizInput,
  type QuizDraft,
  type QuizDraftProblem,
} from '../quiz-form-rules';

export interface QuizDialogTarget {
  chapter: ManagedChapter;
  /** null for 'Frage hinzufügen'. */
  quiz: ManagedChapterQuiz | null;
}

interface QuizDialogProps {
  target: QuizDialogTarget | null;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

const PROBLEM_TEXT: Record<QuizDraftProblem, TranslationKey<'course-admin'>> = {
  required: 'course-admin:errors.requiredAll',
  duplicate: 'course-admin:errors.duplicateOptions',
  noCorrectAnswer: 'course-admin:errors.correctAnswer',
};

/** 'Frage hinzufügen' and 'Frage bearbeiten': the question, 2–6 options and the correct one as a radio button. */
export function QuizDialog({ target, onClose, onSaved }: QuizDialogProps) {
  const { t } = useTranslation(['course-admin']);
  const createQuiz = useCreateChapterQuiz();
  const updateQuiz = useUpdateChapterQuiz();
  const isPending = createQuiz.isPending || updateQuiz.isPending;
  const existing = target?.quiz ?? null;
  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={existing ? t('course-admin:quizForm.editTitle') : t('course-admin:quizForm.createTitle')}
      description={target ? t('course-admin:quizForm.chapter', { title: target.chapter.title }) : undefined}
      closeLabel={t('course-admin:close')}
      dismissible={!isPending}
      size="xl"
    >
      {target && (
        <QuizForm
          key={existing?.id ?? `new-${target.chapter.id}`}
          initial={toQuizDraft(existing)}
          versions={existing?.translations ?? null}
          isNew={!existing}
          isPending={isPending}
          onCancel={onClose}
          onSubmit={async (draft, translations) => {
            const input = { ...toQuizInput(draft), translations };
            if (existing) await updateQuiz.mutateAsync({ id: existing.id, ...input });
            else await createQuiz.mutateAsync({ chapterId: target.chapter.id, ...input });
            onSaved(existing ? 'updated' : 'created');
          }}
        />
      )}
    </Modal>
  );
}

interface QuizFormProps {
  initial: QuizDraft;
  /** The stored Turkish and English versions with their status; null for a new question. */
  versions: AdminTranslationsLike;
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (draft: QuizDraft, translations: ChapterQuizInput['translations']) => Promise<void>;
}

/** The translated options follow the German ones: a removed German option takes its translations with it. */
function removeTranslatedOption(drafts: TranslationDrafts, index: number): TranslationDrafts {
  const next = { ...drafts };
  for (const language of TRANSLATION_LANGUAGES) {
    next[language] = { ...drafts[language], options: [...drafts[language].options.filter((_, i) => i !== index), ''] };
  }
  return next;
}

function QuizForm({ initial, versions, isNew, isPending, onCancel, onSubmit }: QuizFormProps) {
  const { t } = useTranslation(['course-admin']);
  const [draft, setDraft] = useState(initial);
  const [translations, setTranslations] = useState(() =>
    createTranslationDrafts(versions, { fields: ['question'], optionSlots: CHAPTER_QUIZ_MAX_OPTIONS }),
  );
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'course-admin'> | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const radioName = useId();
  const hintId = useId();
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const optionRefs = useRef<(HTMLInputElement | null)[]>([]);
  const radioRefs = useRef<(HTMLInputElement | null)[]>([]);
  const addOptionRef = useRef<HTMLButtonElement>(null);
  const duplicates = showProblems ? duplicateOptionIndexes(draft) : [];

  function setOption(index: number, value: string) {
    setDraft((current) => ({ ...current, options: current.options.map((option, i) => (i === index ? value : option)) }));
  }

  function focusFirstProblem(problem: QuizDraftProblem) {
    if (problem === 'required') {
      if (draft.question.trim() === '') questionRef.current?.focus();
      else optionRefs.current[draft.options.findIndex((option) => option.trim() === '')]?.focus();
    } else if (problem === 'duplicate') optionRefs.current[duplicateOptionIndexes(draft)[1] ?? 0]?.focus();
    else radioRefs.current[0]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = quizDraftProblem(draft);
    setShowProblems(true);
    if (problem) {
      setFormError(PROBLEM_TEXT[problem]);
      focusFirstProblem(problem);
      return;
    }
    const optionSlots = draft.options.map((_, index) => index);
    const incomplete = findIncompleteTranslation(translations, { required: ['question'], optionSlots });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('course-admin:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit(draft, toTranslationsInput(translations, { optionSlots }) as ChapterQuizInput['translations']);
    } catch (error) {
      setFormError(getCourseAdminErrorKey(error, isNew ? 'createQuiz' : 'updateQuiz'));
    }
  }

  const isRequiredMissing = showProblems && formError === 'course-admin:errors.requiredAll';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
            <TextareaField
              ref={questionRef}
              label={t('course-admin:quizForm.question')}
              value={draft.question}
              rows={2}
              maxLength={CHAPTER_QUIZ_QUESTION_MAX_LENGTH}
              required
              aria-invalid={(isRequiredMissing && draft.question.trim() === '') || undefined}
              onChange={(event) => setDraft((current) => ({ ...current, question: event.target.value }))}
              disabled={isPending}
            />
            <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={hintId}>
              <legend className="text-sm font-semibold text-slate-800">{t('course-admin:quizForm.options')}</legend>
              <p id={hintId} className="-mt-1 text-sm text-slate-600">
                {t('course-admin:quizForm.optionsHint')}
              </p>
              <ol className="flex flex-col gap-3">
                {draft.options.map((option, index) => {
                  const number = index + 1;
                  const isDuplicate = duplicates.includes(index);
                  return (
                    <li key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
                      <TextField
                        ref={(element) => {
                          optionRefs.current[index] = element;
                        }}
                        label={t('course-admin:quizForm.option', { number })}
                        value={option}
                        maxLength={CHAPTER_QUIZ_OPTION_MAX_LENGTH}
                        autoComplete="off"
                        required
                        error={isDuplicate ? t('course-admin:quizForm.duplicateOption') : undefined}
                        aria-invalid={isDuplicate || (isRequiredMissing && option.trim() === '') || undefined}
                        onChange={(event) => setOption(index, event.target.value)}
                        disabled={isPending}
                      />
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
                          <input
                            ref={(element) => {
                              radioRefs.current[index] = element;
                            }}
                            type="radio"
                            name={radioName}
                            checked={draft.correctIndex === index}
                            onChange={() => setDraft((current) => ({ ...current, correctIndex: index }))}
                            disabled={isPending}
                            className="size-5 accent-indigo-600"
                          />
                          {t('course-admin:quizForm.correct')}{' '}
                          <span className="sr-only">{t('course-admin:quizForm.correctFor', { number })}</span>
                        </label>
                        {canRemoveOption(draft) && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t('course-admin:quizForm.removeOptionNamed', { number })}
                            onClick={() => {
                              // the button goes with its option: focus moves on to 'Option hinzufügen'
                              flushSync(() => {
                                setDraft((current) => removeOption(current, index));
                                setTranslations((current) => removeTranslatedOption(current, index));
                              });
                              addOptionRef.current?.focus();
                            }}
                            disabled={isPending}
                          >
                            {t('course-admin:quizForm.removeOption')}
                          </Button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ol>
              <Button
                ref={addOptionRef}
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => {
                  flushSync(() =>
                    setDraft((current) => (canAddOption(current) ? { ...current, options: [...current.options, ''] } : current)),
                  );
                  optionRefs.current[draft.options.length]?.focus();
                }}
                disabled={isPending || !canAddOption(draft)}
              >
                {t('course-admin:quizForm.addOption')}
              </Button>
            </fieldset>
          </>
        }
        fields={[{ name: 'question', label: t('course-admin:quizForm.question'), maxLength: CHAPTER_QUIZ_QUESTION_MAX_LENGTH, rows: 2 }]}
        options={{
          legend: t('course-admin:quizForm.options'),
          labels: draft.options.map((_, index) => t('course-admin:quizForm.option', { number: index + 1 })),
          used: draft.options.map(() => true),
          maxLength: CHAPTER_QUIZ_OPTION_MAX_LENGTH,
        }}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isPending}
        invalidLanguage={incompleteLanguage}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('course-admin:cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {isNew ? t('course-admin:quizForm.create') : t('course-admin:quizForm.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
