import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '@common/domain/value-sets';
import { EXPLANATION_MAX_LENGTH, QUESTION_MAX_LENGTH, type ExamQuestion, type ExamQuestionInput } from '@common/schemas/exam-admin';
import type { QuizCategorySummary } from '@common/schemas/quiz';
import { OptionSlotsFieldset } from '../../../components/option-slots-fieldset';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationLanguage } from '@common/domain/content-language';
import { LEGAL_BASIS_MAX_LENGTH } from '@common/schemas/exam-admin';
import type { TranslationKey } from '../../../lib/i18n';
import { getExamAdminErrorKey } from '../api/exam-admin-messages';
import { useSaveQuestion } from '../api/save-question';
import { DIFFICULTY_LABEL_KEYS } from '../exam-display';
import {
  createDraftFromQuestion,
  createEmptyQuestionDraft,
  findIncompleteQuestionTranslation,
  OPTION_LETTERS,
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
      size="xl"
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
  tooLong: 'exam-admin:errors.tooLong',
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
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

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
    const incomplete = findIncompleteQuestionTranslation(draft);
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('exam-admin:errors.translationIncomplete');
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
      <TranslationColumns
        german={
          <>
            <TextareaField
              label={t('exam-admin:questionForm.question')}
              value={draft.question}
              maxLength={QUESTION_MAX_LENGTH}
              onChange={(event) => update({ question: event.target.value })}
              aria-invalid={(isRequiredProblem && draft.question.trim() === '') || undefined}
              disabled={isPending}
            />
            <OptionSlotsFieldset
              options={draft.options}
              onChange={(options) => update({ options })}
              setText={setOptionText}
              maxLength={QUESTION_MAX_LENGTH}
              disabled={isPending}
              texts={{
                legend: t('exam-admin:questionForm.optionsLegend'),
                hint: t('exam-admin:questionForm.optionsHint'),
                option: (letter) => t('exam-admin:questionForm.option', { letter }),
                correct: t('exam-admin:questionForm.correct'),
                markCorrect: (letter) => t('exam-admin:questionForm.markCorrect', { letter }),
                markRemoved: (letter) => t('exam-admin:questionForm.markRemoved', { letter }),
              }}
            />
            <TextareaField
              label={t('exam-admin:questionForm.explanation')}
              value={draft.explanation}
              maxLength={EXPLANATION_MAX_LENGTH}
              onChange={(event) => update({ explanation: event.target.value })}
              disabled={isPending}
            />
          </>
        }
        fields={[{ name: 'question', label: t('exam-admin:questionForm.question'), maxLength: QUESTION_MAX_LENGTH, rows: 3 }]}
        options={{
          legend: t('exam-admin:questionForm.optionsLegend'),
          labels: OPTION_LETTERS.map((letter) => t('exam-admin:questionForm.option', { letter })),
          used: draft.options.map((slot) => slot.text.trim() !== ''),
          maxLength: QUESTION_MAX_LENGTH,
        }}
        fieldsAfterOptions={[
          { name: 'explanation', label: t('exam-admin:questionForm.explanation'), maxLength: EXPLANATION_MAX_LENGTH, rows: 3 },
        ]}
        drafts={draft.translations}
        onChange={(language, version) => update({ translations: { ...draft.translations, [language]: version } })}
        disabled={isPending}
        invalidLanguage={incompleteLanguage}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('exam-admin:questionForm.legalBasis')}
          hint={t('exam-admin:questionForm.legalBasisHint')}
          value={draft.legalBasis}
          maxLength={LEGAL_BASIS_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => update({ legalBasis: event.target.value })}
          disabled={isPending}
        />
        <TextField
          type="date"
          label={t('exam-admin:questionForm.checkedOn')}
          hint={t('exam-admin:questionForm.checkedOnHint')}
          value={draft.checkedOn}
          onChange={(event) => update({ checkedOn: event.target.value })}
          disabled={isPending}
        />
      </div>
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
