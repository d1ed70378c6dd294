import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationLanguage } from '@common/domain/content-language';
import { VIDEO_SECTION_DESCRIPTION_MAX_LENGTH, VIDEO_SECTION_TITLE_MAX_LENGTH } from '@common/schemas/video-admin';
import type { ManagedSection, VideoSectionInput } from '@common/schemas/video-management';
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
import { useCreateSection } from '../api/create-section';
import { useUpdateSection } from '../api/update-section';
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
      size="xl"
    >
      <SectionForm
        isPending={createSection.isPending}
        onCancel={onClose}
        onSubmit={(values) => createSection.mutateAsync(values).then(onCreated)}
      />
    </Modal>
  );
}

/**
 * A section's title and description with their Turkish and English versions (the card's 'Übersetzungen'); the
 * inline editor of the card keeps the quick German edit.
 */
export function SectionTranslationsDialog({
  section,
  onClose,
  onSaved,
}: {
  section: ManagedSection | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['video-admin']);
  const updateSection = useUpdateSection();
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      title={t('video-admin:sectionForm.editTitle')}
      closeLabel={t('video-admin:close')}
      dismissible={!updateSection.isPending}
      size="xl"
    >
      {section && (
        <SectionForm
          key={section.id}
          initial={section}
          versions={section.translations}
          isPending={updateSection.isPending}
          onCancel={onClose}
          onSubmit={(values) => updateSection.mutateAsync({ id: section.id, ...values }).then(onSaved)}
        />
      )}
    </Modal>
  );
}

interface SectionFormProps {
  /** The section being edited; absent for 'Neue Kategorie'. */
  initial?: { title: string; description: string };
  versions?: AdminTranslationsLike;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: VideoSectionInput) => Promise<void>;
}

function SectionForm({ initial, versions = null, isPending, onCancel, onSubmit }: SectionFormProps) {
  const { t } = useTranslation(['video-admin']);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [formError, setFormError] = useState<TranslationKey<'video-admin'> | null>(null);
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: ['title', 'description'] }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '' || description.trim() === '') {
      setFormError('video-admin:errors.requiredAll');
      (title.trim() === '' ? titleRef : descriptionRef).current?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: ['title'] });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('video-admin:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit({
        title: title.trim(),
        description: description.trim(),
        translations: toTranslationsInput(translations) as VideoSectionInput['translations'],
      });
    } catch (error) {
      setFormError(getVideoAdminErrorKey(error, initial ? 'updateSection' : 'createSection'));
    }
  }

  const isRequiredMissing = formError === 'video-admin:errors.requiredAll';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
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
          </>
        }
        fields={[
          { name: 'title', label: t('video-admin:sectionForm.title'), maxLength: VIDEO_SECTION_TITLE_MAX_LENGTH },
          {
            name: 'description',
            label: t('video-admin:sectionForm.description'),
            maxLength: VIDEO_SECTION_DESCRIPTION_MAX_LENGTH,
            rows: 3,
          },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isPending}
        invalidLanguage={incompleteLanguage}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('video-admin:cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {initial ? t('video-admin:sectionForm.save') : t('video-admin:sectionForm.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
