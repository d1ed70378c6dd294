// Shared by npm run bench and its parts: signed session cookies, autocannon figures and small API calls.
import crypto from 'node:crypto';
import autocannon from 'autocannon';

export interface Figures {
  name: string;
  /** Shown in the requests/s column: a number, or a text such as '4100 rows/s'. */
  rps: number | string;
  p50: number;
  p99: number;
  errors: number;
  /** Responses with a 2xx status. */
  ok: number;
}

/** better-auth's session cookie: the token, signed with HMAC-SHA256 under the auth secret. */
export function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** What one autocannon request sends; undefined fields keep autocannon's defaults. */
export interface BenchRequest {
  method?: 'GET' | 'POST';
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * autocannon against `url`; `next` gives each request its method, path, headers and body (a
 * rotating cookie, for example). Timeouts and non-2xx responses count as errors. `warmup` seconds
 * of the same load come first and are not counted.
 */
export async function measure(
  name: string,
  url: string,
  options: { connections: number; duration: number; warmup?: number; next?: () => BenchRequest },
): Promise<Figures> {
  const { next } = options;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    // the warm-up's requests go through `next` too, but its figures are left out of the result
    ...(options.warmup ? { warmup: { connections: options.connections, duration: options.warmup } } : {}),
    requests: [
      {
        setupRequest: (request) => {
          if (!next) return request;
          const { headers, ...rest } = next();
          return { ...request, ...rest, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ok: result['2xx'],
  };
}

/** A JSON API call that must succeed; `origin` as a browser sends it (required for writes). */
export async function api<T>(
  base: string,
  cookie: string,
  path: string,
  init: { method?: string; body?: BodyInit; contentType?: string; timeoutMs?: number } = {},
): Promise<T> {
  const headers: Record<string, string> = { cookie, origin: base };
  if (init.contentType) headers['content-type'] = init.contentType;
  const signal = init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined;
  const response = await fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body: init.body, signal });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
