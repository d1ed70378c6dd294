import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_CATEGORIES, type GlossaryCategory } from '@common/domain/value-sets';
import {
  LEXICON_DEFINITION_MAX_LENGTH,
  LEXICON_RELATED_MAX_COUNT,
  LEXICON_TERM_MAX_LENGTH,
  type LexiconTerm,
  type LexiconTermInput,
} from '@common/schemas/lexicon';
import type { TranslationLanguage } from '@common/domain/content-language';
import { TranslationColumns } from '../../../components/translation-columns';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal, ModalActions } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { TranslationKey } from '../../../lib/i18n';
import {
  createTranslationDrafts,
  findIncompleteTranslation,
  toTranslationsInput,
  type AdminTranslationsLike,
} from '../../../lib/translation-drafts';
import { useAdminTerms } from '../api/admin-terms-query';
import { useCreateTerm } from '../api/create-term';
import { getLexiconErrorKey } from '../api/lexicon-messages';
import { useUpdateTerm } from '../api/update-term';
import { addRelatedTerm } from '../lexicon-rules';

interface TermDialogProps {
  /** 'new' for 'Begriff hinzufügen', a term to edit it, null when closed. */
  term: LexiconTerm | 'new' | null;
  /** Every term's name, offered while typing a related term. */
  knownTerms: readonly string[];
  onClose: () => void;
  onSaved: (kind: 'created' | 'updated') => void;
}

/** 'Begriff hinzufügen' and the edit modal: the same form, empty or filled in. */
export function TermDialog({ term, knownTerms, onClose, onSaved }: TermDialogProps) {
  const { t } = useTranslation(['lexicon', 'common']);
  const createTerm = useCreateTerm();
  const updateTerm = useUpdateTerm();
  const existing = term !== null && term !== 'new' ? term : null;
  // the versions of the term being edited come from the admin list (the glossary itself has the German only)
  const adminTerms = useAdminTerms({ enabled: existing !== null });
  const versions = existing ? adminTerms.data?.terms.find((entry) => entry.id === existing.id)?.translations : null;
  const isLoadingVersions = existing !== null && adminTerms.isPending;
  return (
    <Modal
      open={term !== null}
      onClose={onClose}
      title={existing ? t('lexicon:form.editTitle') : t('lexicon:form.createTitle')}
      closeLabel={t('lexicon:close')}
      dismissible={!createTerm.isPending && !updateTerm.isPending}
      size="xl"
    >
      {isLoadingVersions ? (
        <Spinner label={t('lexicon:form.loadingTranslations')} showLabel className="py-6" />
      ) : (
        <TermForm
          key={existing?.id ?? 'new'}
          term={existing}
          versions={versions ?? null}
          knownTerms={knownTerms}
          isSaving={createTerm.isPending || updateTerm.isPending}
          save={(input) => (existing ? updateTerm.mutateAsync({ id: existing.id, ...input }) : createTerm.mutateAsync(input))}
          onCancel={onClose}
          onDone={() => onSaved(existing ? 'updated' : 'created')}
        />
      )}
    </Modal>
  );
}

interface Draft {
  term: string;
  definition: string;
  category: GlossaryCategory | '';
  related: string[];
}

/** A term's translatable fields; both are required in a version. */
const TERM_TRANSLATION_FIELDS = ['term', 'definition'] as const;

interface TermFormProps {
  term: LexiconTerm | null;
  /** The stored Turkish and English versions with their status; null for a new term. */
  versions: AdminTranslationsLike;
  knownTerms: readonly string[];
  isSaving: boolean;
  save: (input: {
    term: string;
    definition: string;
    category: GlossaryCategory;
    related: string[];
    translations: LexiconTermInput['translations'];
  }) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

function TermForm({ term, versions, knownTerms, isSaving, save, onCancel, onDone }: TermFormProps) {
  const { t } = useTranslation(['lexicon', 'common']);
  const [draft, setDraft] = useState<Draft>(() =>
    term
      ? { term: term.term, definition: term.definition, category: term.category, related: [...term.related] }
      : { term: '', definition: '', category: '', related: [] },
  );
  const [relatedInput, setRelatedInput] = useState('');
  const [translations, setTranslations] = useState(() => createTranslationDrafts(versions, { fields: TERM_TRANSLATION_FIELDS }));
  const [incompleteLanguage, setIncompleteLanguage] = useState<TranslationLanguage | null>(null);
  const [formError, setFormError] = useState<TranslationKey<'lexicon'> | null>(null);
  const termRef = useRef<HTMLInputElement>(null);
  const definitionRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);
  const relatedRef = useRef<HTMLInputElement>(null);
  const update = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const isFull = draft.related.length >= LEXICON_RELATED_MAX_COUNT;
  const datalistId = 'lexicon-known-terms';

  function addRelated() {
    if (isFull) return;
    update({ related: addRelatedTerm(draft.related, relatedInput) });
    setRelatedInput('');
  }

