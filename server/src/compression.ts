// Response compression. The web app's files are compressed at build time (web/build/
// precompress-plugin.ts) and only picked here by the browser's Accept-Encoding (static.ts); JSON
// answers of the API above 1 kB are compressed per request (apiCompression). Media, ranges and
// anything already encoded pass untouched: a video's byte ranges need their exact Content-Length.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes a body is sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with, of `available` (in the server's order of preference), for the
 * request's Accept-Encoding: the highest q wins, a tie goes to the earlier one, q=0 refuses, `*`
 * stands for every encoding not named. undefined: send the body as it is (identity).
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[] = ['br', 'gzip'],
): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    weights.set(name.toLowerCase(), Number.isFinite(q) ? q : 0);
  }
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to the Vary header of `headers` unless it is there already. */
export function varyOnAcceptEncoding(headers: Headers) {
  const current = headers.get('Vary');
  if (current === '*' || (current && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current))) return;
  headers.set('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Per request: quick settings (brotli 4 compresses JSON about as well as gzip 9, and faster). */
function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzip(body, { level: 6 });
}

/**
 * For /api/*: JSON answers of at least 1 kB in brotli or gzip, as the client accepts. JSON only
 * (video files, CSV and other downloads keep their bodies and lengths), never a HEAD, a partial
 * (206), an answer that is already encoded or one that asks for no transformation.
 */
export function apiCompression(): MiddlewareHandler {
  return async (c, next) => {
    declareJsonLength(c);
    await next();
    const res = c.res;
    // the length first: reading the body of a small answer would cost more than compressing saves
    const declaredLength = res.headers.get('Content-Length');
    if (declaredLength !== null && Number(declaredLength) < COMPRESS_MIN_BYTES) return;
    if (
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      !JSON_TYPE.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    // the answer's size decides whether it is worth it, so vary whatever the size
    try {
      varyOnAcceptEncoding(res.headers);
    } catch {
      return; // headers of a fetched answer are immutable: pass it on as it is
    }
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;
    // a JSON answer is built in memory anyway: read it to know its size
    const body = Buffer.from(await res.arrayBuffer());
    const compressed = body.length >= COMPRESS_MIN_BYTES ? await compressBody(body, encoding) : undefined;
    // (hono copies the previous answer's headers onto the new one: adjust them afterwards)
    c.res = new Response(new Uint8Array(compressed ?? body), { status: res.status, statusText: res.statusText, headers: res.headers });
    if (!compressed) return;
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

/**
 * c.json with a Content-Length, so the size is known without reading the body back: on Node.js an
 * answer whose body is read again (or whose headers are set through c.header after it was built) is
 * turned into a streamed web Response, which halves the requests per second of a small answer.
 */
function declareJsonLength(c: Context) {
  const body = c.body as (data: string, arg?: unknown, headers?: unknown) => Response;
  c.json = ((object: unknown, arg?: unknown, headers?: unknown) => {
    const text = JSON.stringify(object);
    c.header('Content-Type', 'application/json');
    c.header('Content-Length', String(Buffer.byteLength(text)));
    return body(text, arg, headers);
  }) as unknown as Context['json'];
}
