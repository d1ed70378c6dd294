// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, keepLanguage } from './language-detector';

// the unit project shares one browser environment between files: start from a clean one too
function forgetLanguage() {
  localStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
}
beforeEach(forgetLanguage);
afterEach(forgetLanguage);

describe('the interface language', () => {
  it('follows ?lng= first, then the cookie, then local storage, then the browser', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-US']);
    expect(detectLanguages()).toEqual(['fr-FR', 'en-US', navigator.language]);
    localStorage.setItem('i18nextLng', 'tr');
    expect(detectLanguages()[0]).toBe('tr');
    document.cookie = 'i18next=en; path=/';
    expect(detectLanguages().slice(0, 2)).toEqual(['en', 'tr']);
    window.history.replaceState(null, '', '/login?lng=de');
    expect(detectLanguages()[0]).toBe('de');
  });

  it('keeps a choice in local storage and in the cookie the server reads', () => {
    keepLanguage('tr');
    expect(localStorage.getItem('i18nextLng')).toBe('tr');
    expect(document.cookie).toContain('i18next=tr');
  });
});
