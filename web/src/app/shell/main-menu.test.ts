import { describe, expect, it } from 'vitest';
import { getLockedMenuEntries, getVisibleMenuEntries } from './main-menu';

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
  'my-story': false,
};

const paths = (entries: { path: string }[]) => entries.map((entry) => entry.path);

describe('getVisibleMenuEntries', () => {
  it('shows a new learner overview, statistics, videos, lexicon, the performance trainer, their story and settings (the default permissions)', () => {
    const defaults = { ...NONE, videos: true, lexicon: true, 'performance-trainer': true, 'my-story': true };
    expect(paths(getVisibleMenuEntries({ role: 'user', permissions: defaults }))).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/videos',
      '/dashboard/lexicon',
      '/dashboard/performance-trainer',
      '/dashboard/my-story',
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

  it("shows admins every entry but the counsellor's own sessions", () => {
    const entries = getVisibleMenuEntries({ role: 'admin', permissions: NONE });
    expect(entries).toHaveLength(14);
    expect(paths(entries)).not.toContain('/dashboard/counsellor');
  });

  it("adds 'Meine Termine' for counsellors only, after the learner's pages they have", () => {
    const permissions = { ...NONE, videos: true };
    expect(paths(getVisibleMenuEntries({ role: 'counsellor', permissions }))).toEqual([
      '/dashboard',
      '/dashboard/statistics',
      '/dashboard/videos',
      '/dashboard/counsellor',
      '/dashboard/settings',
    ]);
    expect(paths(getVisibleMenuEntries({ role: 'user', permissions }))).not.toContain('/dashboard/counsellor');
  });
});

describe('getLockedMenuEntries', () => {
  const defaults = { ...NONE, videos: true, lexicon: true, 'performance-trainer': true, 'my-story': true };

  it("lists a learner's closed areas, which they can ask to have opened", () => {
    expect(paths(getLockedMenuEntries({ role: 'user', permissions: defaults }))).toEqual([
      '/dashboard/courses',
      '/dashboard/news',
      '/dashboard/book-session',
      '/dashboard/ai-assistant',
      '/dashboard/exam-trainer',
      '/dashboard/abstinence',
    ]);
  });

  it('lists none for a counsellor, who works in their sessions, nor for an admin', () => {
    expect(getLockedMenuEntries({ role: 'counsellor', permissions: defaults })).toEqual([]);
    expect(getLockedMenuEntries({ role: 'admin', permissions: NONE })).toEqual([]);
  });
});
