// The CSP's video origins and the url rules must not drift apart: every embed and thumbnail the
// rules produce for a provider link is on a listed origin.
import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, VIDEO_THUMBNAIL_ORIGINS } from './video-hosts';
import { resolveVideoSource } from './video-urls';

const PROVIDER_LINKS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://youtu.be/dQw4w9WgXcQ?t=42',
  'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  'https://vimeo.com/76979871',
  'https://player.vimeo.com/video/76979871?h=8272103f6e',
  'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/view?usp=sharing',
  'https://drive.google.com/open?id=1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  '1AbCdEfGhIjKlMnOpQrStUvWxYz012345',
];

describe('video origins for the Content-Security-Policy', () => {
  it.each(PROVIDER_LINKS)('covers the embed and thumbnail of %s', (link) => {
    const source = resolveVideoSource(link);
    expect(source.provider).not.toBe('other');
    expect(VIDEO_EMBED_ORIGINS).toContain(new URL(source.embedUrl).origin);
    if (source.thumbnailUrl) expect(VIDEO_THUMBNAIL_ORIGINS).toContain(new URL(source.thumbnailUrl).origin);
  });

  it('lists the providers’ hosts, nothing else', () => {
    expect(VIDEO_EMBED_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://drive.google.com']);
    expect(VIDEO_THUMBNAIL_ORIGINS).toEqual(['https://i.ytimg.com', 'https://drive.google.com', 'https://lh3.googleusercontent.com']);
  });
});
