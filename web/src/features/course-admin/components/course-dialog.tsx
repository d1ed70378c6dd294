import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_TITLE_MAX_LENGTH, type CourseInput, type CourseSummary } from '@common/schemas/course-admin';
import type { TranslationLanguage } from '@common/domain/content-language';
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
} from '../../../lib/translation-drafts';
import { useCreateCourse } from '../api/create-course';
import { getCourseAdminErrorKey } from '../api/course-admin-messages';
import { useUpdateCourse } from '../api/update-course';

interface CourseDialogProps {
  /** 'new' for 'Neuer Kurs', a course to edit it, null when closed. */
  course: (Pick<CourseSummary, 'id' | 'title' | 'description'> & { translations?: AdminTranslationsLike }) | 'new' | null;
  onClose: () => void;
  onSaved: (course: CourseSummary, kind: 'created' | 'updated') => void;
}

/** 'Neuer Kurs' and 'Kurs bearbeiten': title and description, both required. */
export function CourseDialog({ course, onClose, onSaved }: CourseDialogProps) {
  const { t } = useTranslation(['course-admin']);
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const existing = course !== null && course !== 'new' ? course : null;
  const isPending = createCourse.isPending || updateCourse.isPending;
  return (
    <Modal
      open={course !== null}
      onClose={onClose}
      title={existing ? t('course-admin:courseForm.editTitle') : t('course-admin:courseForm.createTitle')}
      closeLabel={t('course-admin:close')}
      dismissible={!isPending}
      size="xl"
    >
      <CourseForm
        key={existing?.id ?? 'new'}
        initial={existing ?? { title: '', description: '' }}
        versions={existing?.translations ?? null}
        isNew={!existing}
        isPending={isPending}
        onCancel={onClose}
        onSubmit={async (values) => {
          if (existing) onSaved(await updateCourse.mutateAsync({ id: existing.id, ...values }), 'updated');
          else onSaved(await createCourse.mutateAsync(values), 'created');
        }}
      />
    </Modal>
  );
}

/** A course's translatable fields; both are required in a version. */
const COURSE_TRANSLATION_FIELDS = ['title', 'description'] as const;

interface CourseFormProps {
  initial: { title: string; description: string };
  /** The stored Turkish and English versions with their status; null for a new course. */
  versions: AdminTranslationsLike;
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: CourseInput) => Promise<void>;
}

function CourseForm({ initial, versions, isNew, isPending, onCancel, onSubmit }: CourseFormProps) {
  const { t } = useTranslation(['course-admin']);
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [formError, setFormError] = useState<TranslationKey<'course-admin'> | null>(null);
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: COURSE_TRANSLATION_FIELDS }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '' || description.trim() === '') {
      setFormError('course-admin:errors.requiredAll');
      (title.trim() === '' ? titleRef : descriptionRef).current?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: COURSE_TRANSLATION_FIELDS });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('course-admin:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit({
        title: title.trim(),
        description: description.trim(),
        translations: toTranslationsInput(translations) as CourseInput['translations'],
      });
    } catch (error) {
      setFormError(getCourseAdminErrorKey(error, isNew ? 'createCourse' : 'updateCourse'));
    }
  }

  const isRequiredMissing = formError === 'course-admin:errors.requiredAll';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
            <TextField
              ref={titleRef}
              label={t('course-admin:courseForm.title')}
              value={title}
              maxLength={COURSE_TITLE_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={(isRequiredMissing && title.trim() === '') || undefined}
              onChange={(event) => setTitle(event.target.value)}
              disabled={isPending}
            />
            <TextareaField
              ref={descriptionRef}
              label={t('course-admin:courseForm.description')}
              value={description}
              rows={4}
              maxLength={COURSE_DESCRIPTION_MAX_LENGTH}
              required
              aria-invalid={(isRequiredMissing && description.trim() === '') || undefined}
              onChange={(event) => setDescription(event.target.value)}
              disabled={isPending}
            />
          </>
        }
        fields={[
          { name: 'title', label: t('course-admin:courseForm.title'), maxLength: COURSE_TITLE_MAX_LENGTH },
          { name: 'description', label: t('course-admin:courseForm.description'), maxLength: COURSE_DESCRIPTION_MAX_LENGTH, rows: 4 },
        ]}
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
          {isNew ? t('course-admin:courseForm.create') : t('course-admin:courseForm.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
