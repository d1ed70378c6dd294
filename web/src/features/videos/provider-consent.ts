// The two-click privacy solution, remembered per provider in this browser: until the learner has
// loaded a video from a provider once ('Video laden'), nothing is fetched from it, not even a
// preview picture; afterwards its thumbnails show on the cards.
import type { VideoProvider } from '@common/domain/video-urls';

const key = (provider: VideoProvider) => `video-consent:${provider}`;

export function hasProviderConsent(provider: VideoProvider): boolean {
  try {
    return localStorage.getItem(key(provider)) === 'yes';
  } catch {
    return false; // storage blocked: ask every time
  }
}

export function rememberProviderConsent(provider: VideoProvider) {
  try {
    localStorage.setItem(key(provider), 'yes');
  } catch {
    // storage blocked: the choice holds for this page only
  }
}
