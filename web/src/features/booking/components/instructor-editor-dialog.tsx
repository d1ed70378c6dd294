import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INSTRUCTOR_IMAGE_MAX_LENGTH, INSTRUCTOR_TEXT_MAX_LENGTH, type Instructor, type InstructorInput } from '@common/schemas/booking';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { getBookingErrorKey } from '../api/booking-messages';
import { useUpdateInstructor } from '../api/update-instructor';

interface InstructorEditorDialogProps {
  /** The instructor being edited, null while closed. */
  instructor: Instructor | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The admin's dialog for an instructor: name, title, specialization, experience, image address. */
export function InstructorEditorDialog({ instructor, onClose, onSaved }: InstructorEditorDialogProps) {
  const { t } = useTranslation(['booking']);
  const update = useUpdateInstructor();
  return (
    <Modal
      open={instructor !== null}
      onClose={onClose}
      title={t('booking:admin.editor.title')}
      closeLabel={t('booking:admin.editor.close')}
      dismissible={!update.isPending}
      size="lg"
    >
      {instructor && (
        <InstructorForm
          instructor={instructor}
          isPending={update.isPending}
          onCancel={onClose}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: instructor.id, ...values });
            onSaved();
          }}
        />
      )}
    </Modal>
  );
}

interface InstructorFormProps {
  instructor: Instructor;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: InstructorInput) => Promise<void>;
}

function InstructorForm({ instructor, isPending, onCancel, onSubmit }: InstructorFormProps) {
  const { t } = useTranslation(['booking']);
  const [values, setValues] = useState<InstructorInput>(() => ({
    name: instructor.name,
    title: instructor.title,
    specialization: instructor.specialization,
    experience: instructor.experience,
    image: instructor.image,
  }));
  const [formError, setFormError] = useState<TranslationKey<'booking'> | null>(null);
  const set = (key: keyof InstructorInput, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const isBlank = (key: keyof InstructorInput) => formError === 'booking:errors.requiredAll' && values[key].trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((['name', 'title', 'specialization', 'experience'] as const).some((key) => values[key].trim() === '')) {
      setFormError('booking:errors.requiredAll');
      return;
    }
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(getBookingErrorKey(error, 'saveInstructor'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        label={t('booking:admin.editor.name')}
        value={values.name}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('name') || undefined}
        onChange={(event) => set('name', event.target.value)}
        disabled={isPending}
      />
      <TextField
        label={t('booking:admin.editor.titleField')}
        value={values.title}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('title') || undefined}
        onChange={(event) => set('title', event.target.value)}
        disabled={isPending}
      />
      <TextField
        label={t('booking:admin.editor.specialization')}
        value={values.specialization}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('specialization') || undefined}
        onChange={(event) => set('specialization', event.target.value)}
        disabled={isPending}
      />
      <TextareaField
        label={t('booking:admin.editor.experience')}
        value={values.experience}
        rows={3}
        maxLength={INSTRUCTOR_TEXT_MAX_LENGTH}
        required
        aria-invalid={isBlank('experience') || undefined}
        onChange={(event) => set('experience', event.target.value)}
        disabled={isPending}
      />
      <TextField
        type="url"
        label={t('booking:admin.editor.image')}
        value={values.image}
        maxLength={INSTRUCTOR_IMAGE_MAX_LENGTH}
        aria-invalid={formError === 'booking:errors.imageUrl' || undefined}
        onChange={(event) => set('image', event.target.value)}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('booking:admin.editor.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('booking:admin.editor.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
