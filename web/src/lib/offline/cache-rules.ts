// What the service worker (web/src/service-worker/sw.ts) does with a request, as a pure function so it is
// tested without a browser (docs/decisions/081-installable-offline-practice.md). Only what a question
// round needs is kept: the app's files, its page, the viewer the route guard asks for, and the round.
// Sign-in, admin and every other personal answer always go to the network and are never stored.

/** Cache names; the app clears DATA_CACHE on sign-out (web/src/lib/offline/clear-offline-data.ts). */
export const SHELL_CACHE_PREFIX = 'mpu-shell-';
export const PAGES_CACHE = 'mpu-pages';
export const DATA_CACHE = 'mpu-round-data';

/** The page every navigation falls back to offline (the manifest's start_url). */
export const SHELL_PAGE = '/dashboard';

/** How many pages and API answers each store keeps: the newest; a round is one page and one answer. */
export const MAX_STORED_ENTRIES = 20;

export type CacheStrategy =
  /** Built files with a content hash: from the cache, else the network. */
  | 'asset'
  /** A page (index.html): the network, offline the stored copy. */
  | 'page'
  /** An API answer a round needs: the network (and stored), offline the stored copy. */
  | 'round-data'
  /** Not touched by the service worker. */
  | 'network';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ROUND_DATA_PATHS = [/^\/api\/me$/, /^\/api\/quiz\/rounds\/active$/, new RegExp(`^/api/quiz/rounds/${UUID}$`, 'i')];
/** Files of web/public the app shows offline too. */
const PUBLIC_FILES = /^\/(favicon\.svg|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

export interface RequestFacts {
  method: string;
  /** The request's URL, absolute. */
  url: string;
  /** The service worker's own origin. */
  origin: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

export function chooseStrategy({ method, url, origin, mode }: RequestFacts): CacheStrategy {
  if (method !== 'GET') return 'network';
  const parsed = new URL(url);
  if (parsed.origin !== origin) return 'network';
  const { pathname, search } = parsed;
  if (pathname.startsWith('/api/')) {
    // a query string would make another answer (and a key nobody clears): only the exact paths
    return search === '' && ROUND_DATA_PATHS.some((pattern) => pattern.test(pathname)) ? 'round-data' : 'network';
  }
  if (mode === 'navigate') return 'page';
  if (pathname.startsWith('/assets/') || PUBLIC_FILES.test(pathname)) return 'asset';
  return 'network';
}

/** Where a page is stored: its path without the query, so '/dashboard?locked=x' does not pile up copies. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * Which built files the service worker stores when it installs: the app's code, styles, fonts and
 * pictures, and the public files; not the compressed copies or the build's own JSON files.
 */
export function selectPrecacheFiles(fileNames: readonly string[]): string[] {
  return fileNames
    .filter((name) => /\.(js|css|woff2?|svg|png|webp|webmanifest)$/.test(name) && !name.startsWith('sw.'))
    .map((name) => `/${name.replace(/^\/+/, '')}`)
    .sort();
}

/**
 * The entries to delete so that at most `max` stay: the oldest first (a store lists its entries in the
 * order they were put), never one of `keep`.
 */
export function selectEntriesToTrim(urls: readonly string[], max: number, keep: readonly string[] = []): string[] {
  const removable = urls.filter((url) => !keep.includes(url));
  const excess = urls.length - max;
  return excess > 0 ? removable.slice(0, excess) : [];
}
