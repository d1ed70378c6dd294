import type { PageKey } from './page-keys';

export interface MenuEntry {
  path: string;
  labelKey: string;
  /** Page permission the entry needs; undefined for pages every signed-in user reaches. */
  page?: PageKey;
  adminOnly?: boolean;
}

/** The shell's menu (spec, accounts section 2, Shell). */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/dashboard', labelKey: 'nav.overview' },
  { path: '/dashboard/courses', labelKey: 'nav.courses', page: 'courses' },
  { path: '/dashboard/videos', labelKey: 'nav.videos', page: 'videos' },
  { path: '/dashboard/lexicon', labelKey: 'nav.lexicon', page: 'lexicon' },
  { path: '/dashboard/news', labelKey: 'nav.news', page: 'news' },
  { path: '/dashboard/book-session', labelKey: 'nav.bookSession', page: 'book-session' },
  { path: '/dashboard/ai-assistant', labelKey: 'nav.aiAssistant', page: 'ai-assistant' },
  { path: '/dashboard/exam-trainer', labelKey: 'nav.examTrainer', page: 'exam-trainer' },
  { path: '/dashboard/settings', labelKey: 'nav.settings' },
  { path: '/dashboard/admin', labelKey: 'nav.admin', adminOnly: true },
];

/** The overview entry is highlighted only on an exact match, every other entry by prefix. */
export function isMenuEntryActive(entryPath: string, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (entryPath === '/dashboard') return path === '/dashboard';
  return path === entryPath || path.startsWith(`${entryPath}/`);
}
