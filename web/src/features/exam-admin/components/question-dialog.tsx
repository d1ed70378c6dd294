import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '@common/domain/value-sets';
import { EXPLANATION_MAX_LENGTH, QUESTION_MAX_LENGTH, type ExamQuestion, type ExamQuestionInput } from '@common/schemas/exam-admin';
import type { QuizCategorySummary } from '@common/schemas/quiz';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { getExamAdminErrorKey } from '../api/exam-admin-messages';
import { useSaveQuestion } from '../api/save-question';
import { DIFFICULTY_LABEL_KEYS } from '../exam-display';
import {
  OPTION_LETTERS,
  canMarkCorrect,
  createDraftFromQuestion,
  createEmptyQuestionDraft,
  setOptionCorrect,
  setOptionText,
  toQuestionInput,
  validateQuestionDraft,
  type QuestionDraft,
  type QuestionFormProblem,
} from '../question-form-rules';

interface QuestionDialogProps {
  /** 'new' for 'Neue Frage', a question to edit it, null when closed. */
  question: ExamQuestion | 'new' | null;
  categories: readonly QuizCategorySummary[];
  /** Preselected for a new question (the category the list is filtered by). */
  defaultCategoryId?: string;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

export function QuestionDialog({ question, categories, defaultCategoryId = '', onClose, onSaved }: QuestionDialogProps) {
  const { t } = useTranslation(['exam-admin']);
  const saveQuestion = useSaveQuestion();
  const existing = question !== null && question !== 'new' ? question : null;
  return (
    <Modal
      open={question !== null}
      onClose={onClose}
      title={existing ? t('exam-admin:questionForm.editTitle') : t('exam-admin:questionForm.createTitle')}
      closeLabel={t('exam-admin:close')}
      dismissible={!saveQuestion.isPending}
      size="lg"
    >
      <QuestionForm
        key={existing?.id ?? 'new'}
        initial={existing ? createDraftFromQuestion(existing) : createEmptyQuestionDraft(defaultCategoryId)}
        isEdit={existing !== null}
        categories={categories}
        isPending={saveQuestion.isPending}
        onCancel={onClose}
        onSubmit={(values) => saveQuestion.mutateAsync({ id: existing?.id, values }).then(() => onSaved(existing ? 'updated' : 'created'))}
      />
    </Modal>
  );
}

const PROBLEM_KEYS: Record<QuestionFormProblem, TranslationKey<'exam-admin'>> = {
  required: 'exam-admin:errors.requiredFields',
  tooFewOptions: 'exam-admin:errors.tooFewOptions',
  duplicateOptions: 'exam-admin:errors.duplicateOptions',
};

interface QuestionFormProps {
  initial: QuestionDraft;
  isEdit: boolean;
  categories: readonly QuizCategorySummary[];
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: ExamQuestionInput) => Promise<void>;
}

function QuestionForm({ initial, isEdit, categories, isPending, onCancel, onSubmit }: QuestionFormProps) {
  const { t } = useTranslation(['exam-admin']);
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [problem, setProblem] = useState<QuestionFormProblem | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'exam-admin'> | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const optionsHintId = useId();

  const update = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateQuestionDraft(draft);
    setProblem(found);
    if (found) {
      setFormError(PROBLEM_KEYS[found]);
      errorRef.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    setFormError(null);
    try {
      await onSubmit(toQuestionInput(draft));
    } catch (error) {
      setFormError(getExamAdminErrorKey(error, isEdit ? 'updateQuestion' : 'createQuestion'));
    }
  }

  const isRequiredProblem = problem === 'required';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div ref={errorRef}>{formError && <Banner variant="error">{t(formError)}</Banner>}</div>
      {categories.length === 0 && <Banner variant="info">{t('exam-admin:questionForm.noCategories')}</Banner>}
      <SelectField
        label={t('exam-admin:questionForm.category')}
        value={draft.categoryId}
        onChange={(event) => update({ categoryId: event.target.value })}
        aria-invalid={(isRequiredProblem && draft.categoryId === '') || undefined}
        disabled={isPending}
      >
        <option value="">{t('exam-admin:questionForm.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('exam-admin:questionForm.question')}
        value={draft.question}
        maxLength={QUESTION_MAX_LENGTH}
        onChange={(event) => update({ question: event.target.value })}
        aria-invalid={(isRequiredProblem && draft.question.trim() === '') || undefined}
        disabled={isPending}
      />
      <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={optionsHintId}>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('exam-admin:questionForm.optionsLegend')}</legend>
        <p id={optionsHintId} className="text-sm text-slate-600">
          {t('exam-admin:questionForm.optionsHint')}
        </p>
        {draft.options.map((slot, index) => {
          const letter = OPTION_LETTERS[index]!;
          return (
            <div key={letter} className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-end sm:gap-4">
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('exam-admin:questionForm.option', { letter })}
                  value={slot.text}
                  maxLength={QUESTION_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) => update({ options: setOptionText(draft.options, index, event.target.value) })}
                  disabled={isPending}
                />
              </div>
              <div className="shrink-0">
                <Checkbox
                  label={t('exam-admin:questionForm.correct')}
                  aria-label={t('exam-admin:questionForm.markCorrect', { letter })}
                  checked={slot.isCorrect}
                  disabled={isPending || !canMarkCorrect(slot)}
                  onChange={(event) => update({ options: setOptionCorrect(draft.options, index, event.target.checked) })}
                />
              </div>
            </div>
          );
        })}
      </fieldset>
      <TextareaField
        label={t('exam-admin:questionForm.explanation')}
        value={draft.explanation}
        maxLength={EXPLANATION_MAX_LENGTH}
        onChange={(event) => update({ explanation: event.target.value })}
        disabled={isPending}
      />
      <SelectField
        label={t('exam-admin:questionForm.difficulty')}
        value={draft.difficulty}
        onChange={(event) => update({ difficulty: event.target.value as Difficulty })}
        disabled={isPending}
      >
        {DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {t(DIFFICULTY_LABEL_KEYS[difficulty])}
          </option>
        ))}
      </SelectField>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('exam-admin:cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {isEdit ? t('exam-admin:questionForm.save') : t('exam-admin:questionForm.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
