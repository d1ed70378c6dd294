// Sign-out: nothing personal stays in the browser, neither the waiting answers, the prepared round nor
// the round and viewer the service worker kept, nor an unsaved draft of the learner's story (the app's
// files and pages are no one's and stay).
import { clearAnswerQueue } from './answer-queue';
import { DATA_CACHE } from './cache-rules';
import { forgetPreparedReview } from './prepared-review';
import { clearStoryDrafts } from './story-draft';

export async function clearOfflineData() {
  clearAnswerQueue();
  forgetPreparedReview();
  clearStoryDrafts();
  if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE).catch(() => false);
}
