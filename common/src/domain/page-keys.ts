export const PAGE_KEYS = [
  'courses',
  'videos',
  'lexicon',
  'news',
  'book-session',
  'ai-assistant',
  'exam-trainer',
  'performance-trainer',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Pages an admin grants individually; ordinary users are denied them by default (docs/ARCHITECTURE.md, difference 5). */
export const ADMIN_GRANTED_PAGES = ['book-session', 'ai-assistant', 'exam-trainer'] as const satisfies readonly PageKey[];

/** The permission rows written for a new user (docs/spec-notes.md, Page permissions). */
export const DEFAULT_PAGE_PERMISSIONS: Readonly<Record<PageKey, boolean>> = {
  videos: true,
  lexicon: true,
  courses: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  news: false,
  // issue 21: the reaction and concentration trainer is open to every learner
  'performance-trainer': true,
};

export type Role = 'user' | 'admin';
export const ROLES = ['user', 'admin'] as const satisfies readonly Role[];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && (PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Whether a user may open a page. Admins bypass page permissions. For the pages an admin grants
 * (booking, assistant, trainer) a missing row means denied; for every other page the spec counts a
 * missing permission row as allowed.
 */
export function isPageAllowed(role: Role, permissions: Partial<Record<PageKey, boolean>>, page: PageKey): boolean {
  if (role === 'admin') return true;
  const stored = permissions[page];
  if (stored !== undefined) return stored;
  return !(ADMIN_GRANTED_PAGES as readonly PageKey[]).includes(page);
}

/** Every page key with its effective value, as `GET /api/me` answers it. */
export function getEffectivePermissions(role: Role, permissions: Partial<Record<PageKey, boolean>>): Record<PageKey, boolean> {
  return Object.fromEntries(PAGE_KEYS.map((page) => [page, isPageAllowed(role, permissions, page)])) as Record<PageKey, boolean>;
}
