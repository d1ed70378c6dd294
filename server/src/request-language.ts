import { isLanguage, type Language } from '@common/domain';

/**
 * The interface language the browser uses, as the web app's detector finds it: the `i18next` cookie
 * (the last choice), else the first language of Accept-Language the platform offers. For mails sent
 * during a request and for the prerendered sign-in page.
 */
export function languageOfRequest(request: Request | undefined | null): Language | undefined {
  const cookie = request?.headers.get('cookie') ?? '';
  const chosen = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(cookie)?.[1];
  const candidates = chosen ? [chosen] : (request?.headers.get('accept-language') ?? '').split(',');
  for (const candidate of candidates) {
    const base = candidate.split(';')[0]!.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
