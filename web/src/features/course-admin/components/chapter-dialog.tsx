import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CHAPTER_CONTENT_MAX_LENGTH, CHAPTER_TITLE_MAX_LENGTH, type ChapterInput, type ManagedChapter } from '@common/schemas/course-admin';
import type { TranslationLanguage } from '@common/domain/content-language';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import {
  createTranslationDrafts,
  findIncompleteTranslation,
  toTranslationsInput,
  type AdminTranslationsLike,
} from '../../../lib/translation-drafts';
import { getCourseAdminErrorKey } from '../api/course-admin-messages';
import { useCreateChapter } from '../api/create-chapter';
import { useUpdateChapter } from '../api/update-chapter';
import { MarkdownEditor, type MarkdownEditorMode } from './markdown-editor';

interface ChapterDialogProps {
  courseId: string;
  /** 'new' for 'Kapitel hinzufügen', a chapter to edit it, null when closed. */
  chapter: ManagedChapter | 'new' | null;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/** 'Kapitel hinzufügen' and 'Kapitel bearbeiten': a title and the Markdown content with its preview. */
export function ChapterDialog({ courseId, chapter, onClose, onSaved }: ChapterDialogProps) {
  const { t } = useTranslation(['course-admin']);
  const createChapter = useCreateChapter();
  const updateChapter = useUpdateChapter();
  const existing = chapter !== null && chapter !== 'new' ? chapter : null;
  const isPending = createChapter.isPending || updateChapter.isPending;
  return (
    <Modal
      open={chapter !== null}
      onClose={onClose}
      title={existing ? t('course-admin:chapterForm.editTitle') : t('course-admin:chapterForm.createTitle')}
      closeLabel={t('course-admin:close')}
      dismissible={!isPending}
      size="xl"
    >
      <ChapterForm
        key={existing?.id ?? 'new'}
        initial={existing ?? { title: '', content: '' }}
        versions={existing?.translations ?? null}
        isNew={!existing}
        isPending={isPending}
        onCancel={onClose}
        onSubmit={async (values) => {
          if (existing) await updateChapter.mutateAsync({ id: existing.id, ...values });
          else await createChapter.mutateAsync({ courseId, ...values });
          onSaved(existing ? 'updated' : 'created');
        }}
      />
    </Modal>
  );
}

/** A chapter's translatable fields; both are required in a version. */
const CHAPTER_TRANSLATION_FIELDS = ['title', 'content'] as const;

interface ChapterFormProps {
  initial: { title: string; content: string };
  /** The stored Turkish and English versions with their status; null for a new chapter. */
  versions: AdminTranslationsLike;
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: ChapterInput) => Promise<void>;
}

function ChapterForm({ initial, versions, isNew, isPending, onCancel, onSubmit }: ChapterFormProps) {
  const { t } = useTranslation(['course-admin']);
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [mode, setMode] = useState<MarkdownEditorMode>('write');
  const [formError, setFormError] = useState<TranslationKey<'course-admin'> | null>(null);
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: CHAPTER_TRANSLATION_FIELDS }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '' || content.trim() === '') {
      setFormError('course-admin:errors.requiredAll');
      if (title.trim() === '') titleRef.current?.focus();
      else {
        // the textarea must be shown before it can take focus
        flushSync(() => setMode('write'));
        contentRef.current?.focus();
      }
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: CHAPTER_TRANSLATION_FIELDS });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('course-admin:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit({ title: title.trim(), content, translations: toTranslationsInput(translations) as ChapterInput['translations'] });
    } catch (error) {
      setFormError(getCourseAdminErrorKey(error, isNew ? 'createChapter' : 'updateChapter'));
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
              label={t('course-admin:chapterForm.title')}
              value={title}
              maxLength={CHAPTER_TITLE_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={(isRequiredMissing && title.trim() === '') || undefined}
              onChange={(event) => setTitle(event.target.value)}
              disabled={isPending}
            />
            <MarkdownEditor
              label={t('course-admin:chapterForm.content')}
              value={content}
              onChange={setContent}
              mode={mode}
              onModeChange={setMode}
              maxLength={CHAPTER_CONTENT_MAX_LENGTH}
              disabled={isPending}
              invalid={isRequiredMissing && content.trim() === ''}
              textareaRef={contentRef}
            />
          </>
        }
        fields={[
          { name: 'title', label: t('course-admin:chapterForm.title'), maxLength: CHAPTER_TITLE_MAX_LENGTH },
          { name: 'content', label: t('course-admin:chapterForm.content'), maxLength: CHAPTER_CONTENT_MAX_LENGTH, rows: 12 },
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
          {isNew ? t('course-admin:chapterForm.create') : t('course-admin:chapterForm.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
