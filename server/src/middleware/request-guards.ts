// Guards every /api request passes before it reaches a route: the calling page's origin on writes,
// a bounded body, and answers that no shared or browser cache keeps.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** JSON bodies of the platform are small; the file uploads check their own, larger limits. */
export const API_BODY_MAX_BYTES = 1024 * 1024;

const FILE_UPLOADS = [
  /^\/api\/admin\/quiz\/import$/,
  /^\/api\/admin\/videos\/[^/]+\/file$/,
  // the lab's letter of an abstinence proof: at most 10 MB, checked by its route (decision 066)
  /^\/api\/abstinence\/entries\/[^/]+\/attachment$/,
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that come from outside a page by design: the reminder mail's one-click unsubscribe is POSTed
 * by the mail provider without an Origin (RFC 8058); it carries no cookie's authority, only its signed token.
 */
const ORIGIN_FREE_WRITES = new Set(['/api/reminders/unsubscribe']);

/**
 * A state-changing request must come from a page of this platform. Browsers send Origin on every
 * non-GET request, so a missing, 'null' or foreign Origin means another site (or a script) is
 * calling with the learner's cookie. better-auth checks its own routes under /api/auth.
 */
export function requireTrustedOrigin(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/auth/') || ORIGIN_FREE_WRITES.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    if (!origin || !trusted.has(origin)) {
      throw new ApiError(403, 'UNTRUSTED_ORIGIN', 'Requests that change data must come from a page of this platform.');
    }
    return next();
  };
}

/** At most 1 MB per request body, except the CSV import, the video upload and the abstinence attachment (413 JSON either way). */
export function limitRequestBody(): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB.');
  };
  const limit = bodyLimit({ maxSize: API_BODY_MAX_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || FILE_UPLOADS.some((route) => route.test(c.req.path))) return next();
    // a declared length decides on its own (as in hono's bodyLimit); asking hono's middleware would
    // first turn the request into a web Request with a body stream, which costs more than the route
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(declared)) {
      return Number(declared) > API_BODY_MAX_BYTES ? tooLarge() : next();
    }
    return limit(c, next);
  };
}

// C0 controls and DEL; tab, line feed and carriage return are ordinary text
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path of the first string (key or value) holding a control character, or undefined. */
function controlCharacterPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return path;
      const found = controlCharacterPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * NUL bytes and other control characters have no place in any text a person types; PostgreSQL
 * refuses NUL in text, and the others end up in logs and mails. 400 for the field that holds one.
 */
export function rejectControlCharacters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = c.req.url.includes('?') ? controlCharacterPath(Object.fromEntries(new URL(c.req.url).searchParams), '') : undefined;
    if (query !== undefined) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Text must not contain control characters.', { [query || '_']: 'CONTROL_CHARACTER' });
    }
    const isJson = c.req.header('content-type')?.includes('json');
    // the file uploads read their raw bytes and judge them themselves
    if (SAFE_METHODS.has(c.req.method) || !isJson || FILE_UPLOADS.some((route) => route.test(c.req.path))) return next();
    let body: unknown;
    try {
      // c.req.json() parses once and keeps the result for the route's validator; better-auth reads
      // the raw request itself, so its routes get a copy
      body = c.req.path.startsWith('/api/auth/') ? await c.req.raw.clone().json() : await c.req.json();
    } catch {
      return next(); // not JSON: the route answers 400 INVALID_JSON
    }
    const field = controlCharacterPath(body, '');
    if (field !== undefined) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Text must not contain control characters.', { [field || '_']: 'CONTROL_CHARACTER' });
    }
    return next();
  };
}

/** API answers carry personal data (the session's own account, progress, answers): never stored by a cache. */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
