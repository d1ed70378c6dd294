import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { ME_QUERY_KEY } from './session';

/** Per query or mutation: `ignoresUnauthorized` when a 401 is an expected answer (sign-in, a mailed link). */
export interface RequestMeta extends Record<string, unknown> {
  ignoresUnauthorized?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * A request answered 401 while the app believed the user signed in: the session expired, was revoked
 * (password changed elsewhere) or the user was deleted. Then the cached session must go.
 */
export function isSessionLost(error: unknown, context: { hasSession: boolean; meta?: RequestMeta }): boolean {
  if (!context.hasSession || context.meta?.ignoresUnauthorized) return false;
  // every failed request is an ApiError, from our routes and from better-auth's client alike
  return error instanceof ApiError && error.status === 401;
}

function onRequestError(error: unknown, meta: RequestMeta | undefined) {
  if (!isSessionLost(error, { hasSession: queryClient.getQueryData(ME_QUERY_KEY) !== undefined, meta })) return;
  // the guard sees the session as unknown, asks again, gets 401 and sends the user to /login;
  // everything else cached belonged to the lost session
  void queryClient.resetQueries({ queryKey: ME_QUERY_KEY });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onRequestError(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onRequestError(error, mutation.meta) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // an answer from the server (401, 403, 404, 400) does not change on a retry
      retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: true,
    },
  },
});
