import { describe, expect, it } from 'vitest';
import { getVisibleMenuEntries } from './main-menu';

const NONE = {
  courses: false,
  videos: false,
  lexicon: false,
  news: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  'performance-trainer': false,
  abstinence: false,
};

const paths = (entries: { path: string }[]) => entries.map((entry) => entry.path);

describe('getVisibleMenuEntries', () => {
  it('shows a new learner overview, statistics, videos, lexicon, the performance trainer and settings (the default permissions)', () => {
    const defaults = { ...NONE, videos: true, lexicon: true, 'performance-trainer': true };
    expect(paths(getVisibleMenuEntries({ role: 'user', permissions: defaults }))).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/videos',
      '/dashboard/lexicon',
      '/dashboard/performance-trainer',
      '/dashboard/settings',
    ]);
  });

  it('adds the abstinence proofs when they are open (by the MPU reasons or an administrator)', () => {
    const entries = getVisibleMenuEntries({ role: 'user', permissions: { ...NONE, videos: true, abstinence: true } });
    expect(paths(entries)).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/videos',
      '/dashboard/abstinence',
      '/dashboard/settings',
    ]);
  });

  it('adds the pages an admin granted, never the admin console', () => {
    const entries = getVisibleMenuEntries({ role: 'user', permissions: { ...NONE, 'ai-assistant': true, news: true } });
    expect(paths(entries)).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/news',
      '/dashboard/ai-assistant',
      '/dashboard/settings',
    ]);
  });

  it('shows admins every entry', () => {
    expect(getVisibleMenuEntries({ role: 'admin', permissions: NONE })).toHaveLength(13);
  });
});
