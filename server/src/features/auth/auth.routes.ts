// better-auth under /api/auth, narrowed to what the web app uses. better-auth serves several dozen
// endpoints (update-user, list-sessions, account linking, ...) that accept input the platform never
// validated; each one closed is one less to keep safe, and an endpoint a future version adds stays
// closed until it is listed here. Bodies are JSON only: better-auth also parses form, multipart and
// text bodies, which the platform's guards (origin, control characters, depth, the sign-in throttle)
// would read differently from better-auth.
import type { Context } from 'hono';
import { CLIENT_IP_HEADER, type Auth } from '../../auth';
import { signInWithAccountThrottle } from '../../accounts/sign-in-throttle';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../middleware/context';
import { errorResponse } from '../../middleware/errors';

/** The endpoints the web app calls (web/src/features/auth/api, settings/api, the shell's sign-out). */
export const OPEN_AUTH_ENDPOINTS = [
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  'POST /change-password',
  'POST /change-email',
] as const;

const AUTH_PREFIX = '/api/auth';

const OPEN = OPEN_AUTH_ENDPOINTS.map((endpoint) => {
  const [method, path] = endpoint.split(' ') as [string, string];
  return { method, pattern: new RegExp(`^${AUTH_PREFIX}${path.replace(/:[^/]+/g, '[^/]+')}$`) };
});

const isOpen = (method: string, path: string) => OPEN.some((endpoint) => endpoint.method === method && endpoint.pattern.test(path));

/** No type (sign-out sends no body; better-auth reads an untyped one as text, which no endpoint takes) or JSON. */
const isJsonOrUntyped = (contentType: string | undefined) =>
  contentType === undefined || contentType.split(';')[0]!.trim().toLowerCase() === 'application/json';

export function authRoutes({ db, auth }: { db: Database; auth: Auth }) {
  return async (c: Context<AppEnv>) => {
    if (!isOpen(c.req.method, c.req.path)) return errorResponse(c, 404, { code: 'NOT_FOUND', message: 'No such API route.' });
    if (c.req.method === 'POST' && !isJsonOrUntyped(c.req.header('content-type'))) {
      return errorResponse(c, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the body as application/json.' });
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const request = new Request(c.req.raw, { headers });
    const response =
      c.req.method === 'POST' && c.req.path === `${AUTH_PREFIX}/sign-in/email`
        ? await signInWithAccountThrottle({ db, request, address: c.get('clientIp'), handler: auth.handler })
        : await auth.handler(request);
    // better-auth names the wait X-Retry-After; clients and proxies read Retry-After
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
      const answer = new Response(response.body, response);
      answer.headers.set('Retry-After', retryAfter);
      return answer;
    }
    return response;
  };
}
