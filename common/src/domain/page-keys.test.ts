import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_PERMISSIONS,
  PAGE_KEYS,
  PAGE_KEYS_WITH_ROWS,
  getEffectivePermissions,
  isPageAllowed,
  isPageKey,
  listOpenNewAccountPages,
  listRequestablePages,
  resolveNewAccountPermissions,
} from './page-keys';

describe('page permissions', () => {
  it('new users may open videos, lexicon, the performance trainer and their story only (of the pages that get a row)', () => {
    const allowed = PAGE_KEYS_WITH_ROWS.filter((page) => DEFAULT_PAGE_PERMISSIONS[page]);
    expect(allowed).toEqual(['videos', 'lexicon', 'performance-trainer', 'my-story']);
  });

  it('writes no row for the abstinence tracker, whose default follows the MPU reasons', () => {
    expect(PAGE_KEYS_WITH_ROWS).toEqual([
      'courses',
      'videos',
      'lexicon',
      'news',
      'book-session',
      'ai-assistant',
      'exam-trainer',
      'performance-trainer',
      'my-story',
    ]);
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

  it('abstinence proofs: open without a row for alcohol, drugs and medical cannabis, closed for points and criminal', () => {
    expect(isPageAllowed('user', {}, 'abstinence', ['alcohol'])).toBe(true);
    expect(isPageAllowed('user', {}, 'abstinence', ['drugs'])).toBe(true);
    expect(isPageAllowed('user', {}, 'abstinence', ['medizinalcannabis'])).toBe(true);
    expect(isPageAllowed('user', {}, 'abstinence', ['points', 'alcohol'])).toBe(true);
    expect(isPageAllowed('user', {}, 'abstinence', ['points'])).toBe(false);
    expect(isPageAllowed('user', {}, 'abstinence', ['criminal'])).toBe(false);
    expect(isPageAllowed('user', {}, 'abstinence', [])).toBe(false);
    expect(isPageAllowed('user', {}, 'abstinence')).toBe(false);
  });

  it("abstinence proofs: an administrator's row wins over the reasons", () => {
    expect(isPageAllowed('user', { abstinence: false }, 'abstinence', ['alcohol'])).toBe(false);
    expect(isPageAllowed('user', { abstinence: true }, 'abstinence', ['points'])).toBe(true);
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
      abstinence: true,
      'my-story': true,
    });
  });

  it('knows exactly the ten page keys', () => {
    expect(PAGE_KEYS).toHaveLength(10);
    for (const page of PAGE_KEYS) expect(isPageKey(page)).toBe(true);
    for (const value of ['Videos', 'admin', '', 'book_session', null, undefined, 7, ['videos']]) expect(isPageKey(value)).toBe(false);
  });

  it('an ordinary user without rows gets exactly the content pages, and the tracker with an alcohol MPU', () => {
    expect(getEffectivePermissions('user', {})).toEqual({
      courses: true,
      videos: true,
      lexicon: true,
      news: true,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': false,
      'performance-trainer': true,
      abstinence: false,
      'my-story': true,
    });
    expect(getEffectivePermissions('user', {}, ['alcohol']).abstinence).toBe(true);
  });
});

describe('Freigaben für neue Konten', () => {
  it("an operator who never chose gives new accounts the specification's defaults", () => {
    expect(resolveNewAccountPermissions({})).toEqual(DEFAULT_PAGE_PERMISSIONS);
    expect(listOpenNewAccountPages(resolveNewAccountPermissions({}))).toEqual(['videos', 'lexicon', 'performance-trainer', 'my-story']);
  });

  it("the operator's choice wins page by page; the abstinence tracker keeps following the reasons", () => {
    const chosen = resolveNewAccountPermissions({ news: true, videos: false, abstinence: false });
    expect(chosen).toEqual({ ...DEFAULT_PAGE_PERMISSIONS, news: true, videos: false });
    expect('abstinence' in chosen).toBe(false);
    expect(listOpenNewAccountPages(chosen)).toEqual(['lexicon', 'news', 'performance-trainer', 'my-story']);
  });
});

describe('the areas a learner can ask for at once', () => {
  it('a new alcohol MPU learner asks for exam questions, news, booking, assistant and trainer', () => {
    expect(listRequestablePages(DEFAULT_PAGE_PERMISSIONS, ['alcohol'], [])).toEqual([
      'courses',
      'news',
      'book-session',
      'ai-assistant',
      'exam-trainer',
    ]);
  });

  it('skips the areas asked for already, and adds the abstinence tracker where the reasons do not open it', () => {
    expect(listRequestablePages(DEFAULT_PAGE_PERMISSIONS, ['points'], ['news', 'ai-assistant'])).toEqual([
      'courses',
      'book-session',
      'exam-trainer',
      'abstinence',
    ]);
  });

  it('nothing is left to ask for when every area is open', () => {
    const everything = Object.fromEntries(PAGE_KEYS.map((page) => [page, true]));
    expect(listRequestablePages(everything, [], [])).toEqual([]);
  });
});
