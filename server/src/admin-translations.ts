// The Turkish and English versions of a content row as the admin editors see them (common/src/schemas/content-language.ts):
// each version's fields and whether it was made from today's German, or null where there is none.
import {
  TRANSLATION_LANGUAGES,
  translationStatus,
  type StoredTranslations,
  type TranslatableFields,
  type TranslationLanguage,
} from '@common/domain/content-language';

export type AdminTranslations<F extends TranslatableFields> = Record<TranslationLanguage, (F & { status: 'stale' | 'current' }) | null>;

/** Only the German's field names are given out: a stored version's `source` (and anything else) stays in the database. */
export function toAdminTranslations<F extends TranslatableFields>(
  german: F,
  stored: StoredTranslations<F> | null | undefined,
): AdminTranslations<F> {
  const result = {} as AdminTranslations<F>;
  for (const language of TRANSLATION_LANGUAGES) {
    const version = stored?.[language];
    if (!version) {
      result[language] = null;
      continue;
    }
    const fields = {} as Record<string, string | readonly string[]>;
    for (const key of Object.keys(german)) {
      const value = version[key as keyof F] as unknown;
      fields[key] =
        typeof german[key] === 'string' ? (typeof value === 'string' ? value : '') : Array.isArray(value) ? [...(value as string[])] : [];
    }
    const status = translationStatus(german, stored, language) as 'stale' | 'current';
    result[language] = { ...(fields as F), status };
  }
  return result;
}

/** The versions an admin sends with the German (left out: unchanged; null: removed; confirmed: still right). */
export type TranslationsInput<F extends TranslatableFields> =
  Partial<Record<TranslationLanguage, (F & { confirmed?: boolean }) | null | undefined>> | undefined;
