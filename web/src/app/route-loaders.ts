// What a route starts fetching the moment it is matched, in parallel with its code chunk (no
// waterfall of session → shell → page chunk → page data). The loaders only fill the query cache: the
// components read it with their usual hooks, the guards decide about the session, and a failed
// request (401 without a session, 403 on a denied page, a network error) is left for the guard or
// the page's own error state, never turned into the router's error page.
import type { QueryClient } from '@tanstack/react-query';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { DashboardRouteId, RouteAccess } from '@common/domain/navigation';
import type { Me } from '@common/schemas/me';
import { listUsersQueryOptions } from '../features/admin-users/api/list-users';
import { parsePageParam } from '../lib/use-list-params';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { courseQueryOptions, coursesQueryOptions } from '../features/courses/api/course-queries';
import { quizHubQueryOptions } from '../features/exam-quiz/api/quiz-queries';
import { knowledgeQueryOptions } from '../features/knowledge/api/knowledge-query';
import { lexiconQueryOptions } from '../features/lexicon/api/lexicon-query';
import { storyQueryOptions } from '../features/my-story/api/story-queries';
import { newsQueryOptions } from '../features/news/api/news-query';
import { settingsQueryOptions } from '../features/settings/api/get-settings';
import { parsePeriodParam, PERIOD_PARAM, statisticsQueryOptions } from '../features/statistics/api/get-statistics';
import { getCurrentLanguage } from '../lib/i18n';
import { ME_QUERY_KEY, meQueryOptions } from '../lib/session';
import { decideAccess } from './guards';

export interface PageLoaderArgs {
  queryClient: QueryClient;
  url: URL;
}

/** Fills the cache for one page; the page's queries then start with data. */
export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>;

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    () => null,
  );

/**
 * /dashboard and everything below: the viewer (GET /api/me), asked afresh on every navigation to
 * another path, so an admin's change to role or page permissions applies on the user's next one.
 */
export function loadViewer(queryClient: QueryClient) {
  return settle(queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }));
}

/** Revalidate the viewer when the path changes, not when a page only changes its search parameters. */
export function shouldReloadOnPathChange({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

/**
 * A page's own data, started but not waited for: the page renders as soon as its chunk and the viewer
 * are there and shows its own loading state (the overview's skeleton) until the data arrives, so a
 * slow answer never holds up a navigation. A page that needs a permission or the admin role asks for
 * its data only once the viewer is known and may open it (on a full load it waits for the viewer the
 * parent route is asking for anyway): a locked page sends no request the server would refuse, so the
 * console shows no 403 (docs/decisions/074-access-for-new-accounts.md). A page every signed-in user
 * opens starts its data at once, together with the viewer.
 */
export async function loadPageData(queryClient: QueryClient, access: RouteAccess, load: PageLoader | undefined, url: URL) {
  if (!load) return null;
  if (access.page || access.adminOnly || access.counsellorOnly) {
    // the parent's loader is fetching the viewer already: this waits for the same request
    const me = queryClient.getQueryData<Me>(ME_QUERY_KEY) ?? (await queryClient.ensureQueryData(meQueryOptions).catch(() => undefined));
    if (!me || decideAccess({ status: 'success', me, ...access }) !== 'allow') return null;
  }
  void settle(load({ queryClient, url }));
  return null;
}

/** /dashboard/courses/{courseId}, with or without /chapters/{chapterId}. */
function loadCourse({ queryClient, url }: PageLoaderArgs) {
  const courseId = url.pathname.split('/')[3];
  return courseId ? queryClient.ensureQueryData(courseQueryOptions(courseId)) : Promise.resolve(null);
}

/** The pages that have data of their own to start with. */
export const PAGE_LOADERS = {
  overview: ({ queryClient }) => queryClient.ensureQueryData(dashboardQueryOptions(getCurrentLanguage())),
  statistics: ({ queryClient, url }) =>
    queryClient.ensureQueryData(statisticsQueryOptions(parsePeriodParam(url.searchParams.get(PERIOD_PARAM)), getCurrentLanguage())),
  settings: ({ queryClient }) => queryClient.ensureQueryData(settingsQueryOptions),
  courses: ({ queryClient }) =>
    Promise.all([queryClient.ensureQueryData(quizHubQueryOptions), queryClient.ensureQueryData(coursesQueryOptions)]),
  courseDetail: loadCourse,
  courseChapter: loadCourse,
  lexicon: ({ queryClient }) => queryClient.ensureQueryData(lexiconQueryOptions()),
  knowledge: ({ queryClient }) => queryClient.ensureQueryData(knowledgeQueryOptions()),
  news: ({ queryClient }) => queryClient.ensureQueryData(newsQueryOptions()),
  quiz: ({ queryClient }) => queryClient.ensureQueryData(quizHubQueryOptions),
  // the cache holds the last save's state (the page keeps it current), so coming back starts from the newest revision
  myStory: ({ queryClient }) => queryClient.ensureQueryData(storyQueryOptions()),
  // the list the page shows first: the search and page in the URL (a reload keeps them), else page 1
  admin: ({ queryClient, url }) =>
    queryClient.ensureQueryData(
      listUsersQueryOptions({ search: (url.searchParams.get('q') ?? '').trim(), page: parsePageParam(url.searchParams.get('page')) }),
    ),
} satisfies Partial<Record<DashboardRouteId, PageLoader>>;