  function onRelatedKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the related term instead of sending the form (spec)
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addRelated();
  }

  function removeRelated(name: string) {
    update({ related: draft.related.filter((entry) => entry !== name) });
    relatedRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const missing = [
      [draft.term.trim() === '', termRef.current],
      [draft.definition.trim() === '', definitionRef.current],
      [draft.category === '', categoryRef.current],
    ] as const;
    const firstMissing = missing.find(([isMissing]) => isMissing);
    if (firstMissing || draft.category === '') {
      setFormError('lexicon:errors.requiredAll');
      firstMissing?.[1]?.focus();
      return;
    }
    const incomplete = findIncompleteTranslation(translations, { required: TERM_TRANSLATION_FIELDS });
    setIncompleteLanguage(incomplete);
    if (incomplete) {
      setFormError('lexicon:errors.translationIncomplete');
      return;
    }
    setFormError(null);
    try {
      // a related term typed but not yet added counts as added
      const related = isFull ? draft.related : addRelatedTerm(draft.related, relatedInput);
      await save({
        term: draft.term,
        definition: draft.definition,
        category: draft.category,
        related,
        translations: toTranslationsInput(translations) as LexiconTermInput['translations'],
      });
    } catch (error) {
      setFormError(getLexiconErrorKey(error, term ? 'update' : 'create'));
      if ((error as { code?: string }).code === 'TERM_EXISTS') termRef.current?.focus();
      return;
    }
    onDone();
  }

  const isMissing = (text: string) => formError === 'lexicon:errors.requiredAll' && text.trim() === '';

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      {formError && <Banner variant="error">{t(formError)}</Banner>}
      <TranslationColumns
        german={
          <>
            <TextField
              ref={termRef}
              label={t('lexicon:form.term')}
              value={draft.term}
              maxLength={LEXICON_TERM_MAX_LENGTH}
              autoComplete="off"
              required
              aria-invalid={isMissing(draft.term) || formError === 'lexicon:errors.termExists' || undefined}
              onChange={(event) => update({ term: event.target.value })}
              disabled={isSaving}
            />
            <TextareaField
              ref={definitionRef}
              label={t('lexicon:form.definition')}
              value={draft.definition}
              rows={5}
              maxLength={LEXICON_DEFINITION_MAX_LENGTH}
              required
              aria-invalid={isMissing(draft.definition) || undefined}
              onChange={(event) => update({ definition: event.target.value })}
              disabled={isSaving}
            />
          </>
        }
        fields={[
          { name: 'term', label: t('lexicon:form.term'), maxLength: LEXICON_TERM_MAX_LENGTH },
          { name: 'definition', label: t('lexicon:form.definition'), maxLength: LEXICON_DEFINITION_MAX_LENGTH, rows: 5 },
        ]}
        drafts={translations}
        onChange={(language, version) => setTranslations((current) => ({ ...current, [language]: version }))}
        disabled={isSaving}
        invalidLanguage={incompleteLanguage}
      />
      <SelectField
        ref={categoryRef}
        label={t('lexicon:form.category')}
        value={draft.category}
        required
        aria-invalid={isMissing(draft.category) || undefined}
        onChange={(event) => update({ category: event.target.value as GlossaryCategory | '' })}
        disabled={isSaving}
      >
        <option value="">{t('lexicon:form.chooseCategory')}</option>
        {GLOSSARY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`common:glossaryCategories.${category}`)}
          </option>
        ))}
      </SelectField>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('lexicon:form.related')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <TextField
              ref={relatedRef}
              label={t('lexicon:form.relatedInput')}
              hint={isFull ? t('lexicon:form.relatedFull', { count: LEXICON_RELATED_MAX_COUNT }) : t('lexicon:form.relatedHint')}
              value={relatedInput}
              maxLength={LEXICON_TERM_MAX_LENGTH}
              autoComplete="off"
              list={datalistId}
              onChange={(event) => setRelatedInput(event.target.value)}
              onKeyDown={onRelatedKeyDown}
              disabled={isSaving || isFull}
            />
            <datalist id={datalistId}>
              {knownTerms.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
          </div>
          <Button variant="secondary" onClick={addRelated} disabled={isSaving || isFull || relatedInput.trim() === ''}>
            {t('lexicon:form.addRelated')}
          </Button>
        </div>
        {draft.related.length > 0 && (
          <ul aria-label={t('lexicon:form.relatedList')} className="flex flex-wrap gap-2">
            {draft.related.map((name) => (
              <li
                key={name}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 ring-1 ring-indigo-200"
              >
                <span>{name}</span>
                <button
                  type="button"
                  onClick={() => removeRelated(name)}
                  disabled={isSaving}
                  className="inline-flex size-8 items-center justify-center rounded-full text-indigo-800 hover:bg-indigo-100"
                >
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4" aria-hidden="true">
                    <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                  </svg>
                  <span className="sr-only">{t('lexicon:form.removeRelated', { name })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t('lexicon:cancel')}
        </Button>
        <Button type="submit" loading={isSaving}>
          {term ? t('lexicon:form.save') : t('lexicon:form.create')}
        </Button>
      </ModalActions>
    </form>
  );
}
