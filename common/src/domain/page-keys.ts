import { ABSTINENCE_REASONS } from './abstinence';

export const PAGE_KEYS = [
  'courses',
  'videos',
  'lexicon',
  'news',
  'book-session',
  'ai-assistant',
  'exam-trainer',
  'performance-trainer',
  'abstinence',
  'my-story',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Pages an admin grants individually; ordinary users are denied them by default (docs/ARCHITECTURE.md, difference 5). */
export const ADMIN_GRANTED_PAGES = ['book-session', 'ai-assistant', 'exam-trainer'] as const satisfies readonly PageKey[];

/**
 * Pages whose default follows the learner's MPU reasons instead of a row written at registration, so
 * a change of reasons changes the default too (docs/decisions/066-abstinence-tracker.md). An explicit
 * row, set by an administrator, still wins.
 */
export const REASON_DEFAULT_PAGES = { abstinence: ABSTINENCE_REASONS } as const satisfies Partial<Record<PageKey, readonly string[]>>;
export type ReasonDefaultPage = keyof typeof REASON_DEFAULT_PAGES;

/** The pages that get a permission row when an account is created. */
export const PAGE_KEYS_WITH_ROWS = PAGE_KEYS.filter((page): page is Exclude<PageKey, ReasonDefaultPage> => !(page in REASON_DEFAULT_PAGES));

/** The permission rows written for a new user (docs/spec-notes.md, Page permissions). */
export const DEFAULT_PAGE_PERMISSIONS: Readonly<Record<Exclude<PageKey, ReasonDefaultPage>, boolean>> = {
  videos: true,
  lexicon: true,
  courses: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  news: false,
  // issue 21: the reaction and concentration trainer is open to every learner
  'performance-trainer': true,
  // issue 37: the learner's own MPU story is open to every learner
  'my-story': true,
};

/** A page whose row a new account gets: the pages the operator sets in 'Freigaben für neue Konten'. */
export type NewAccountPage = Exclude<PageKey, ReasonDefaultPage>;
export type NewAccountPermissions = Record<NewAccountPage, boolean>;

/**
 * The rows a new account gets: the operator's choice ('Freigaben für neue Konten', stored per page)
 * where they made one, the specification's defaults elsewhere (docs/decisions/074-access-for-new-accounts.md).
 */
export function resolveNewAccountPermissions(stored: Partial<Record<PageKey, boolean>>): NewAccountPermissions {
  return Object.fromEntries(
    PAGE_KEYS_WITH_ROWS.map((page) => [page, stored[page] ?? DEFAULT_PAGE_PERMISSIONS[page]]),
  ) as NewAccountPermissions;
}

/** The pages a new learner may open with these rows, in menu order. */
export function listOpenNewAccountPages(permissions: NewAccountPermissions): NewAccountPage[] {
  return PAGE_KEYS_WITH_ROWS.filter((page) => permissions[page]);
}

/**
 * The pages a learner could ask for now: locked for them and not already asked for (an open request).
 * A refused request may be asked again.
 */
export function listRequestablePages(
  permissions: Partial<Record<PageKey, boolean>>,
  reasons: readonly string[],
  openRequests: readonly PageKey[],
): PageKey[] {
  return PAGE_KEYS.filter((page) => !isPageAllowed('user', permissions, page, reasons) && !openRequests.includes(page));
}

/** A counsellor is a learner's account with "Meine Termine" for the sessions of the linked counsellor profile. */
export type Role = 'user' | 'counsellor' | 'admin';
export const ROLES = ['user', 'counsellor', 'admin'] as const satisfies readonly Role[];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && (PAGE_KEYS as readonly string[]).includes(value);
}

/**
 * Whether a user may open a page. Admins bypass page permissions. For the pages an admin grants
 * (booking, assistant, trainer) a missing row means denied; for the abstinence tracker a missing row
 * means allowed when one of the user's MPU reasons is among its reasons (`reasons`: the effective
 * reasons); for every other page the spec counts a missing permission row as allowed.
 */
export function isPageAllowed(
  role: Role,
  permissions: Partial<Record<PageKey, boolean>>,
  page: PageKey,
  reasons: readonly string[] = [],
): boolean {
  if (role === 'admin') return true;
  const stored = permissions[page];
  if (stored !== undefined) return stored;
  if (page in REASON_DEFAULT_PAGES) {
    const pageReasons: readonly string[] = REASON_DEFAULT_PAGES[page as ReasonDefaultPage];
    return reasons.some((reason) => pageReasons.includes(reason));
  }
  return !(ADMIN_GRANTED_PAGES as readonly PageKey[]).includes(page);
}

/** Every page key with its effective value, as `GET /api/me` answers it (`reasons`: the user's effective MPU reasons). */
export function getEffectivePermissions(
  role: Role,
  permissions: Partial<Record<PageKey, boolean>>,
  reasons: readonly string[] = [],
): Record<PageKey, boolean> {
  return Object.fromEntries(PAGE_KEYS.map((page) => [page, isPageAllowed(role, permissions, page, reasons)])) as Record<PageKey, boolean>;
}
