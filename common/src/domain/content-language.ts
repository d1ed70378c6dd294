// Learning content in three languages (docs/decisions/089-content-languages.md): every content row keeps its German
// original in its own columns and optional Turkish and English versions in one `translations` value. A version
// remembers which German text it was made from (`source`, a fingerprint), so a German edit makes it stale
// ("Übersetzung veraltet"); a learner is shown a stale version's German original instead, never an outdated text.
import type { Language } from './value-sets';

export const TRANSLATION_LANGUAGES = ['tr', 'en'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The translatable fields of one kind of content: texts, or lists of texts aligned with the German (options). */
export type TranslatableFields = Record<string, string | readonly string[]>;

/** One stored version: the translated fields and the fingerprint of the German fields it was made from. */
export type StoredTranslation<F extends TranslatableFields> = F & { source: string };
/** The `translations` column of a content row. */
export type StoredTranslations<F extends TranslatableFields> = Partial<Record<TranslationLanguage, StoredTranslation<F>>>;

export type TranslationStatus = 'missing' | 'stale' | 'current';

/**
 * A short fingerprint of the German fields (FNV-1a, 64 bits as 16 hex digits) over the field names in sorted order:
 * the same on the server and in the browser, stable across restarts and databases.
 */
export function germanSource(german: TranslatableFields): string {
  const text = Object.keys(german)
    .sort()
    .map((key) => {
      const value = german[key]!;
      return `${key}\u0001${typeof value === 'string' ? value : value.join('\u0002')}`;
    })
    .join('\u0003');
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A version in this language, and whether it was made from today's German. */
export function translationStatus<F extends TranslatableFields>(
  german: F,
  translations: StoredTranslations<F> | null | undefined,
  language: TranslationLanguage,
): TranslationStatus {
  const version = translations?.[language];
  if (!version) return 'missing';
  return version.source === germanSource(german) ? 'current' : 'stale';
}

/** What a learner is shown: the fields in `language`, and the German original beside them when they are a translation. */
export type Localized<F extends TranslatableFields> =
  { language: 'de'; fields: F; german?: undefined } | { language: TranslationLanguage; fields: F; german: F };

/**
 * The learner's language where a current version exists, German otherwise. A list field of a version that does not
 * match the German's length (an option added since) makes the version unusable, like a stale one.
 */
export function localize<F extends TranslatableFields>(
  german: F,
  translations: StoredTranslations<F> | null | undefined,
  language: Language,
): Localized<F> {
  if (language === 'de') return { language: 'de', fields: german };
  const version = translations?.[language];
  if (!version || version.source !== germanSource(german)) return { language: 'de', fields: german };
  const fields = {} as Record<string, string | readonly string[]>;
  for (const key of Object.keys(german)) {
    const original = german[key]!;
    const translated = version[key as keyof F] as unknown;
    if (typeof original === 'string') {
      // an optional field the translator left empty (a summary, an explanation) falls back to the German one
      fields[key] = typeof translated === 'string' && translated.trim() !== '' ? translated : original;
    } else {
      if (!Array.isArray(translated) || translated.length !== original.length) return { language: 'de', fields: german };
      fields[key] = translated as string[];
    }
  }
  return { language, fields: fields as F, german };
}

/**
 * The `translations` value to store after an admin saved a row. A language whose text is unchanged keeps its
 * fingerprint (so it turns stale when only the German changed); a changed text, or one the admin confirms as
 * still right, is fingerprinted with the German saved with it; null removes the version.
 */
export function nextTranslations<F extends TranslatableFields>({
  german,
  stored,
  submitted,
}: {
  german: F;
  stored: StoredTranslations<F> | null | undefined;
  submitted: Partial<Record<TranslationLanguage, (F & { confirmed?: boolean }) | null>> | undefined;
}): StoredTranslations<F> {
  const next: StoredTranslations<F> = {};
  for (const language of TRANSLATION_LANGUAGES) {
    const before = stored?.[language];
    const after = submitted === undefined ? before : submitted[language] === undefined ? before : submitted[language];
    if (!after) continue;
    const { confirmed, source: _ignored, ...fields } = after as F & { confirmed?: boolean; source?: string };
    const changed = !before || !sameFields(fields as TranslatableFields, before);
    next[language] = { ...(fields as F), source: changed || confirmed || !before ? germanSource(german) : before.source };
  }
  return next;
}

function sameFields(a: TranslatableFields, b: TranslatableFields): boolean {
  return Object.keys(a).every((key) => {
    const x = a[key]!;
    const y = b[key];
    return typeof x === 'string' ? x === y : Array.isArray(y) && x.length === y.length && x.every((item, i) => item === y[i]);
  });
}

/** The translatable fields of each kind of content (the German original's columns of the same names). */
// a type, not an interface: the field sets must fit TranslatableFields' index signature
export type ContentFields = {
  examQuestion: { question: string; options: string[]; explanation: string };
  /** Chapter and video quiz questions. */
  choice: { question: string; options: string[] };
  category: { name: string; description: string };
  term: { term: string; definition: string };
  article: { title: string; summary: string; body: string };
  news: { title: string; body: string };
  course: { title: string; description: string };
  chapter: { title: string; content: string };
  videoSection: { title: string; description: string };
  video: { title: string; description: string };
};
