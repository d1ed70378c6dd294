import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_BODY_MAX_LENGTH, NEWS_DATE_MAX, NEWS_DATE_MIN, NEWS_TITLE_MAX_LENGTH, type NewsItem } from '@common/schemas/news';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MarkdownText } from '../../../components/ui/markdown';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ToggleButton } from '../../../components/ui/toggle-button';
import type { TranslationKey } from '../../../lib/i18n';
import { useCreateNewsItem } from '../api/create-news-item';
import { getNewsErrorKey } from '../api/news-messages';
import { useUpdateNewsItem } from '../api/update-news-item';
import { todayIsoDate } from '../news-text';

interface NewsEditorDialogProps {
  /** The item to edit, 'new' for 'Neuigkeit erstellen', null while closed. */
  item: NewsItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The admin's editor: Titel, Datum, Text (Markdown, with a preview) and Veröffentlicht. */
export function NewsEditorDialog({ item, onClose, onSaved }: NewsEditorDialogProps) {
  const { t } = useTranslation(['news']);
  const createItem = useCreateNewsItem();
  const updateItem = useUpdateNewsItem();
  const isPending = createItem.isPending || updateItem.isPending;
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={item === 'new' || item === null ? t('news:editor.createTitle') : t('news:editor.editTitle')}
      closeLabel={t('news:editor.close')}
      dismissible={!isPending}
      size="lg"
    >
      {item !== null && (
        <NewsForm
          item={item === 'new' ? null : item}
          isPending={isPending}
          onCancel={onClose}
          onSubmit={async (values) => {
            if (item === 'new') await createItem.mutateAsync(values);
            else await updateItem.mutateAsync({ id: item.id, ...values });
            onSaved();
          }}
        />
      )}
    </Modal>
  );
}

interface NewsValues {
  title: string;
  publishedOn: string;
  body: string;
  published: boolean;
}

interface NewsFormProps {
  item: NewsItem | null;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: NewsValues) => Promise<void>;
}

function NewsForm({ item, isPending, onCancel, onSubmit }: NewsFormProps) {
  const { t } = useTranslation(['news']);
  const [values, setValues] = useState<NewsValues>(() => ({
    title: item?.title ?? '',
    publishedOn: item?.publishedOn ?? todayIsoDate(),
    body: item?.body ?? '',
    published: item?.published ?? true,
  }));
  const [showPreview, setShowPreview] = useState(false);
  const [formError, setFormError] = useState<TranslationKey<'news'> | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const missing = {
    title: values.title.trim() === '',
    publishedOn: values.publishedOn === '',
    body: values.body.trim() === '',
  };
  const set = <K extends keyof NewsValues>(key: K, value: NewsValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (missing.title || missing.publishedOn || missing.body) {
      setFormError('news:errors.requiredAll');
      (missing.title ? titleRef : missing.publishedOn ? dateRef : bodyRef).current?.focus();
      return;
    }
    setFormError(null);
    try {
      await onSubmit({ ...values, title: values.title.trim(), body: values.body.trim() });
    } catch (error) {
      const key = getNewsErrorKey(error, 'save');
      setFormError(key);
      if (key === 'news:errors.titleExists') titleRef.current?.focus();
      else if (key === 'news:errors.date') dateRef.current?.focus();
    }
  }

  const isRequiredMissing = formError === 'news:errors.requiredAll';
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TextField
        ref={titleRef}
        label={t('news:editor.title')}
        value={values.title}
        maxLength={NEWS_TITLE_MAX_LENGTH}
        autoComplete="off"
        required
        aria-invalid={(isRequiredMissing && missing.title) || formError === 'news:errors.titleExists' || undefined}
        onChange={(event) => set('title', event.target.value)}
        disabled={isPending}
      />
      <TextField
        ref={dateRef}
        type="date"
        label={t('news:editor.date')}
        value={values.publishedOn}
        min={NEWS_DATE_MIN}
        max={NEWS_DATE_MAX}
        required
        aria-invalid={(isRequiredMissing && missing.publishedOn) || formError === 'news:errors.date' || undefined}
        onChange={(event) => set('publishedOn', event.target.value)}
        disabled={isPending}
        className="sm:max-w-xs"
      />
      <TextareaField
        ref={bodyRef}
        label={t('news:editor.body')}
        hint={t('news:editor.bodyHint')}
        value={values.body}
        rows={10}
        maxLength={NEWS_BODY_MAX_LENGTH}
        required
        aria-invalid={(isRequiredMissing && missing.body) || undefined}
        onChange={(event) => set('body', event.target.value)}
        disabled={isPending}
      />
      <div className="flex flex-col gap-3">
        <div>
          <ToggleButton pressed={showPreview} onPressedChange={setShowPreview}>
            {t('news:editor.preview')}
          </ToggleButton>
        </div>
        {showPreview && (
          <section aria-label={t('news:editor.previewLabel')} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            {values.body.trim() === '' ? (
              <p className="text-slate-700">{t('news:editor.previewEmpty')}</p>
            ) : (
              <MarkdownText className="text-slate-800">{values.body}</MarkdownText>
            )}
          </section>
        )}
      </div>
      <Checkbox
        label={t('news:editor.published')}
        hint={t('news:editor.publishedHint')}
        checked={values.published}
        onChange={(event) => set('published', event.target.checked)}
        disabled={isPending}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {t('news:editor.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('news:editor.save')}
        </Button>
      </ModalActions>
    </form>
  );
}
