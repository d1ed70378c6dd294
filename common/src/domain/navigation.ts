import type { PageKey } from './page-keys';

export interface MenuEntry {
  path: string;
  labelKey: string;
  /** Page permission the entry needs; undefined for pages every signed-in user reaches. */
  page?: PageKey;
  adminOnly?: boolean;
  /** Further paths that belong to the entry (the quiz modes and the knowledge page are part of the courses area). */
  alsoActiveFor?: readonly string[];
}

/** The shell's menu (spec, accounts section 2, Shell). */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/dashboard', labelKey: 'nav.overview' },
  { path: '/dashboard/courses', labelKey: 'nav.courses', page: 'courses', alsoActiveFor: ['/dashboard/quiz', '/dashboard/knowledge'] },
  { path: '/dashboard/videos', labelKey: 'nav.videos', page: 'videos' },
  { path: '/dashboard/lexicon', labelKey: 'nav.lexicon', page: 'lexicon' },
  { path: '/dashboard/news', labelKey: 'nav.news', page: 'news' },
  { path: '/dashboard/book-session', labelKey: 'nav.bookSession', page: 'book-session' },
  { path: '/dashboard/ai-assistant', labelKey: 'nav.aiAssistant', page: 'ai-assistant' },
  { path: '/dashboard/exam-trainer', labelKey: 'nav.examTrainer', page: 'exam-trainer' },
  { path: '/dashboard/settings', labelKey: 'nav.settings' },
  { path: '/dashboard/admin', labelKey: 'nav.admin', adminOnly: true },
];

const startsWithPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The overview entry is highlighted only on an exact match, every other entry by prefix. */
export function isMenuEntryActive(entry: Pick<MenuEntry, 'path' | 'alsoActiveFor'>, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (entry.path === '/dashboard') return path === '/dashboard';
  return [entry.path, ...(entry.alsoActiveFor ?? [])].some((prefix) => startsWithPath(path, prefix));
}
