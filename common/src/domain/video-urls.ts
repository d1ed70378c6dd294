/**
 * Which player link and preview picture a stored video url gets (docs/ARCHITECTURE.md, "Videos load only after a click").
 * YouTube goes through its privacy-enhanced nocookie host, Vimeo through its player, Google Drive through the preview page;
 * anything else (an uploaded file under /api/media, another site) is embedded as stored. Never throws.
 */

export type VideoProvider = 'drive' | 'youtube' | 'vimeo' | 'other';

export interface VideoSource {
  provider: VideoProvider;
  /** What the player frame loads; empty when the stored url is no web address or path on this site (javascript:, mailto:, …). */
  embedUrl: string;
  thumbnailUrl: string | null;
  /** who serves the video, for the two-click privacy note: 'Google Drive', 'YouTube', 'Vimeo' or the host name, null for a relative url */
  host: string | null;
}

/** Width of the Google Drive thumbnail (the `sz=w720` parameter). */
export const DRIVE_THUMBNAIL_WIDTH = 720;

/** A Drive file id: 25 or more letters, digits, '-' or '_' (shorter runs are ordinary words, slugs or parameters). */
const DRIVE_ID_PATTERN = /[A-Za-z0-9_-]{25,}/;
const BARE_DRIVE_ID_PATTERN = /^[A-Za-z0-9_-]{25,}$/;
const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com', 'drive.usercontent.google.com']);

const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/** Path prefixes after which a youtube.com path carries the video id. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
/** A YouTube time: plain seconds (`42`, `42s`) or with hours and minutes (`1m30s`, `1h2m3s`). */
const YOUTUBE_TIME_PATTERN = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

const VIMEO_ID_PATTERN = /^\d+$/;
const VIMEO_HASH_PATTERN = /^[0-9a-f]+$/i;

/** Resolves a stored video url into the link the player embeds, its thumbnail and who serves it. */
export function resolveVideoSource(url: string): VideoSource {
  const parsed = parseAbsoluteUrl(url);
  if (!parsed) {
    const bareId = url.trim();
    if (BARE_DRIVE_ID_PATTERN.test(bareId)) return driveSource(bareId);
    return { provider: 'other', embedUrl: isSitePath(bareId) ? bareId : '', thumbnailUrl: null, host: null };
  }
  return youtubeSource(parsed) ?? vimeoSource(parsed) ?? driveSourceFromUrl(url, parsed) ?? otherSource(url, parsed);
}

function parseAbsoluteUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

function isYoutubeHost(hostname: string): boolean {
  return ['youtube.com', 'youtube-nocookie.com'].some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

function youtubeId(url: URL): string | null {
  const segments = pathSegments(url);
  let candidate: string | null | undefined;
  if (url.hostname === 'youtu.be') candidate = segments[0];
  else if (!isYoutubeHost(url.hostname)) return null;
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (YOUTUBE_ID_PATHS.has(segments[0] ?? '')) candidate = segments[1];
  return candidate && YOUTUBE_ID_PATTERN.test(candidate) ? candidate : null;
}

/** Start second from `t=42s`, `t=42`, `t=1m30s` or `start=42` (query or fragment); null when absent, zero or unreadable. */
function youtubeStart(url: URL): number | null {
  const fragment = new URLSearchParams(url.hash.slice(1));
  const value = url.searchParams.get('t') ?? url.searchParams.get('start') ?? fragment.get('t') ?? fragment.get('start');
  const match = value ? YOUTUBE_TIME_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  const start = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return start > 0 ? start : null;
}

function youtubeSource(url: URL): VideoSource | null {
  const id = youtubeId(url);
  if (!id) return null;
  const start = youtubeStart(url);
  return {
    provider: 'youtube',
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start === null ? '' : `?start=${start}`}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    host: 'YouTube',
  };
}

function vimeoSource(url: URL): VideoSource | null {
  const segments = pathSegments(url);
  let id: string | undefined;
  let hash: string | null | undefined;
  if (url.hostname === 'player.vimeo.com' && segments[0] === 'video') {
    id = segments[1];
    hash = url.searchParams.get('h');
  } else if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    id = segments[0];
    hash = segments[1];
  } else {
    return null;
  }
  if (!id || !VIMEO_ID_PATTERN.test(id)) return null;
  const unlisted = hash && VIMEO_HASH_PATTERN.test(hash) ? `?h=${hash}` : '';
  return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}${unlisted}`, thumbnailUrl: null, host: 'Vimeo' };
}

/**
 * Only on Google's own hosts: elsewhere a long run of letters is a slug or an upload id, not a Drive file.
 * A Drive link without a file id is embedded as stored, without thumbnail, but still named as Google Drive.
 */
function driveSourceFromUrl(original: string, url: URL): VideoSource | null {
  if (!DRIVE_HOSTS.has(url.hostname)) return null;
  // The path first (/file/d/ID/view), then the query (open?id=ID, uc?id=ID): a resourcekey after the id never wins.
  const match = DRIVE_ID_PATTERN.exec(url.pathname) ?? DRIVE_ID_PATTERN.exec(url.search);
  return match ? driveSource(match[0]) : { provider: 'drive', embedUrl: original, thumbnailUrl: null, host: 'Google Drive' };
}

function driveSource(id: string): VideoSource {
  return {
    provider: 'drive',
    embedUrl: `https://drive.google.com/file/d/${id}/preview`,
    thumbnailUrl: `https://drive.google.com/thumbnail?id=${id}&sz=w${DRIVE_THUMBNAIL_WIDTH}`,
    host: 'Google Drive',
  };
}

function otherSource(url: string, parsed: URL): VideoSource {
  // only web pages go into the player's frame: not javascript:, data: or mailto: links
  const playable = (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  return { provider: 'other', embedUrl: playable ? url : '', thumbnailUrl: null, host: parsed.hostname || null };
}

/** A path on this site, such as an uploaded file under /api/media (not '//host', which leaves the site). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}
