// The route table as a data router (docs/spec-notes.md, Route table and menu). The pages
// under /dashboard, their access and their menu entries come from DASHBOARD_ROUTES (common/domain/
// navigation.ts); this file adds which code renders each page and what it fetches up front.
// Every page is its own chunk, so the first load of /login carries only what sign-in needs; a
// route's chunk, the viewer and the page's data are requested at the same time (route-loaders.ts).
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, redirect, ScrollRestoration, type RouteObject } from 'react-router';
import { DASHBOARD_ROUTES, type DashboardRoute, type DashboardRouteId } from '@common/domain/navigation';
import { FullPageSpinner } from '../components/ui/spinner';
import { i18n } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';
import { RequireAccess } from './route-guards';
import { loadPageData, loadViewer, PAGE_LOADERS, shouldReloadOnPathChange, type PageLoader } from './route-loaders';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** Route `lazy` for a module's named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyComponent {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The code of every page under /dashboard; a page missing here is a type error. */
const DASHBOARD_PAGES = {
  overview: lazyNamed(() => import('../features/dashboard/pages/overview-page'), 'OverviewPage'),
  statistics: lazyNamed(() => import('../features/statistics/pages/statistics-page'), 'StatisticsPage'),
  courses: lazyNamed(() => import('./courses-overview-page'), 'CoursesOverviewPage'),
  courseDetail: lazyNamed(() => import('../features/courses/pages/course-detail-page'), 'CourseDetailPage'),
  courseChapter: lazyNamed(() => import('../features/courses/pages/course-detail-page'), 'CourseDetailPage'),
  quiz: lazyNamed(() => import('../features/exam-quiz/pages/quiz-page'), 'QuizPage'),
  randomQuiz: lazyNamed(() => import('../features/exam-quiz/pages/random-quiz-page'), 'RandomQuizPage'),
  categoryQuiz: lazyNamed(() => import('../features/exam-quiz/pages/category-quiz-page'), 'CategoryQuizPage'),
  mistakesQuiz: lazyNamed(() => import('../features/exam-quiz/pages/mistakes-quiz-page'), 'MistakesQuizPage'),
  reviewQuiz: lazyNamed(() => import('../features/exam-quiz/pages/review-quiz-page'), 'ReviewQuizPage'),
  markedQuiz: lazyNamed(() => import('../features/exam-quiz/pages/marked-quiz-page'), 'MarkedQuizPage'),
  quizRound: lazyNamed(() => import('../features/exam-quiz/pages/round-page'), 'RoundPage'),
  quizRoundResult: lazyNamed(() => import('../features/exam-quiz/pages/round-result-page'), 'RoundResultPage'),
  examSimulation: lazyNamed(() => import('../features/exam-quiz/pages/exam-simulation-page'), 'ExamSimulationPage'),
  knowledge: lazyNamed(() => import('../features/knowledge/pages/knowledge-page'), 'KnowledgePage'),
  videos: lazyNamed(() => import('../features/videos/pages/videos-page'), 'VideosPage'),
  lexicon: lazyNamed(() => import('../features/lexicon/pages/lexicon-page'), 'LexiconPage'),
  news: lazyNamed(() => import('../features/news/pages/news-page'), 'NewsPage'),
  bookSession: lazyNamed(() => import('../features/booking/pages/book-session-page'), 'BookSessionPage'),
  aiAssistant: lazyNamed(() => import('../features/assistant/pages/ai-assistant-page'), 'AiAssistantPage'),
  examTrainer: lazyNamed(() => import('../features/exam-trainer/pages/exam-trainer-page'), 'ExamTrainerPage'),
  performanceTrainer: lazyNamed(() => import('../features/performance-trainer/pages/performance-trainer-page'), 'PerformanceTrainerPage'),
  abstinence: lazyNamed(() => import('../features/abstinence/pages/abstinence-page'), 'AbstinencePage'),
  myStory: lazyNamed(() => import('../features/my-story/pages/my-story-page'), 'MyStoryPage'),
  myStoryArticle: lazyNamed(() => import('../features/my-story/pages/story-article-page'), 'StoryArticlePage'),
  counsellor: lazyNamed(() => import('../features/counsellor/pages/counsellor-page'), 'CounsellorPage'),
  counsellorStory: lazyNamed(() => import('../features/counsellor/pages/counsellor-story-page'), 'CounsellorStoryPage'),
  counsellorSettings: lazyNamed(() => import('../features/counsellor/pages/counsellor-settings-page'), 'CounsellorSettingsPage'),
  settings: lazyNamed(() => import('../features/settings/pages/settings-page'), 'SettingsPage'),
  admin: lazyNamed(() => import('./admin-console-page'), 'AdminConsolePage'),
  adminQuiz: lazyNamed(() => import('../features/exam-admin/pages/admin-quiz-page'), 'AdminQuizPage'),
  adminSettings: lazyNamed(() => import('../features/api-keys/pages/admin-settings-page'), 'AdminSettingsPage'),
} satisfies Record<DashboardRouteId, LazyComponent>;

