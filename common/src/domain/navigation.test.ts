import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES, MENU_ENTRIES, isMenuEntryActive as isActiveFor, type DashboardRoute, type DashboardRouteId } from './navigation';

const entry = (path: string) => MENU_ENTRIES.find((e) => e.path === path)!;
const isMenuEntryActive = (path: string, current: string) => isActiveFor(entry(path), current);

describe('menu highlighting', () => {
  it('highlights the overview only on an exact match', () => {
    expect(isMenuEntryActive('/dashboard', '/dashboard')).toBe(true);
    expect(isMenuEntryActive('/dashboard', '/dashboard/')).toBe(true);
    expect(isMenuEntryActive('/dashboard', '/dashboard/videos')).toBe(false);
  });

  it('highlights other entries by path prefix', () => {
    expect(isMenuEntryActive('/dashboard/courses', '/dashboard/courses')).toBe(true);
    expect(isMenuEntryActive('/dashboard/courses', '/dashboard/courses/42')).toBe(true);
    expect(isMenuEntryActive('/dashboard/admin', '/dashboard/admin/quiz')).toBe(true);
    expect(isMenuEntryActive('/dashboard/news', '/dashboard/newsletter')).toBe(false);
    expect(isMenuEntryActive('/dashboard/videos', '/dashboard/lexicon')).toBe(false);
  });

  it('highlights the courses entry on the quiz modes and the knowledge page', () => {
    expect(isMenuEntryActive('/dashboard/courses', '/dashboard/quiz/random')).toBe(true);
    expect(isMenuEntryActive('/dashboard/courses', '/dashboard/knowledge')).toBe(true);
    expect(isMenuEntryActive('/dashboard/lexicon', '/dashboard/knowledge')).toBe(false);
  });

  it('lists the spec menu with the role-gated entries', () => {
    expect(MENU_ENTRIES.map((e) => e.path)).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/courses',
      '/dashboard/videos',
      '/dashboard/lexicon',
      '/dashboard/news',
      '/dashboard/book-session',
      '/dashboard/ai-assistant',
      '/dashboard/exam-trainer',
      '/dashboard/performance-trainer',
      '/dashboard/abstinence',
      '/dashboard/my-story',
      '/dashboard/counsellor',
      '/dashboard/settings',
      '/dashboard/admin',
    ]);
    expect(MENU_ENTRIES.find((e) => e.path === '/dashboard/admin')?.adminOnly).toBe(true);
    expect(MENU_ENTRIES.find((e) => e.path === '/dashboard/counsellor')?.counsellorOnly).toBe(true);
  });
});

describe('route table', () => {
  it('keeps every page under /dashboard and lets pages highlight only existing menu entries', () => {
    for (const route of Object.values(DASHBOARD_ROUTES) as DashboardRoute[]) {
      expect(route.path.startsWith('/dashboard')).toBe(true);
      if (route.highlights) expect(DASHBOARD_ROUTES[route.highlights as DashboardRouteId]).toHaveProperty('menuLabel');
    }
  });

  it('gives a menu entry the access of its page', () => {
    expect(entry('/dashboard/videos').page).toBe('videos');
    expect(entry('/dashboard/settings').page).toBeUndefined();
    expect(DASHBOARD_ROUTES.adminQuiz.adminOnly).toBe(true);
    expect(DASHBOARD_ROUTES.categoryQuiz.page).toBe('courses');
  });
});
