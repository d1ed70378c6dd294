// The account's language (docs/ARCHITECTURE.md, difference 8): chosen at registration, changed in
// Einstellungen or with the header's switch, and applied when the user signs in on any browser.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@common/domain/value-sets';
import type { Me } from '@common/schemas/me';
import { api, callApi } from './api-client';
import { changeLanguage, getCurrentLanguage } from './i18n';
import { ME_QUERY_KEY, meQueryOptions } from './session';

export function saveAccountLanguage(language: Language) {
  return callApi(api.settings.language.$put, { json: { language } });
}

/**
 * Right after signing in: the interface takes the account's language. Only then, so a language
 * chosen later on this browser (the switch, `?lng=`) is not overridden on the next page load.
 */
export async function applyAccountLanguage(queryClient: QueryClient) {
  const me = await queryClient.fetchQuery(meQueryOptions);
  if (me.language !== getCurrentLanguage()) await changeLanguage(me.language);
}

/** The header's switch for a signed-in user: the interface changes at once, the account keeps the choice. */
export function useSwitchAccountLanguage() {
  const queryClient = useQueryClient();
  return (language: Language) => {
    queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => me && { ...me, language });
    // the interface has already switched; a failed save only means the next sign-in uses the old language
    void saveAccountLanguage(language).catch(() => undefined);
  };
}
