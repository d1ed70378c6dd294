import { queryOptions, useQuery } from '@tanstack/react-query';

export type ResetTokenState = 'valid' | 'invalid' | 'unknown';

const CALLBACK_PATH = '/reset-password-confirm';

/**
 * Asks better-auth whether a reset token still exists without using it up: its callback endpoint
 * redirects to `callbackURL?token=…` or `callbackURL?error=INVALID_TOKEN`, and fetch follows the
 * redirect, so the final URL tells. Anything unexpected is 'unknown' (the form is shown and the
 * server decides on submit).
 */
export async function checkResetToken(token: string): Promise<ResetTokenState> {
  try {
    const url = `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(CALLBACK_PATH)}`;
    const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
    const finalUrl = new URL(response.url, window.location.origin);
    if (finalUrl.pathname !== CALLBACK_PATH) return 'unknown';
    if (finalUrl.searchParams.get('error')) return 'invalid';
    if (finalUrl.searchParams.get('token') === token) return 'valid';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
