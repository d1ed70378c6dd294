import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationLanguage } from '@common/domain/content-language';
import {
  NEWS_BODY_MAX_LENGTH,
  NEWS_DATE_MAX,
  NEWS_DATE_MIN,
  NEWS_TITLE_MAX_LENGTH,
  type NewsInput,
  type NewsItem,
} from '@common/schemas/news';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MarkdownText } from '../../../components/ui/markdown';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { TextareaField } from '../../../components/ui/textarea-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ToggleButton } from '../../../components/ui/toggle-button';
import type { TranslationKey } from '../../../lib/i18n';
import {
  createTranslationDrafts,
  findIncompleteTranslation,
  toTranslationsInput,
  type AdminTranslationsLike,
} from '../../../lib/translation-drafts';
import { useAdminNews } from '../api/admin-news-query';
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
  const existing = item !== null && item !== 'new' ? item : null;
  // the versions of the item being edited come from the admin list (the page's list has the German only)
  const adminNews = useAdminNews({ enabled: existing !== null });
  const versions = existing ? adminNews.data?.items.find((entry) => entry.id === existing.id)?.translations : null;
  const isLoadingVersions = existing !== null && adminNews.isPending;
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={item === 'new' || item === null ? t('news:editor.createTitle') : t('news:editor.editTitle')}
      closeLabel={t('news:editor.close')}
      dismissible={!isPending}
      size="xl"
    >
      {isLoadingVersions && <Spinner label={t('news:editor.loadingTranslations')} showLabel className="py-6" />}
      {item !== null && !isLoadingVersions && (
        <NewsForm
          item={item === 'new' ? null : item}
          versions={versions ?? null}
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
  translations?: NewsInput['translations'];
}

/** A news item's translatable fields; both are required in a version. */
const NEWS_TRANSLATION_FIELDS = ['title', 'body'] as const;

interface NewsFormProps {
  item: NewsItem | null;
  /** The stored Turkish and English versions with their status; null for a new item. */
  versions: AdminTranslationsLike;
  isPending: boolean;
  onCancel: () => void;
  onSubmit: (values: NewsValues) => Promise<void>;
}

function NewsForm({ item, versions, isPending, onCancel, onSubmit }: NewsFormProps) {
  const { t } = useTranslation(['news']);
  const [values, setValues] = useState<NewsValues>(() => ({
    title: item?.title ?? '',
    publishedOn: item?.publishedOn ?? todayIsoDate(),
    body: item?.body ?? '',
    published: item?.published ?? true,
  }));
  const [showPreview, setShowPreview] = useState(false);
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: NEWS_TRANSLATION_FIELDS }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
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
    const incomplete = findIncompleteTranslation(translations, { required: NEWS_TRANSLATION_FIELDS });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('news:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await onSubmit({
        ...values,
        title: values.title.trim(),
        body: values.body.trim(),
        translations: toTranslationsInput(translations) as NewsInput['translations'],
      });
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
      <TranslationColumns
        german={
          <>
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
          </>
        }
        fields={[
          { name: 'title', label: t('news:editor.title'), maxLength: NEWS_TITLE_MAX_LENGTH },
          { name: 'body', label: t('news:editor.body'), maxLength: NEWS_BODY_MAX_LENGTH, rows: 10 },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isPending}
        invalidLanguage={incompleteLanguage}
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
