import { resolveVideoSource } from './video-urls';

/**
 * The foreign origins the video player may load from, for the server's Content-Security-Policy
 * (docs/decisions/047-content-security-policy.md). They follow the url rules in ./video-urls.ts;
 * video-hosts.test.ts fails when a rule there produces an origin missing here.
 */

/** What the player frame loads after 'Video laden': YouTube's nocookie host, Vimeo's player, the Drive preview. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://drive.google.com'] as const;

/**
 * Preview pictures: YouTube's image host and Drive's thumbnail endpoint, which redirects to
 * Google's user-content host (a CSP checks every hop of a redirect). Vimeo videos get no thumbnail.
 */
export const VIDEO_THUMBNAIL_ORIGINS = ['https://i.ytimg.com', 'https://drive.google.com', 'https://lh3.googleusercontent.com'] as const;

/** Whether the player may frame this embed address: only the providers above (the CSP blocks any other frame). */
export function isEmbeddableUrl(embedUrl: string): boolean {
  try {
    return (VIDEO_EMBED_ORIGINS as readonly string[]).includes(new URL(embedUrl).origin);
  } catch {
    return false;
  }
}

/** Stored addresses already resolved, bounded (emptied when full): a library holds hundreds, not millions. */
const embeddableAddresses = new Map<string, boolean>();
const EMBEDDABLE_ADDRESSES_MAX = 10_000;

/**
 * Whether the player can play a video here: an uploaded file, or an address the player frames (the
 * player shows a note instead of any other address). Only such videos count toward readiness and can
 * be marked done (docs/decisions/075-honest-totals.md).
 */
export function canPlayVideo(video: { url: string; hasFile: boolean }): boolean {
  if (video.hasFile) return true;
  // the overview asks for every video on each request: parsing the same addresses again cost more than the rest
  let embeddable = embeddableAddresses.get(video.url);
  if (embeddable === undefined) {
    if (embeddableAddresses.size >= EMBEDDABLE_ADDRESSES_MAX) embeddableAddresses.clear();
    embeddable = isEmbeddableUrl(resolveVideoSource(video.url).embedUrl);
    embeddableAddresses.set(video.url, embeddable);
  }
  return embeddable;
}
