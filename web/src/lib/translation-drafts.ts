// The Turkish and English versions of an item while an admin edits it (docs/decisions/089-content-languages.md):
// the editor's state per language, the body's `translations` from it, and the one rule the form checks before
// sending (a version is given in full or not at all). Pure; every admin editor uses it with TranslationColumns.
import { TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationStatus } from '@common/domain/content-language';

/** One language's version in the form. */
export interface VersionDraft {
  /** The text fields by name ('question', 'title', …). */
  values: Record<string, string>;
  /** Option texts in the German slots' order (empty when the kind has no options). */
  options: string[];
  /** As the server last saw it: missing, stale (made from an older German text) or current. */
  status: TranslationStatus;
  /** 'Als aktuell bestätigen' was pressed: sent as `confirmed: true`. */
  confirmed: boolean;
}
export type TranslationDrafts = Record<TranslationLanguage, VersionDraft>;

/** What the admin GETs answer per language (adminTranslationsSchema): the fields and the status, or null. */
type AdminVersion = ({ status: 'stale' | 'current' } & Record<string, unknown>) | null;
export type AdminTranslationsLike = Partial<Record<TranslationLanguage, AdminVersion>> | null | undefined;

export interface TranslationShape {
  /** The text fields of the kind, by name. */
  fields: readonly string[];
  /** How many option slots the form has (0: none). */
  optionSlots?: number;
}

export function createTranslationDrafts(
  translations: AdminTranslationsLike,
  { fields, optionSlots = 0 }: TranslationShape,
): TranslationDrafts {
  const drafts = {} as TranslationDrafts;
  for (const language of TRANSLATION_LANGUAGES) {
    const version = translations?.[language] ?? null;
    const storedOptions = Array.isArray(version?.options) ? (version.options as string[]) : [];
    drafts[language] = {
      values: Object.fromEntries(fields.map((field) => [field, typeof version?.[field] === 'string' ? (version[field] as string) : ''])),
      options: Array.from({ length: optionSlots }, (_, index) => storedOptions[index] ?? ''),
      status: version ? version.status : 'missing',
      confirmed: false,
    };
  }
  return drafts;
}

const isBlank = (text: string) => text.trim() === '';

/** Nothing typed in any field or option of the version. */
export function isBlankVersion(draft: VersionDraft): boolean {
  return Object.values(draft.values).every(isBlank) && draft.options.every(isBlank);
}

export interface TranslationInputRules {
  /** Fields a version cannot be sent without (the German's required ones). */
  required: readonly string[];
  /** The option slots the German uses, in order: the version needs a text in each, and only those are sent. */
  optionSlots?: readonly number[];
}

/**
 * The first language whose version is given in part (a required field or an option of a used German slot empty);
 * null when every version is complete or blank.
 */
export function findIncompleteTranslation(
  drafts: TranslationDrafts,
  { required, optionSlots = [] }: TranslationInputRules,
): TranslationLanguage | null {
  for (const language of TRANSLATION_LANGUAGES) {
    const draft = drafts[language];
    if (isBlankVersion(draft)) continue;
    if (required.some((field) => isBlank(draft.values[field] ?? ''))) return language;
    if (optionSlots.some((slot) => isBlank(draft.options[slot] ?? ''))) return language;
  }
  return null;
}

/**
 * The body's `translations`: each version with its trimmed fields (options of the used German slots only) and
 * `confirmed`; a version emptied by the admin as null (removed); a version that never existed and is still blank
 * left out.
 */
export function toTranslationsInput(
  drafts: TranslationDrafts,
  { optionSlots }: { optionSlots?: readonly number[] } = {},
): Partial<Record<TranslationLanguage, Record<string, unknown> | null>> {
  const input: Partial<Record<TranslationLanguage, Record<string, unknown> | null>> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const draft = drafts[language];
    if (isBlankVersion(draft)) {
      if (draft.status !== 'missing') input[language] = null;
      continue;
    }
    input[language] = {
      ...Object.fromEntries(Object.entries(draft.values).map(([field, value]) => [field, value.trim()])),
      ...(optionSlots ? { options: optionSlots.map((slot) => (draft.options[slot] ?? '').trim()) } : {}),
      ...(draft.confirmed ? { confirmed: true } : {}),
    };
  }
  return input;
}

/** The status the form shows: a confirmed stale version reads as current (it is, once saved). */
export const shownStatus = (draft: VersionDraft): TranslationStatus => (draft.confirmed ? 'current' : draft.status);
