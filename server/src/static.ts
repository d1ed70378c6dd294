// Production: the built SPA from web/dist, with history-API fallback to index.html. The build
// writes brotli and gzip copies next to its files (web/build/precompress-plugin.ts); the browser
// gets the one it accepts, with the original's Content-Type and Vary: Accept-Encoding. A page's
// index.html also names the code chunks that page needs (web/build/route-preloads-plugin.ts), so the
// browser fetches them together with the entry.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/domain/value-sets';
import { COMPRESS_MIN_BYTES, negotiateEncoding, type ContentEncoding } from './compression';
import type { AppEnv } from './middleware/context';
import { languageOfRequest } from './request-language';

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The file under `root` a request path names, or undefined when it leaves `root` or is no file. */
function resolveFile(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || /(?:^|[/\\])\.\.?(?:$|[/\\])|\\/.test(decoded)) return undefined;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

const fileSize = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return undefined;
  }
};

/**
 * Sends the precompressed copy of a file the browser accepts; leaves the request to serveStatic
 * (identity) when there is none, when it accepts neither, and for a byte range (ranges address the
 * original). Files that have copies always vary on Accept-Encoding.
 */
function precompressedFiles(root: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('Range')) return next();
    const file = resolveFile(root, c.req.path);
    if (!file) return next();
    const copies = (['br', 'gzip'] as const).filter((encoding) => fileSize(file + SUFFIX[encoding]) !== undefined);
    if (copies.length === 0) return next();
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), copies);
    if (!encoding) return next();
    const copy = file + SUFFIX[encoding];
    const size = fileSize(copy);
    if (size === undefined) return next();
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(size));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(fs.createReadStream(copy)) as ReadableStream, 200);
  };
}

/** index.html, compressed once at start when that is worth it. */
function indexResponder(indexHtml: string) {
  const raw = Buffer.from(indexHtml);
  const copies: Partial<Record<ContentEncoding, Buffer>> =
    raw.length < COMPRESS_MIN_BYTES
      ? {}
      : {
          br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
          gzip: zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        };
  const available = (Object.keys(copies) as ContentEncoding[]).filter((encoding) => copies[encoding]!.length < raw.length);
  return (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    if (available.length === 0) return c.html(indexHtml);
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
    if (!encoding) return c.html(indexHtml);
    const body = copies[encoding]!;
    c.header('Content-Type', 'text/html; charset=UTF-8');
    c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.length));
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  };
}

/** route-preloads.json of the build: URL path ('/login', '/dashboard/*') → chunk URLs; empty without it. */
function readRoutePreloads(distDir: string): Record<string, string[]> {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'route-preloads.json'), 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((file) => typeof file === 'string' && /^\/[\w./-]+$/.test(file)),
      ),
    );
  } catch {
    return {};
  }
}

/** The entry of route-preloads.json for a path: its own, else its section's ('/dashboard/*'). */
function routeKey(pathname: string, routes: Record<string, unknown>): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(routes, trimmed)) return trimmed;
  const section = trimmed.slice(0, trimmed.indexOf('/', 1) + 1);
  return section && Object.hasOwn(routes, `${section}*`) ? `${section}*` : undefined;
}

/**
 * index.html with preload links for `files` before </head>: modulepreload for code chunks, a fetch
 * preload for API answers ('/api/…'), which the app's first request of the same URL then takes over.
 */
function withPreloads(indexHtml: string, files: string[]): string {
  if (files.length === 0 || !indexHtml.includes('</head>')) return indexHtml;
  const links = files
    .map((file) =>
      file.startsWith('/api/')
        ? `    <link rel="preload" as="fetch" crossorigin href="${file}">\n`
        : `    <link rel="modulepreload" crossorigin href="${file}">\n`,
    )
    .join('');
  return indexHtml.replace('</head>', `${links}  </head>`);
}

type MarkupByLanguage = Partial<Record<Language, string>>;

/** The key of prerendered.json for every page without markup of its own: the app's loading screen. */
const EVERY_OTHER_PAGE = '*';

/**
 * prerendered.json of the build (web/build/prerender-plugin.ts): URL path → language → markup of the
 * root, and under '*' the loading screen.
 */
function readPrerendered(distDir: string): Record<string, MarkupByLanguage> {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(distDir, 'prerendered.json'), 'utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([route, byLanguage]) => [
        route,
        Object.fromEntries(
          Object.entries(byLanguage as object).filter(
            (entry): entry is [Language, string] => isLanguage(entry[0]) && typeof entry[1] === 'string',
          ),
        ),
      ]),
    );
  } catch {
    return {};
  }
}

/**
 * index.html with markup inside the root, in its language. `isPage`: the page itself, which the app
 * replaces only once it can show the same (main.tsx); otherwise the loading screen, replaced at once.
 */
function withMarkup(indexHtml: string, markup: string, language: Language, isPage: boolean): string {
  // the first paint (the page, or the loading screen) comes from the HTML and needs no code: the
  // scripts load at low priority, behind the style sheet and the page's API answers
  const html = indexHtml
    .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  const root = isPage ? '<div id="root" data-prerendered="page">' : '<div id="root">';
  return html.replace('<div id="root"></div>', `${root}${markup}</div>`);
}

/**
 * The page in the language the browser will pick (?lng=, the `i18next` cookie, else Accept-Language), so the
 * prerendered text is the one the app then renders; varies on both. Without markup: the page as it is.
 */
function languageResponder(html: string, byLanguage: MarkupByLanguage | undefined, isPage: boolean) {
  const fallback = indexResponder(html);
  if (!byLanguage || Object.keys(byLanguage).length === 0) return fallback;
  const responders = new Map(
    (Object.entries(byLanguage) as [Language, string][]).map(([language, markup]) => [
      language,
      indexResponder(withMarkup(html, markup, language, isPage)),
    ]),
  );
  return (c: Context<AppEnv>) => {
    c.header('Vary', 'Cookie, Accept-Language', { append: true });
    // ?lng= comes first for the app's detector too (web/src/lib/language-detector.ts)
    const fromQuery = c.req.query('lng')?.toLowerCase().split('-')[0];
    const language = isLanguage(fromQuery) ? fromQuery : (languageOfRequest(c.req.raw) ?? DEFAULT_LANGUAGE);
    return (responders.get(language) ?? fallback)(c);
  };
}

export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  // read once: the build does not change while the server runs
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const absoluteRoot = path.resolve(distDir);
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // file names carry a content hash
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    precompressedFiles(absoluteRoot),
    serveStatic({ root }),
  );
  // a file that is not (or no longer) there is a 404, never the app page cached for a year
  app.all('/assets/*', (c) => c.text('Not found', 404));
  const prerendered = readPrerendered(distDir);
  const pageResponder = (route: string | undefined, html: string) =>
    route && prerendered[route]
      ? languageResponder(html, prerendered[route], true)
      : languageResponder(html, prerendered[EVERY_OTHER_PAGE], false);
  const sendIndex = pageResponder(undefined, indexHtml);
  const routePreloads = readRoutePreloads(distDir);
  const sendRouteIndex = new Map(
    Object.entries(routePreloads).map(([route, files]) => [route, pageResponder(route, withPreloads(indexHtml, files))]),
  );
  const sendPage = (c: Context<AppEnv>) => {
    const key = routeKey(c.req.path, routePreloads);
    const respond = (key && sendRouteIndex.get(key)) || sendIndex;
    return respond(c);
  };
  // '/' and '/index.html' are the SPA's entry as well: no-cache, like every other path of the app
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', precompressedFiles(absoluteRoot), serveStatic({ root }));
  app.get('*', sendPage);
  return true;
}
