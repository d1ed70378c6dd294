import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SECTION_DESCRIPTION_MAX_LENGTH, VIDEO_SECTION_TITLE_MAX_LENGTH } from '@common/schemas/video-admin';
import type { ManagedSection } from '@common/schemas/video-management';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateSection } from '../api/update-section';

interface SectionInlineEditorProps {
  section: ManagedSection;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
  /** Saved, failed, cancelled or ignored (blank title): editing ends. */
  onDone: () => void;
}

/** A section's title and description in place: Enter saves, Escape cancels; a blank title is ignored (spec). */
export function SectionInlineEditor({ section, onSaved, onFailed, onDone }: SectionInlineEditorProps) {
  const { t } = useTranslation(['video-admin']);
  const updateSection = useUpdateSection();
  const [title, setTitle] = useState(section.title);
  const [description, setDescription] = useState(section.description);

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmedTitle = title.trim();
    const trimmedDescription = description.trim();
    const isUnchanged = trimmedTitle === section.title && trimmedDescription === section.description;
    if (trimmedTitle === '' || isUnchanged) {
      onDone();
      return;
    }
    updateSection.mutate(
      { id: section.id, title: trimmedTitle, description: trimmedDescription },
      { onSuccess: onSaved, onError: onFailed, onSettled: onDone },
    );
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || updateSection.isPending) return;
    event.preventDefault();
    onDone();
  }

  return (
    <form onSubmit={save} onKeyDown={cancelOnEscape} noValidate className="flex min-w-0 flex-1 basis-64 flex-col gap-3">
      <TextField
        label={t('video-admin:inlineEdit.title')}
        hint={t('video-admin:inlineEdit.hint')}
        value={title}
        maxLength={VIDEO_SECTION_TITLE_MAX_LENGTH}
        autoComplete="off"
        // the admin asked to edit: the field is where they want to type
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        disabled={updateSection.isPending}
      />
      <TextField
        label={t('video-admin:inlineEdit.description')}
        value={description}
        maxLength={VIDEO_SECTION_DESCRIPTION_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setDescription(event.target.value)}
        disabled={updateSection.isPending}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={updateSection.isPending}>
          {t('video-admin:inlineEdit.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={updateSection.isPending}>
          {t('video-admin:cancel')}
        </Button>
      </div>
    </form>
  );
}
