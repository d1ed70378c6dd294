import { isLanguage, type Language } from '@common/domain';

const baseOf = (candidate: string) => candidate.split(';')[0]!.trim().toLowerCase().split('-')[0];

/** The language the web app keeps in the `i18next` cookie: the interface's current one. */
function cookieLanguageOf(request: Request | undefined | null): Language | undefined {
  const cookie = request?.headers.get('cookie') ?? '';
  const chosen = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(cookie)?.[1];
  const base = chosen && baseOf(chosen);
  return isLanguage(base) ? base : undefined;
}

/**
 * The interface language the browser uses, as the web app's detector finds it: the `i18next` cookie
 * (the last choice), else the first language of Accept-Language the platform offers. For mails sent
 * during a request and for the prerendered sign-in page.
 */
export function languageOfRequest(request: Request | undefined | null): Language | undefined {
  const chosen = cookieLanguageOf(request);
  if (chosen) return chosen;
  for (const candidate of (request?.headers.get('accept-language') ?? '').split(',')) {
    const base = baseOf(candidate);
    if (isLanguage(base)) return base;
  }
  return undefined;
}

/**
 * A signed-in user's interface language: the one the web app shows (its cookie), else the account's,
 * which the web app applies at sign-in (docs/decisions/058-account-language-and-first-visit.md). The
 * videos the library shows and the overview counts follow it (docs/decisions/075-honest-totals.md).
 */
export function interfaceLanguageOf(request: Request | undefined | null, viewer: { language: Language }): Language {
  return cookieLanguageOf(request) ?? viewer.language;
}
