import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { GLOSSARY_CATEGORIES, type GlossaryCategory } from '@common/domain/value-sets';
import {
  KNOWLEDGE_BODY_MAX_LENGTH,
  KNOWLEDGE_SUMMARY_MAX_LENGTH,
  KNOWLEDGE_TITLE_MAX_LENGTH,
  type KnowledgeArticle,
  type KnowledgeArticleInput,
} from '@common/schemas/knowledge';
import type { TranslationLanguage } from '@common/domain/content-language';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { MarkdownText } from '../../../components/ui/markdown';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
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
import { useAdminArticles } from '../api/admin-articles-query';
import { useCreateArticle } from '../api/create-article';
import { getKnowledgeErrorKey } from '../api/knowledge-messages';
import { useUpdateArticle } from '../api/update-article';

interface ArticleDialogProps {
  /** 'new' for 'Artikel anlegen', an article to edit it, null when closed. */
  article: KnowledgeArticle | 'new' | null;
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/** The create and edit modal of an article: the same form, empty or filled in. */
export function ArticleDialog({ article, onClose, onSaved }: ArticleDialogProps) {
  const { t } = useTranslation(['knowledge', 'common']);
  const createArticle = useCreateArticle();
  const updateArticle = useUpdateArticle();
  const existing = article !== null && article !== 'new' ? article : null;
  // the versions of the article being edited come from the admin list (the reading list has the German only)
  const adminArticles = useAdminArticles({ enabled: existing !== null });
  const versions = existing ? adminArticles.data?.articles.find((entry) => entry.id === existing.id)?.translations : null;
  const isLoadingVersions = existing !== null && adminArticles.isPending;
  return (
    <Modal
      open={article !== null}
      onClose={onClose}
      title={existing ? t('knowledge:form.editTitle') : t('knowledge:form.createTitle')}
      closeLabel={t('knowledge:close')}
      dismissible={!createArticle.isPending && !updateArticle.isPending}
      size="xl"
    >
      {isLoadingVersions ? (
        <Spinner label={t('knowledge:form.loadingTranslations')} showLabel className="py-6" />
      ) : (
        <ArticleForm
          key={existing?.id ?? 'new'}
          article={existing}
          versions={versions ?? null}
          isSaving={createArticle.isPending || updateArticle.isPending}
          save={(input) => (existing ? updateArticle.mutateAsync({ id: existing.id, ...input }) : createArticle.mutateAsync(input))}
          onCancel={onClose}
          onDone={() => onSaved(existing ? 'updated' : 'created')}
        />
      )}
    </Modal>
  );
}

interface Draft {
  title: string;
  summary: string;
  body: string;
  category: GlossaryCategory | '';
  mpuTypes: MpuReason[];
}

/** An article's translatable fields; a version needs its title and text (the summary may stay empty). */
const ARTICLE_TRANSLATION_FIELDS = ['title', 'summary', 'body'] as const;

interface ArticleFormProps {
  article: KnowledgeArticle | null;
  /** The stored Turkish and English versions with their status; null for a new article. */
  versions: AdminTranslationsLike;
  isSaving: boolean;
  save: (
    input: Omit<Draft, 'category'> & { category: GlossaryCategory; translations: KnowledgeArticleInput['translations'] },
  ) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

function ArticleForm({ article, versions, isSaving, save, onCancel, onDone }: ArticleFormProps) {
  const { t } = useTranslation(['knowledge', 'common']);
  const [draft, setDraft] = useState<Draft>(() =>
    article
      ? { title: article.title, summary: article.summary, body: article.body, category: article.category, mpuTypes: [...article.mpuTypes] }
      : { title: '', summary: '', body: '', category: '', mpuTypes: [] },
  );
  const [isPreview, setIsPreview] = useState(false);
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: ARTICLE_TRANSLATION_FIELDS }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'knowledge'> | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const mpuHintId = useId();
  const previewLabelId = useId();
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  function toggleType(type: MpuReason) {
    const next = draft.mpuTypes.includes(type) ? draft.mpuTypes.filter((entry) => entry !== type) : [...draft.mpuTypes, type];
    update({ mpuTypes: MPU_REASONS.filter((reason) => next.includes(reason)) });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    if (draft.title.trim() === '' || draft.body.trim() === '' || draft.category === '') {
      setFormError('knowledge:errors.requiredAll');
      if (draft.title.trim() === '') titleRef.current?.focus();
      else if (draft.body.trim() === '') {
        // the text box is only there while writing
        setIsPreview(false);
        requestAnimationFrame(() => bodyRef.current?.focus());
      } else categoryRef.current?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: ['title', 'body'] });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('knowledge:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      await save({
        ...draft,
        category: draft.category,
        translations: toTranslationsInput(translations) as KnowledgeArticleInput['translations'],
      });
    } catch (error) {
      setFormError(getKnowledgeErrorKey(error, article ? 'update' : 'create'));
      return;
    }
    onDone();
  }

  const isMissing = (text: string) => formError === 'knowledge:errors.requiredAll' && text.trim() === '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
            <TextField
              ref={titleRef}
              label={t('knowledge:form.title')}
              value={draft.title}
              maxLength={KNOWLEDGE_TITLE_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={isMissing(draft.title) || formError === 'knowledge:errors.titleExists' || undefined}
              onChange={(event) => update({ title: event.target.value })}
              disabled={isSaving}
            />
            <TextareaField
              label={t('knowledge:form.summary')}
              hint={t('knowledge:form.summaryHint')}
              value={draft.summary}
              rows={2}
              maxLength={KNOWLEDGE_SUMMARY_MAX_LENGTH}
              onChange={(event) => update({ summary: event.target.value })}
              disabled={isSaving}
            />
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span id={previewLabelId} className="text-sm font-semibold text-slate-800">
                  {t('knowledge:form.body')}
                </span>
                <div role="group" aria-labelledby={previewLabelId} className="flex gap-2">
                  <ToggleButton pressed={!isPreview} onPressedChange={() => setIsPreview(false)}>
                    {t('knowledge:form.write')}
                  </ToggleButton>
                  <ToggleButton pressed={isPreview} onPressedChange={() => setIsPreview(true)}>
                    {t('knowledge:form.preview')}
                  </ToggleButton>
                </div>
              </div>
              {isPreview ? (
                <div
                  role="region"
                  aria-label={t('knowledge:form.previewLabel')}
                  className="min-h-40 rounded-lg border border-slate-300 bg-slate-50 p-3"
                >
                  {draft.body.trim() ? (
                    <MarkdownText>{draft.body}</MarkdownText>
                  ) : (
                    <p className="text-slate-600">{t('knowledge:form.previewEmpty')}</p>
                  )}
                </div>
              ) : (
                <TextareaField
                  ref={bodyRef}
                  label={t('knowledge:form.bodyInput')}
                  hint={t('knowledge:form.bodyHint')}
                  value={draft.body}
                  rows={10}
                  maxLength={KNOWLEDGE_BODY_MAX_LENGTH}
                  required
                  aria-invalid={isMissing(draft.body) || undefined}
                  onChange={(event) => update({ body: event.target.value })}
                  disabled={isSaving}
                  className="font-mono text-sm"
                />
              )}
            </div>
          </>
        }
        fields={[
          { name: 'title', label: t('knowledge:form.title'), maxLength: KNOWLEDGE_TITLE_MAX_LENGTH },
          { name: 'summary', label: t('knowledge:form.summary'), maxLength: KNOWLEDGE_SUMMARY_MAX_LENGTH, rows: 2 },
          { name: 'body', label: t('knowledge:form.bodyInput'), maxLength: KNOWLEDGE_BODY_MAX_LENGTH, rows: 10 },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isSaving}
        invalidLanguage={incompleteLanguage}
      />
      <SelectField
        ref={categoryRef}
        label={t('knowledge:form.category')}
        value={draft.category}
        required
        aria-invalid={isMissing(draft.category) || undefined}
        onChange={(event) => update({ category: event.target.value as GlossaryCategory | '' })}
        disabled={isSaving}
      >
        <option value="">{t('knowledge:form.chooseCategory')}</option>
        {GLOSSARY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`common:glossaryCategories.${category}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="flex flex-col gap-1" aria-describedby={mpuHintId}>
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('knowledge:form.mpuTypes')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {MPU_REASONS.map((reason) => (
            <Checkbox
              key={reason}
              label={t(`knowledge:mpuTypes.${reason}`)}
              checked={draft.mpuTypes.includes(reason)}
              onChange={() => toggleType(reason)}
              disabled={isSaving}
            />
          ))}
        </div>
        <p id={mpuHintId} className="text-sm text-slate-600">
          {t('knowledge:form.mpuTypesHint')}
        </p>
      </fieldset>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t('knowledge:cancel')}
        </Button>
        <Button type="submit" loading={isSaving}>
          {article ? t('knowledge:form.save') : t('knowledge:form.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
