/** Closed value sets of the specification; the database enforces the same sets. */
export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's own cap: a longer password could be set but never used to sign in. */
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321's limit on a forward path; longer addresses cannot receive mail. */
export const EMAIL_MAX_LENGTH = 254;
/** Birth dates before this are typing errors. */
export const BIRTH_DATE_MIN = '1900-01-01';

/** A birth date (YYYY-MM-DD) between BIRTH_DATE_MIN and today; ISO strings compare like dates. */
export function isPlausibleBirthDate(isoDate: string, today = new Date().toISOString().slice(0, 10)): boolean {
  return isoDate >= BIRTH_DATE_MIN && isoDate <= today;
}

export const LANGUAGES = ['de', 'tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const VIDEO_LANGUAGES = ['de', 'en', 'tr'] as const;

export const LIVING_SITUATIONS = ['alone', 'family', 'partner', 'roommates', 'parents'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'relationship', 'married', 'divorced', 'widowed'] as const;
export const EDUCATIONS = ['hauptschule', 'realschule', 'gymnasium', 'university', 'other'] as const;
export const HIGHEST_DEGREES = ['none', 'hauptschule', 'realschule', 'abitur', 'bachelor', 'master', 'phd'] as const;

export const GLOSSARY_CATEGORIES = [
  'Grundlagen',
  'Rechtliches',
  'Medizinisches',
  'Psychologie',
  'Therapie',
  'Dokumentation',
  'Beratung',
  'Diagnostik',
  'Technisch',
  'Schulung',
  'Organisation',
  'Gutachten',
] as const;
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

export const BOOKING_PRICE_CENTS = 8900;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; anything unsupported falls back to German. */
export function toSupportedLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
