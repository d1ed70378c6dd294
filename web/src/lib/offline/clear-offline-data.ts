// Sign-out: nothing personal stays in the browser, neither the waiting answers nor the round and
// viewer the service worker kept (the app's files and pages are no one's and stay).
import { clearAnswerQueue } from './answer-queue';
import { DATA_CACHE } from './cache-rules';

export async function clearOfflineData() {
  clearAnswerQueue();
  if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE).catch(() => false);
}
