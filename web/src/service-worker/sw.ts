// The service worker (docs/decisions/081-installable-offline-practice.md): the app opens without a
// connection, and a question round that was open goes on. Built into web/dist/sw.js by
// web/build/service-worker-plugin.ts, which fills in the list of built files and the build's version.
import {
  chooseStrategy,
  DATA_CACHE,
  MAX_STORED_ENTRIES,
  pageCacheKey,
  PAGES_CACHE,
  selectEntriesToTrim,
  SHELL_CACHE_PREFIX,
  SHELL_PAGE,
} from '../lib/offline/cache-rules';

declare const __PRECACHE_FILES__: string[];
declare const __SHELL_VERSION__: string;

// the worker's own types (the project compiles against the DOM library, not WebWorker)
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as ServiceWorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__SHELL_VERSION__}`;
// a stored answer is matched whatever language or encoding it was negotiated for
const MATCH = { ignoreVary: true } as const;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(__PRECACHE_FILES__);
      const page = await fetch(SHELL_PAGE, { credentials: 'same-origin' });
      if (page.ok) await (await caches.open(PAGES_CACHE)).put(shellPageUrl(), page);
      // a new build takes over at once: its pages name its own files
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

const shellPageUrl = () => new URL(SHELL_PAGE, worker.location.origin).href;

/** Puts an answer into a store and drops the oldest entries beyond the limit (never the shell page). */
async function store(cacheName: string, key: RequestInfo, response: Response) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  const urls = (await cache.keys()).map((request) => request.url);
  await Promise.all(selectEntriesToTrim(urls, MAX_STORED_ENTRIES, [shellPageUrl()]).map((url) => cache.delete(url)));
}

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cached = await caches.match(request, MATCH);
  return cached ?? fetch(request);
}

async function page(request: Request): Promise<Response> {
  const key = pageCacheKey(request.url);
  try {
    const response = await fetch(request);
    if (response.ok) void store(PAGES_CACHE, key, response.clone());
    return response;
  } catch (error) {
    const pages = await caches.open(PAGES_CACHE);
    const cached = (await pages.match(key, MATCH)) ?? (await pages.match(shellPageUrl(), MATCH));
    if (cached) return cached;
    throw error;
  }
}

async function roundData(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) await store(DATA_CACHE, request, response.clone());
    // the session is gone: nothing of it stays
    else if (response.status === 401) await caches.delete(DATA_CACHE);
    return response;
  } catch (error) {
    const cached = await caches.match(request, { ...MATCH, cacheName: DATA_CACHE });
    if (cached) return cached;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = chooseStrategy({ method: request.method, url: request.url, origin: worker.location.origin, mode: request.mode });
  if (strategy === 'asset') event.respondWith(fromCacheOrNetwork(request));
  else if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'round-data') event.respondWith(roundData(request));
});
