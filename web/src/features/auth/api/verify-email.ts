import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '../../../lib/auth-client';

/** Confirms the address from the mailed link; on success the server also signs the user in. */
export function verifyEmail(token: string) {
  return unwrapAuthResult(authClient.verifyEmail({ query: { token } })).then(() => true);
}

// a query, not a mutation: the link is confirmed once per page visit, also under StrictMode's double effects
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    // a rejected link answers 401; that says nothing about the session of whoever opens it
    meta: { ignoresUnauthorized: true },
  });

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
