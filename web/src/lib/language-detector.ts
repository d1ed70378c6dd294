// Which language the interface starts in, and where the choice is kept: what i18next's browser
// detector did with the options this platform used, in a few lines instead of a library in the first
// load. Order: ?lng=, the `i18next` cookie (the server reads it for mails and the prerendered sign-in
// page), local storage, the browser's languages. A choice is kept in local storage and the cookie.
import type { LanguageDetectorModule } from 'i18next';

const COOKIE = 'i18next';
const STORAGE_KEY = 'i18nextLng';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function readStorage(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    // storage can be switched off; the cookie and the browser's languages still count
    return undefined;
  }
}

/** The candidates in order; i18next takes the first it supports. */
export function detectLanguages(): string[] {
  // outside a browser (unit tests in Node) there is nothing to detect: German
  if (typeof window === 'undefined') return [];
  const fromQuery = new URLSearchParams(window.location.search).get('lng') ?? undefined;
  const candidates = [fromQuery, readCookie(COOKIE), readStorage(), ...(navigator.languages ?? []), navigator.language];
  return candidates.filter((candidate): candidate is string => Boolean(candidate));
}

export function keepLanguage(language: string) {
  if (typeof document === 'undefined') return;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // see readStorage
  }
  document.cookie = `${COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage: keepLanguage,
};
