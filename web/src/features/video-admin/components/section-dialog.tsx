import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SECTION_DESCRIPTION_MAX_LENGTH, VIDEO_SECTION_TITLE_MAX_LENGTH } from '@common/schemas/video-admin';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import { useCreateSection } from '../api/create-section';
import { getVideoAdminErrorKey } from '../api/video-admin-messages';

interface SectionDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** 'Neue Kategorie': title and description, both required (spec). */
export function SectionDialog({ open, onClose, onCreated }: SectionDialogProps) {
  const { t } = useTranslation(['video-admin']);
  const createSection = useCreateSection();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('video-admin:sectionForm.createTitle')}
      closeLabel={t('video-admin:close')}
      dismissible={!createSection.isPending}
    >
      <SectionForm
        isPending={createSection.isPending}
        onCancel={onClose}
        onSubmit={(values) => createSection.mutateAsync(values).then(onCreated)}
      />
    </Modal>
  );
}

interface SectionFormProps {
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: { title: string; description: string }) => Promise<void>;
}

function SectionForm({ isPending, onCancel, onSubmit }: SectionFormProps) {
  const { t } = useTranslation(['video-admin']);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [formError, setFormError] = useState<TranslationKey<'video-admin'> | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '' || description.trim() === '') {
      setFormError('video-admin:errors.requiredAll');
      (title.trim() === '' ? titleRef : descriptionRef).current?.focus();
      return;
    }
    setFormError(null);
    try {
      await onSubmit({ title: title.trim(), description: description.trim() });
    } catch (error) {
      setFormError(getVideoAdminErrorKey(error, 'createSection'));
    }
  }

  const isRequiredMissing = formError === 'video-admin:errors.requiredAll';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        ref={titleRef}
        label={t('video-admin:sectionForm.title')}
        value={title}
        maxLength={VIDEO_SECTION_TITLE_MAX_LENGTH}
        autoComplete="off"
        required
        aria-invalid={(isRequiredMissing && title.trim() === '') || undefined}
        onChange={(event) => setTitle(event.target.value)}
        disabled={isPending}
      />
      <TextareaField
        ref={descriptionRef}
        label={t('video-admin:sectionForm.description')}
        value={description}
        maxLength={VIDEO_SECTION_DESCRIPTION_MAX_LENGTH}
        required
        aria-invalid={(isRequiredMissing && description.trim() === '') || undefined}
        onChange={(event) => setDescription(event.target.value)}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('video-admin:cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('video-admin:sectionForm.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
