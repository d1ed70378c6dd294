// Labels and formats of the user list. Keys are full literals, so i18n.test.ts can check them.
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { PageKey, Role } from '@common/domain/page-keys';
import { toSupportedLanguage, type Language } from '@common/domain/value-sets';
import type { ParseKeys } from 'i18next';

/** A key of the admin-users namespace, checked against its German file (as lib/i18n's TranslationKey). */
type AdminUsersKey = `admin-users:${ParseKeys<'admin-users'>}`;

export const REASON_LABEL_KEYS: Record<MpuReason, AdminUsersKey> = {
  alcohol: 'admin-users:reasons.alcohol',
  drugs: 'admin-users:reasons.drugs',
  points: 'admin-users:reasons.points',
  criminal: 'admin-users:reasons.criminal',
  medizinalcannabis: 'admin-users:reasons.medizinalcannabis',
};

export const ROLE_LABEL_KEYS: Record<Role, AdminUsersKey> = {
  user: 'admin-users:roles.user',
  counsellor: 'admin-users:roles.counsellor',
  admin: 'admin-users:roles.admin',
};

export const PAGE_LABEL_KEYS: Record<PageKey, AdminUsersKey> = {
  courses: 'admin-users:pages.courses',
  videos: 'admin-users:pages.videos',
  lexicon: 'admin-users:pages.lexicon',
  news: 'admin-users:pages.news',
  'book-session': 'admin-users:pages.book-session',
  'ai-assistant': 'admin-users:pages.ai-assistant',
  'exam-trainer': 'admin-users:pages.exam-trainer',
  'performance-trainer': 'admin-users:pages.performance-trainer',
  abstinence: 'admin-users:pages.abstinence',
  'my-story': 'admin-users:pages.my-story',
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
