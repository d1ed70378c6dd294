// better-auth's browser client; it talks to /api/auth on the app's own origin (cookies, no tokens in storage).
import { createAuthClient } from 'better-auth/client';

export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
});

/** The error better-auth's client returns beside `data`. */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
}
