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
  // the bank's statement of payments (issue 40)
  /^\/api\/admin\/invoices\/payments$/,
  /^\/api\/admin\/videos\/[^/]+\/file$/,
  // the lab's letter of an abstinence proof: at most 10 MB, checked by its route (decision 066)
  /^\/api\/abstinence\/entries\/[^/]+\/attachment$/,
];
/** Routes that take a file's raw bytes (never parsed as JSON) and judge them themselves. */
export const isFileUpload = (path: string) => FILE_UPLOADS.some((route) => route.test(path));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Writes that come from outside a page by design: the reminder mail's one-click unsubscribe is POSTed
 * by the mail provider without an Origin (RFC 8058); it carries no cookie's authority, only its signed token.
 */
const ORIGIN_FREE_WRITES = new Set(['/api/reminders/unsubscribe']);

/**
 * A state-changing request must come from a page of this platform. Browsers send Origin on every
 * non-GET request, so a missing, 'null' or foreign Origin means another site (or a script) is
 * calling with the learner's cookie. The same rule holds for better-auth's routes under /api/auth,
 * whose own check is looser (it takes a Referer alone, and an Origin in capitals).
 */
export function requireTrustedOrigin(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_FREE_WRITES.has(c.req.path)) return next();
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
    if (SAFE_METHODS.has(c.req.method) || isFileUpload(c.req.path)) return next();
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

/** No form of the platform nests deeper than a few levels; a parsed body deeper than this is refused. */
export const JSON_MAX_DEPTH = 64;

type InputProblem = { field: string; reason: 'CONTROL_CHARACTER' | 'TOO_DEEP' };

/**
 * The first string (key or value) holding a control character, or the first value nested deeper
 * than JSON_MAX_DEPTH. Walked with an explicit stack: a recursive walk overflows the call stack
 * on a 20 KB body of brackets.
 */
function findInputProblem(root: unknown): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return { field: path, reason: 'CONTROL_CHARACTER' };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    // named by its top-level field: the full path would be dozens of segments long
    if (depth >= JSON_MAX_DEPTH) return { field: path.split('.')[0]!, reason: 'TOO_DEEP' };
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    // pushed in reverse, so the first field is reported first
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      if (!Array.isArray(value) && CONTROL_CHARACTER.test(key)) return { field: path, reason: 'CONTROL_CHARACTER' };
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

function refuseInput({ field, reason }: InputProblem): never {
  const message =
    reason === 'TOO_DEEP' ? `JSON must not nest deeper than ${JSON_MAX_DEPTH} levels.` : 'Text must not contain control characters.';
  throw new ApiError(400, 'VALIDATION_ERROR', message, { [field || '_']: reason });
}

/**
 * NUL bytes and other control characters have no place in any text a person types; PostgreSQL
 * refuses NUL in text, and the others end up in logs and mails. Nesting deeper than any form needs
 * is refused before a validator or better-auth walks it. 400 for the field at fault.
 */
export function rejectMalformedInput(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const query = c.req.url.includes('?') ? findInputProblem(Object.fromEntries(new URL(c.req.url).searchParams)) : undefined;
    if (query) refuseInput(query);
    const isJson = c.req.header('content-type')?.includes('json');
    // the file uploads read their raw bytes and judge them themselves
    if (SAFE_METHODS.has(c.req.method) || !isJson || isFileUpload(c.req.path)) return next();
    let body: unknown;
    try {
      // c.req.json() parses once and keeps the result for the route's validator; better-auth reads
      // the raw request itself, so its routes get a copy
      body = c.req.path.startsWith('/api/auth/') ? await c.req.raw.clone().json() : await c.req.json();
    } catch {
      return next(); // not JSON: the route answers 400 INVALID_JSON
    }
    const problem = findInputProblem(body);
    if (problem) refuseInput(problem);
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
