// Labels and formats of the user list. Keys are full literals, so i18n.test.ts can check them.
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { PageKey, Role } from '@common/domain/page-keys';
import { toSupportedLanguage, type Language } from '@common/domain/value-sets';

export const REASON_LABEL_KEYS: Record<MpuReason, string> = {
  alcohol: 'admin:reasons.alcohol',
  drugs: 'admin:reasons.drugs',
  points: 'admin:reasons.points',
  criminal: 'admin:reasons.criminal',
  medizinalcannabis: 'admin:reasons.medizinalcannabis',
};

export const ROLE_LABEL_KEYS: Record<Role, string> = {
  user: 'admin:roles.user',
  admin: 'admin:roles.admin',
};

export const PAGE_LABEL_KEYS: Record<PageKey, string> = {
  courses: 'admin:pages.courses',
  videos: 'admin:pages.videos',
  lexicon: 'admin:pages.lexicon',
  news: 'admin:pages.news',
  'book-session': 'admin:pages.book-session',
  'ai-assistant': 'admin:pages.ai-assistant',
  'exam-trainer': 'admin:pages.exam-trainer',
};

const DATE_LOCALES: Record<Language, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' };

/** A table date in the UI language: de '21.11.2026', tr '21.11.2026', en '21/11/2026'. */
export function formatTableDate(iso: string, language: string | undefined, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[toSupportedLanguage(language)], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}
