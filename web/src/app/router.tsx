// The spec's whole route table in one place (accounts section 2, learning-content section 2).
// Every page is its own chunk, so the first load of /login carries only what sign-in needs.
import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';
import { RequireAccess } from './route-guards';

/** React.lazy for a module's named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const AppShell = lazyNamed(() => import('./shell/app-shell'), 'AppShell');

const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const ResetPasswordConfirmPage = lazyNamed(
  () => import('../features/auth/pages/reset-password-confirm-page'),
  'ResetPasswordConfirmPage',
);
const AuthCallbackPage = lazyNamed(() => import('../features/auth/pages/auth-callback-page'), 'AuthCallbackPage');
const ImprintPage = lazyNamed(() => import('../features/legal/pages/legal-page'), 'ImprintPage');
const PrivacyPage = lazyNamed(() => import('../features/legal/pages/legal-page'), 'PrivacyPage');

const OverviewPage = lazyNamed(() => import('../features/dashboard/pages/overview-page'), 'OverviewPage');
const CoursesPage = lazyNamed(() => import('../features/courses/pages/courses-page'), 'CoursesPage');
const CourseDetailPage = lazyNamed(() => import('../features/courses/pages/course-detail-page'), 'CourseDetailPage');
const QuizPage = lazyNamed(() => import('../features/exam-quiz/pages/quiz-page'), 'QuizPage');
const RandomQuizPage = lazyNamed(() => import('../features/exam-quiz/pages/random-quiz-page'), 'RandomQuizPage');
const CategoryQuizPage = lazyNamed(() => import('../features/exam-quiz/pages/category-quiz-page'), 'CategoryQuizPage');
const KnowledgePage = lazyNamed(() => import('../features/lexicon/pages/knowledge-page'), 'KnowledgePage');
const VideosPage = lazyNamed(() => import('../features/videos/pages/videos-page'), 'VideosPage');
const LexiconPage = lazyNamed(() => import('../features/lexicon/pages/lexicon-page'), 'LexiconPage');
const NewsPage = lazyNamed(() => import('../features/news/pages/news-page'), 'NewsPage');
const SettingsPage = lazyNamed(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const BookSessionPage = lazyNamed(() => import('../features/booking/pages/book-session-page'), 'BookSessionPage');
const AiAssistantPage = lazyNamed(() => import('../features/assistant/pages/ai-assistant-page'), 'AiAssistantPage');
const ExamTrainerPage = lazyNamed(() => import('../features/exam-trainer/pages/exam-trainer-page'), 'ExamTrainerPage');
const AdminPage = lazyNamed(() => import('../features/admin-users/pages/admin-page'), 'AdminPage');
const AdminQuizPage = lazyNamed(() => import('../features/exam-admin/pages/admin-quiz-page'), 'AdminQuizPage');
const AdminSettingsPage = lazyNamed(() => import('../features/api-keys/pages/admin-settings-page'), 'AdminSettingsPage');

export const routes: RouteObject[] = [
  {
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },

      // public
      {
        element: <PublicLayout />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'reset-password-confirm', element: <ResetPasswordConfirmPage /> },
          { path: 'auth/callback', element: <AuthCallbackPage /> },
          { path: 'impressum', element: <ImprintPage /> },
          { path: 'datenschutz', element: <PrivacyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },

      // session required; a spinner while it is unknown, /login without one
      {
        path: 'dashboard',
        element: <RequireAccess />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <OverviewPage /> },
              { path: 'settings', element: <SettingsPage /> },
              {
                element: <RequireAccess page="courses" />,
                children: [
                  { path: 'courses', element: <CoursesPage /> },
                  { path: 'courses/:courseId', element: <CourseDetailPage /> },
                  { path: 'quiz', element: <QuizPage /> },
                  { path: 'quiz/random', element: <RandomQuizPage /> },
                  { path: 'quiz/category/:categoryId', element: <CategoryQuizPage /> },
                  { path: 'knowledge', element: <KnowledgePage /> },
                ],
              },
              { element: <RequireAccess page="videos" />, children: [{ path: 'videos', element: <VideosPage /> }] },
              { element: <RequireAccess page="lexicon" />, children: [{ path: 'lexicon', element: <LexiconPage /> }] },
              { element: <RequireAccess page="news" />, children: [{ path: 'news', element: <NewsPage /> }] },
              // admins always; other users only when an admin granted the page (ARCHITECTURE.md, difference 5)
              {
                element: <RequireAccess page="book-session" />,
                children: [{ path: 'book-session', element: <BookSessionPage /> }],
              },
              {
                element: <RequireAccess page="ai-assistant" />,
                children: [{ path: 'ai-assistant', element: <AiAssistantPage /> }],
              },
              {
                element: <RequireAccess page="exam-trainer" />,
                children: [{ path: 'exam-trainer', element: <ExamTrainerPage /> }],
              },
              {
                element: <RequireAccess adminOnly />,
                children: [
                  { path: 'admin', element: <AdminPage /> },
                  { path: 'admin/quiz', element: <AdminQuizPage /> },
                  { path: 'admin/settings', element: <AdminSettingsPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
