import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_PERMISSIONS, PAGE_KEYS, getEffectivePermissions, isPageAllowed, isPageKey } from './page-keys';

describe('page permissions', () => {
  it('new users may open videos, lexicon and the performance trainer only', () => {
    const allowed = PAGE_KEYS.filter((page) => DEFAULT_PAGE_PERMISSIONS[page]);
    expect(allowed).toEqual(['videos', 'lexicon', 'performance-trainer']);
  });

  it('a stored row decides for an ordinary user', () => {
    expect(isPageAllowed('user', { courses: false }, 'courses')).toBe(false);
    expect(isPageAllowed('user', { courses: true }, 'courses')).toBe(true);
  });

  it('no record means allowed for the content pages', () => {
    for (const page of ['courses', 'videos', 'lexicon', 'news', 'performance-trainer'] as const) {
      expect(isPageAllowed('user', {}, page)).toBe(true);
    }
  });

  it('booking, assistant and trainer need an explicit grant for ordinary users', () => {
    for (const page of ['book-session', 'ai-assistant', 'exam-trainer'] as const) {
      expect(isPageAllowed('user', {}, page)).toBe(false);
      expect(isPageAllowed('user', { [page]: true }, page)).toBe(true);
    }
  });

  it('admins bypass every page permission', () => {
    const denied = Object.fromEntries(PAGE_KEYS.map((page) => [page, false]));
    expect(getEffectivePermissions('admin', denied)).toEqual({
      courses: true,
      videos: true,
      lexicon: true,
      news: true,
      'book-session': true,
      'ai-assistant': true,
      'exam-trainer': true,
      'performance-trainer': true,
    });
  });

  it('knows exactly the eight page keys', () => {
    for (const page of PAGE_KEYS) expect(isPageKey(page)).toBe(true);
    for (const value of ['Videos', 'admin', '', 'book_session', null, undefined, 7, ['videos']]) expect(isPageKey(value)).toBe(false);
  });

  it('an ordinary user without rows gets exactly the content pages', () => {
    expect(getEffectivePermissions('user', {})).toEqual({
      courses: true,
      videos: true,
      lexicon: true,
      news: true,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': false,
      'performance-trainer': true,
    });
  });
});
