// The round as the page holds it, written where the service worker looks for GET /api/quiz/rounds/{id}
// offline. The page gets a round from its start (a POST) and updates it answer by answer, so without
// this copy the worker would hold no round, or one without the latest answers.
import { DATA_CACHE } from './cache-rules';

export async function keepRoundForOffline(round: { id: string }) {
  // only where a service worker will read it again (the built app, a supporting browser)
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const cache = await caches.open(DATA_CACHE);
  await cache.put(
    new URL(`/api/quiz/rounds/${round.id}`, window.location.origin).href,
    new Response(JSON.stringify(round), { headers: { 'content-type': 'application/json' } }),
  );
}
