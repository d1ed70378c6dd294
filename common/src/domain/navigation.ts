// The signed-in part of the route table (docs/spec-notes.md, Route table and menu):
// every page under /dashboard with the access it needs and its menu entry, declared once. The web
// app derives its router, the guards and the shell's menu from DASHBOARD_ROUTES; it adds only
// which code renders each page (web/src/app/router.tsx, keyed by the same ids).
import type { PageKey } from './page-keys';

/** Who may open a page: every signed-in user (neither set), holders of a page permission, or admins. */
export interface RouteAccess {
  /** Page permission the route needs; undefined for pages every signed-in user reaches. */
  page?: PageKey;
  adminOnly?: boolean;
  /** Accounts with the role 'counsellor' only (their sessions; issue 40). */
  counsellorOnly?: boolean;
}

export interface DashboardRoute extends RouteAccess {
  /** Full path, with `:param` segments. */
  path: string;
  /** The page has its own menu entry with this label (a key of the `common` namespace). */
  menuLabel?: string;
  /** The page has no entry of its own but highlights this one (the quiz modes belong to the courses area). */
  highlights?: string;
}

/**
 * Every page under /dashboard. The keys name the pages; the order of the entries with a
 * `menuLabel` is the menu's order (docs/spec-notes.md, Route table and menu).
 */
export const DASHBOARD_ROUTES = {
  overview: { path: '/dashboard', menuLabel: 'nav.overview' },
  // part of the overview: every signed-in user (issue 20)
  statistics: { path: '/dashboard/statistics', menuLabel: 'nav.statistics' },
  courses: { path: '/dashboard/courses', page: 'courses', menuLabel: 'nav.courses' },
  courseDetail: { path: '/dashboard/courses/:courseId', page: 'courses' },
  // one chapter of a course at a time; the spec's course route opens the chapter the learner left off at (decision 080)
  courseChapter: { path: '/dashboard/courses/:courseId/chapters/:chapterId', page: 'courses' },
  quiz: { path: '/dashboard/quiz', page: 'courses', highlights: 'courses' },
  randomQuiz: { path: '/dashboard/quiz/random', page: 'courses', highlights: 'courses' },
  categoryQuiz: { path: '/dashboard/quiz/category/:categoryId', page: 'courses', highlights: 'courses' },
  mistakesQuiz: { path: '/dashboard/quiz/mistakes', page: 'courses', highlights: 'courses' },
  reviewQuiz: { path: '/dashboard/quiz/review', page: 'courses', highlights: 'courses' },
  markedQuiz: { path: '/dashboard/quiz/marked', page: 'courses', highlights: 'courses' },
  quizRound: { path: '/dashboard/quiz/rounds/:roundId', page: 'courses', highlights: 'courses' },
  quizRoundResult: { path: '/dashboard/quiz/rounds/:roundId/result', page: 'courses', highlights: 'courses' },
  examSimulation: { path: '/dashboard/quiz/simulation/:simulationId', page: 'courses', highlights: 'courses' },
  knowledge: { path: '/dashboard/knowledge', page: 'courses', highlights: 'courses' },
  videos: { path: '/dashboard/videos', page: 'videos', menuLabel: 'nav.videos' },
  lexicon: { path: '/dashboard/lexicon', page: 'lexicon', menuLabel: 'nav.lexicon' },
  news: { path: '/dashboard/news', page: 'news', menuLabel: 'nav.news' },
  // admins always; other users only when an admin granted the page (docs/ARCHITECTURE.md, difference 5)
  bookSession: { path: '/dashboard/book-session', page: 'book-session', menuLabel: 'nav.bookSession' },
  aiAssistant: { path: '/dashboard/ai-assistant', page: 'ai-assistant', menuLabel: 'nav.aiAssistant' },
  examTrainer: { path: '/dashboard/exam-trainer', page: 'exam-trainer', menuLabel: 'nav.examTrainer' },
  performanceTrainer: { path: '/dashboard/performance-trainer', page: 'performance-trainer', menuLabel: 'nav.performanceTrainer' },
  // open by default for learners with an alcohol, drug or medical-cannabis MPU (docs/decisions/066-abstinence-tracker.md)
  abstinence: { path: '/dashboard/abstinence', page: 'abstinence', menuLabel: 'nav.abstinence' },
  // issue 37: the learner's own story, checked the way an assessor checks it; open to every learner
  myStory: { path: '/dashboard/my-story', page: 'my-story', menuLabel: 'nav.myStory' },
  // the articles a finding links, readable where the knowledge page (part of 'courses') is closed
  myStoryArticle: { path: '/dashboard/my-story/articles/:slug', page: 'my-story', highlights: 'myStory' },
  // issue 40: a counsellor's own sessions, the stories shared with them, and their hours and session mode
  counsellor: { path: '/dashboard/counsellor', counsellorOnly: true, menuLabel: 'nav.counsellor' },
  counsellorStory: { path: '/dashboard/counsellor/bookings/:bookingId/story', counsellorOnly: true, highlights: 'counsellor' },
  counsellorSettings: { path: '/dashboard/counsellor/settings', counsellorOnly: true, highlights: 'counsellor' },
  settings: { path: '/dashboard/settings', menuLabel: 'nav.settings' },
  admin: { path: '/dashboard/admin', adminOnly: true, menuLabel: 'nav.admin' },
  adminQuiz: { path: '/dashboard/admin/quiz', adminOnly: true },
  adminSettings: { path: '/dashboard/admin/settings', adminOnly: true },
} as const satisfies Record<string, DashboardRoute>;

export type DashboardRouteId = keyof typeof DASHBOARD_ROUTES;

export interface MenuEntry extends RouteAccess {
  path: string;
  labelKey: string;
  /** Further paths that belong to the entry (the quiz modes and the knowledge page are part of the courses area). */
  alsoActiveFor?: readonly string[];
}

/** The path up to its first `:param` ('/dashboard/quiz/category/:id' → '/dashboard/quiz/category'). */
const staticPrefix = (path: string) => path.split('/:')[0]!;

const routeEntries = Object.entries(DASHBOARD_ROUTES) as [DashboardRouteId, DashboardRoute][];

/** The shell's menu, derived from DASHBOARD_ROUTES. */
export const MENU_ENTRIES: readonly MenuEntry[] = routeEntries.flatMap(([id, route]) => {
  if (!route.menuLabel) return [];
  const alsoActiveFor = [
    ...new Set(routeEntries.filter(([, other]) => other.highlights === id).map(([, other]) => staticPrefix(other.path))),
  ];
  return [
    {
      path: route.path,
      labelKey: route.menuLabel,
      ...(route.page && { page: route.page }),
      ...(route.adminOnly && { adminOnly: true }),
      ...(route.counsellorOnly && { counsellorOnly: true }),
      ...(alsoActiveFor.length > 0 && { alsoActiveFor }),
    },
  ];
});

const startsWithPath = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The overview entry is highlighted only on an exact match, every other entry by prefix. */
export function isMenuEntryActive(entry: Pick<MenuEntry, 'path' | 'alsoActiveFor'>, currentPath: string): boolean {
  const path = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  if (entry.path === '/dashboard') return path === '/dashboard';
  return [entry.path, ...(entry.alsoActiveFor ?? [])].some((prefix) => startsWithPath(path, prefix));
}
