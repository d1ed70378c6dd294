/** Closed value sets of the specification; the database enforces the same sets. */
export const PASSWORD_MIN_LENGTH = 6;

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

export const BOOKING_SLOTS = ['09:00', '10:30', '13:00', '14:30', '16:00'] as const;
export const BOOKING_PRICE_CENTS = 8900;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-AT' → 'de'; anything unsupported falls back to German. */
export function toSupportedLanguage(value: string | null | undefined): Language {
  const base = (value ?? '').toLowerCase().split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
