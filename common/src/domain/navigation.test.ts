import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, isMenuEntryActive as isActiveFor } from './navigation';

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
      '/dashboard/courses',
      '/dashboard/videos',
      '/dashboard/lexicon',
      '/dashboard/news',
      '/dashboard/book-session',
      '/dashboard/ai-assistant',
      '/dashboard/exam-trainer',
      '/dashboard/settings',
      '/dashboard/admin',
    ]);
    expect(MENU_ENTRIES.find((e) => e.path === '/dashboard/admin')?.adminOnly).toBe(true);
  });
});
