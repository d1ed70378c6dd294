// better-auth's browser client; it talks to /api/auth on the app's own origin (cookies, no tokens in storage).
import { createAuthClient } from 'better-auth/client';
import { createNetworkError, parseErrorBody } from './api-client';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

/** What better-auth's client resolves to: `data` on success, `error` (with the HTTP status) otherwise. */
interface AuthClientResult<T> {
  data: T | null;
  error: { status: number; statusText?: string; code?: string; message?: string } | null;
}

/**
 * Turns better-auth's `{ data, error }` into the resolved data or a thrown ApiError (the same class
 * our own routes throw), so TanStack Query sees a failure and one message mapping serves both.
 */
export async function unwrapAuthResult<T>(request: Promise<AuthClientResult<T>>): Promise<T | null> {
  let result: AuthClientResult<T>;
  try {
    result = await request;
  } catch (error) {
    throw createNetworkError(error);
  }
  // the same reading as our routes' errors: `{ code, message }`, or `HTTP_<status>` without a code
  if (result.error) throw parseErrorBody(result.error.status, result.error);
  return result.data;
}
