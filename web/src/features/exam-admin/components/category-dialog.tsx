import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import type { TranslationLanguage } from '@common/domain/content-language';
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  type ExamCategory,
  type ExamCategoryInput,
} from '@common/schemas/exam-admin';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleButton, ToggleGroup } from '../../../components/ui/toggle-button';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { createTranslationDrafts, findIncompleteTranslation, toTranslationsInput } from '../../../lib/translation-drafts';
import { getExamAdminErrorKey } from '../api/exam-admin-messages';
import { useSaveCategory } from '../api/save-category';
import { MPU_TYPE_LABEL_KEYS } from '../exam-display';
import { toggleMpuType, validateCategoryDraft } from '../question-form-rules';

/** A category's translatable fields, both required in a version. */
const CATEGORY_TRANSLATION_FIELDS = ['name', 'description'] as const;

interface CategoryDialogProps {
  /** 'new' for 'Neue Kategorie', a category to edit it, null when closed. */
  category: ExamCategory | 'new' | null;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

export function CategoryDialog({ category, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation(['exam-admin']);
  const saveCategory = useSaveCategory();
  const existing = category !== null && category !== 'new' ? category : null;
  return (
    <Modal
      open={category !== null}
      onClose={onClose}
      title={existing ? t('exam-admin:categoryForm.editTitle') : t('exam-admin:categoryForm.createTitle')}
      closeLabel={t('exam-admin:close')}
      dismissible={!saveCategory.isPending}
      size="xl"
    >
      <CategoryForm
        // a fresh form per category
        key={existing?.id ?? 'new'}
        category={existing}
        isPending={saveCategory.isPending}
        onCancel={onClose}
        onSubmit={(values) =>
          saveCategory.mutateAsync({ ...values, id: existing?.id }).then(() => onSaved(existing ? 'updated' : 'created'))
        }
      />
    </Modal>
  );
}

interface CategoryFormProps {
  category: ExamCategory | null;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: ExamCategoryInput) => Promise<void>;
}

function CategoryForm({ category, isPending, onCancel, onSubmit }: CategoryFormProps) {
  const { t } = useTranslation(['exam-admin']);
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [mpuTypes, setMpuTypes] = useState<MpuReason[]>(category ? [...category.mpuTypes] : []);
  const [translations, setTranslations] = useState(() =>
    createTranslationDrafts(category?.translations, { fields: CATEGORY_TRANSLATION_FIELDS }),
  );
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'exam-admin'> | null>(null);
  const [nameError, setNameError] = useState<TranslationKey<'exam-admin'> | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNameError(null);
    const problem = validateCategoryDraft({ name, description });
    if (problem === 'required') {
      setFormError('exam-admin:errors.requiredAll');
      (name.trim() === '' ? nameRef : descriptionRef).current?.focus();
      return;
    }
    if (problem) {
      setFormError(null);
      setNameError(problem === 'formula' ? 'exam-admin:errors.categoryNameFormula' : 'exam-admin:errors.categoryTooLong');
      nameRef.current?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: CATEGORY_TRANSLATION_FIELDS });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('exam-admin:errors.categoryTranslationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit({
        name: name.trim(),
        description: description.trim(),
        mpuTypes,
        translations: toTranslationsInput(translations) as ExamCategoryInput['translations'],
      });
    } catch (error) {
      const key = getExamAdminErrorKey(error, category ? 'updateCategory' : 'createCategory');
      // a taken name, or one the server refuses, belongs to the name field
      if (
        error instanceof ApiError &&
        (error.code === 'CATEGORY_EXISTS' || error.fields?.name === 'FORMULA' || error.fields?.name === 'TOO_LONG')
      ) {
        setNameError(key);
        nameRef.current?.focus();
      } else {
        setFormError(key);
      }
    }
  }

  const blankName = formError === 'exam-admin:errors.requiredAll' && name.trim() === '';
  const blankDescription = formError === 'exam-admin:errors.requiredAll' && description.trim() === '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
            <TextField
              ref={nameRef}
              label={t('exam-admin:categoryForm.name')}
              value={name}
              maxLength={CATEGORY_NAME_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              error={nameError ? t(nameError) : undefined}
              aria-invalid={blankName || nameError ? true : undefined}
              disabled={isPending}
            />
            <TextareaField
              ref={descriptionRef}
              label={t('exam-admin:categoryForm.description')}
              value={description}
              maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => setDescription(event.target.value)}
              aria-invalid={blankDescription || undefined}
              disabled={isPending}
            />
          </>
        }
        fields={[
          { name: 'name', label: t('exam-admin:categoryForm.name'), maxLength: CATEGORY_NAME_MAX_LENGTH },
          { name: 'description', label: t('exam-admin:categoryForm.description'), maxLength: CATEGORY_DESCRIPTION_MAX_LENGTH, rows: 3 },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isPending}
        invalidLanguage={incompleteLanguage}
      />
      <div className="flex flex-col gap-1.5">
        <ToggleGroup label={t('exam-admin:categoryForm.types')} showLabel>
          {MPU_REASONS.map((reason) => (
            <ToggleButton
              key={reason}
              pressed={mpuTypes.includes(reason)}
              onPressedChange={() => setMpuTypes((types) => toggleMpuType(types, reason))}
              disabled={isPending}
            >
              {t(MPU_TYPE_LABEL_KEYS[reason])}
            </ToggleButton>
          ))}
        </ToggleGroup>
        <p className="text-sm text-slate-600">{t('exam-admin:categoryForm.typesHint')}</p>
      </div>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('exam-admin:cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {category ? t('exam-admin:categoryForm.save') : t('exam-admin:categoryForm.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