const PUBLIC_PAGES: RouteObject[] = [
  { path: 'login', lazy: lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage') },
  { path: 'register', lazy: lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage') },
  { path: 'reset-password', lazy: lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage') },
  {
    path: 'reset-password-confirm',
    lazy: lazyNamed(() => import('../features/auth/pages/reset-password-confirm-page'), 'ResetPasswordConfirmPage'),
  },
  { path: 'auth/callback', lazy: lazyNamed(() => import('../features/auth/pages/auth-callback-page'), 'AuthCallbackPage') },
  { path: 'impressum', lazy: lazyNamed(() => import('../features/legal/pages/legal-page'), 'ImprintPage') },
  { path: 'reminders/unsubscribe', lazy: lazyNamed(() => import('../features/reminders/pages/unsubscribe-page'), 'UnsubscribePage') },
  { path: 'datenschutz', lazy: lazyNamed(() => import('../features/legal/pages/legal-page'), 'PrivacyPage') },
  { path: '*', Component: NotFoundPage },
];

/** One page under /dashboard: its chunk, its data loader, and the guard its access asks for. */
function toDashboardRoute(queryClient: QueryClient, id: DashboardRouteId): RouteObject {
  const { path, page, adminOnly, counsellorOnly } = DASHBOARD_ROUTES[id] as DashboardRoute;
  const load = (PAGE_LOADERS as Partial<Record<DashboardRouteId, PageLoader>>)[id];
  const relativePath = path.slice('/dashboard/'.length);
  const pageRoute: RouteObject = {
    ...(relativePath ? { path: relativePath } : { index: true }),
    lazy: DASHBOARD_PAGES[id],
    ...(load && {
      loader: ({ request }) => loadPageData(queryClient, { page, adminOnly, counsellorOnly }, load, new URL(request.url)),
      shouldRevalidate: shouldReloadOnPathChange,
    }),
  };
  if (!page && !adminOnly && !counsellorOnly) return pageRoute;
  return { element: <RequireAccess page={page} adminOnly={adminOnly} counsellorOnly={counsellorOnly} />, children: [pageRoute] };
}

export function LoadingScreen() {
  // not the hook: it would suspend while a language other than German is still loading
  return <FullPageSpinner label={i18n.t('common:loading')} />;
}

/** A new page starts at the top; back and forward return to where the reader was. */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      // until the first route's chunk and data are there; failed chunk loads and render errors
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        // the loader redirects before anything renders; a leaf route without a Component would make React
        // Router warn on '/' that it renders an empty page
        { index: true, loader: () => redirect('/dashboard'), Component: LoadingScreen },
        { Component: PublicLayout, children: PUBLIC_PAGES },
        // session required: a spinner while it is unknown, /login without one
        {
          path: 'dashboard',
          Component: RequireAccess,
          loader: () => loadViewer(queryClient),
          shouldRevalidate: shouldReloadOnPathChange,
          children: [
            {
              lazy: lazyNamed(() => import('./shell/app-shell'), 'AppShell'),
              children: [
                ...(Object.keys(DASHBOARD_ROUTES) as DashboardRouteId[]).map((id) => toDashboardRoute(queryClient, id)),
                { path: '*', Component: NotFoundPage },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
