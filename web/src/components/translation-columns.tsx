// The side-by-side editor of an item's three languages (docs/decisions/089-content-languages.md): the German
// original as the editor renders it, then a Turkish and an English column with the same texts, each with its status
// ("Übersetzung fehlt", "Übersetzung veraltet" with "Als aktuell bestätigen", "Aktuell"). Stacked on a phone.
// Every admin editor uses it; the texts are in the common namespace.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationStatus } from '@common/domain/content-language';
import { shownStatus, type AdminTranslationsLike, type TranslationDrafts, type VersionDraft } from '../lib/translation-drafts';
import { Badge, type BadgeVariant } from './ui/badge';
import { Button } from './ui/button';
import { TextareaField } from './ui/textarea-field';
import { TextField } from './ui/text-field';

export interface TranslatedFieldSpec {
  name: string;
  /** The German label ('Fragetext'); a translation column shows 'Fragetext (Türkisch)'. */
  label: string;
  maxLength: number;
  /** A textarea of this many rows; a one-line field without. */
  rows?: number;
}

interface TranslationColumnsProps {
  /** The German column: the editor's own fields, as they were before translations. */
  german: ReactNode;
  fields: readonly TranslatedFieldSpec[];
  /** Option fields after the text fields ('Option A', …); `used` marks the slots the German fills. */
  options?: { labels: readonly string[]; used: readonly boolean[]; maxLength: number; legend: string };
  /** Fields after the options (an explanation below the options). */
  fieldsAfterOptions?: readonly TranslatedFieldSpec[];
  drafts: TranslationDrafts;
  onChange: (language: TranslationLanguage, draft: VersionDraft) => void;
  disabled?: boolean;
  /** The language whose version the last submit found incomplete: its column's fields are marked. */
  invalidLanguage?: TranslationLanguage | null;
}

const STATUS_VARIANT: Record<TranslationStatus, BadgeVariant> = { missing: 'neutral', stale: 'warning', current: 'success' };
const STATUS_KEY = {
  missing: 'common:contentTranslations.missing',
  stale: 'common:contentTranslations.stale',
  current: 'common:contentTranslations.current',
} as const;
const LANGUAGE_KEY = { tr: 'common:contentTranslations.tr', en: 'common:contentTranslations.en' } as const;

export function TranslationStatusBadge({ status }: { status: TranslationStatus }) {
  const { t } = useTranslation(['common']);
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_KEY[status])}</Badge>;
}

export function TranslationColumns({
  german,
  fields,
  options,
  fieldsAfterOptions = [],
  drafts,
  onChange,
  disabled = false,
  invalidLanguage = null,
}: TranslationColumnsProps) {
  const { t } = useTranslation(['common']);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3" role="group" aria-label={t('common:contentTranslations.columnsLabel')}>
      <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-base font-semibold text-slate-900">{t('common:contentTranslations.german')}</legend>
        {german}
      </fieldset>
      {TRANSLATION_LANGUAGES.map((language) => (
        <LanguageColumn
          key={language}
          language={language}
          fields={fields}
          options={options}
          fieldsAfterOptions={fieldsAfterOptions}
          draft={drafts[language]}
          onChange={(draft) => onChange(language, draft)}
          disabled={disabled}
          isInvalid={invalidLanguage === language}
        />
      ))}
    </div>
  );
}

function LanguageColumn({
  language,
  fields,
  options,
  fieldsAfterOptions,
  draft,
  onChange,
  disabled,
  isInvalid,
}: {
  language: TranslationLanguage;
  fields: readonly TranslatedFieldSpec[];
  options: TranslationColumnsProps['options'];
  fieldsAfterOptions: readonly TranslatedFieldSpec[];
  draft: VersionDraft;
  onChange: (draft: VersionDraft) => void;
  disabled: boolean;
  isInvalid: boolean;
}) {
  const { t } = useTranslation(['common']);
  const languageName = t(LANGUAGE_KEY[language]);
  const status = shownStatus(draft);
  const confirmedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (draft.confirmed) confirmedRef.current?.focus();
  }, [draft.confirmed]);
  const label = (field: string) => t('common:contentTranslations.field', { field, language: languageName });
  const renderField = (spec: TranslatedFieldSpec) => {
    const value = draft.values[spec.name] ?? '';
    const common = {
      label: label(spec.label),
      value,
      maxLength: spec.maxLength,
      disabled,
      lang: language,
      'aria-invalid': (isInvalid && value.trim() === '') || undefined,
      onChange: (event: { target: { value: string } }) =>
        onChange({ ...draft, values: { ...draft.values, [spec.name]: event.target.value } }),
    };
    return spec.rows ? (
      <TextareaField key={spec.name} rows={spec.rows} {...common} />
    ) : (
      <TextField key={spec.name} autoComplete="off" {...common} />
    );
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-3">
      <legend className="flex flex-wrap items-center gap-2 px-1 text-base font-semibold text-slate-900">
        <span>{languageName}</span>
        <TranslationStatusBadge status={status} />
      </legend>
      {draft.status === 'stale' && !draft.confirmed && (
        <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>{t('common:contentTranslations.staleHint')}</p>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange({ ...draft, confirmed: true })}>
            {t('common:contentTranslations.confirm')}
          </Button>
        </div>
      )}
      {draft.confirmed && (
        // takes the focus from the button it replaces, so keyboard and screen reader users hear what happened
        <p ref={confirmedRef} tabIndex={-1} role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800 outline-none">
          {t('common:contentTranslations.confirmed')}
        </p>
      )}
      {draft.status === 'missing' && <p className="text-sm text-slate-600">{t('common:contentTranslations.missingHint')}</p>}
      {fields.map(renderField)}
      {options && (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{label(options.legend)}</legend>
          {options.labels.map((optionLabel, index) => {
            const value = draft.options[index] ?? '';
            const used = options.used[index] ?? false;
            return (
              <TextField
                key={optionLabel}
                label={label(optionLabel)}
                value={used ? value : ''}
                maxLength={options.maxLength}
                autoComplete="off"
                lang={language}
                disabled={disabled || !used}
                aria-invalid={(isInvalid && used && value.trim() === '') || undefined}
                onChange={(event) =>
                  onChange({ ...draft, options: draft.options.map((option, i) => (i === index ? event.target.value : option)) })
                }
              />
            );
          })}
        </fieldset>
      )}
      {fieldsAfterOptions.map(renderField)}
    </fieldset>
  );
}

/** The small marks of an admin list: one per language whose version is missing or stale; nothing when both are current. */
export function TranslationListBadges({ translations }: { translations: AdminTranslationsLike }) {
  const { t } = useTranslation(['common']);
  const marks = TRANSLATION_LANGUAGES.flatMap((language): { language: TranslationLanguage; variant: BadgeVariant; text: string }[] => {
    const version = translations?.[language] ?? null;
    const languageName = t(LANGUAGE_KEY[language]);
    if (!version) return [{ language, variant: 'neutral', text: t('common:contentTranslations.listMissing', { language: languageName }) }];
    if (version.status === 'stale')
      return [{ language, variant: 'warning', text: t('common:contentTranslations.listStale', { language: languageName }) }];
    return [];
  });
  if (marks.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {marks.map((mark) => (
        <Badge key={mark.language} variant={mark.variant} className="text-xs">
          {mark.text}
        </Badge>
      ))}
    </span>
  );
}
