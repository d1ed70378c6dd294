// The video url rules on real link shapes administrators paste: each expected link is written out,
// so a change in the resolver cannot agree with itself. Edges are chosen where a careless change flips the
// result (the 24/25 character Drive token, YouTube before the Drive rule, the Vimeo hash, garbage).
import { describe, expect, it } from 'vitest';
import { DRIVE_THUMBNAIL_WIDTH, resolveVideoSource } from './video-urls';

const DRIVE_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const DRIVE_PREVIEW = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz012345/preview';
const DRIVE_THUMBNAIL = 'https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOpQrStUvWxYz012345&sz=w720';
const DRIVE = { provider: 'drive', embedUrl: DRIVE_PREVIEW, thumbnailUrl: DRIVE_THUMBNAIL, host: 'Google Drive' };

const YOUTUBE = {
  provider: 'youtube',
  embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  host: 'YouTube',
};
const youtubeFrom = (start: number) => ({ ...YOUTUBE, embedUrl: `https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=${start}` });

const VIMEO = { provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/123456789', thumbnailUrl: null, host: 'Vimeo' };
const VIMEO_UNLISTED = { ...VIMEO, embedUrl: 'https://player.vimeo.com/video/123456789?h=abcdef1234' };

const other = (url: string, host: string | null) => ({ provider: 'other', embedUrl: url, thumbnailUrl: null, host });

describe('Google Drive', () => {
  it('thumbnails are 720 pixels wide', () => {
    expect(DRIVE_THUMBNAIL_WIDTH).toBe(720);
  });

  it('turns the share link (/file/d/ID/view) into the preview page with a thumbnail', () => {
    expect(resolveVideoSource(`https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing`)).toEqual(DRIVE);
    expect(resolveVideoSource(`https://drive.google.com/file/d/${DRIVE_ID}/view`)).toEqual(DRIVE);
    expect(resolveVideoSource(`https://drive.google.com/file/d/${DRIVE_ID}/preview`)).toEqual(DRIVE);
  });

  it('finds the id in the query of the older open?id= and uc?id= links', () => {
    expect(resolveVideoSource(`https://drive.google.com/open?id=${DRIVE_ID}`)).toEqual(DRIVE);
    expect(resolveVideoSource(`https://drive.google.com/uc?id=${DRIVE_ID}&export=download`)).toEqual(DRIVE);
    // The id after another parameter: the first long run in the query, not the first parameter.
    expect(resolveVideoSource(`https://docs.google.com/uc?export=download&id=${DRIVE_ID}`)).toEqual(DRIVE);
  });

  it('takes the id from the path, not a long resourcekey in the query behind it', () => {
    // Links to files shared before 2021 carry a resourcekey that is itself 25+ characters long.
    const url = `https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing&resourcekey=0-ZyXwVuTsRqPoNmLkJiHgFeDcBa98`;
    expect(resolveVideoSource(url)).toEqual(DRIVE);
  });

  it('counts a token of 25 characters as a file id, one of 24 not', () => {
    const token25 = 'AbCdEfGhIjKlMnOpQrStUvWxY';
    const token24 = 'AbCdEfGhIjKlMnOpQrStUvWx';
    expect([token25.length, token24.length]).toEqual([25, 24]);
    expect(resolveVideoSource(`https://drive.google.com/file/d/${token25}/view`)).toEqual({
      provider: 'drive',
      embedUrl: 'https://drive.google.com/file/d/AbCdEfGhIjKlMnOpQrStUvWxY/preview',
      thumbnailUrl: 'https://drive.google.com/thumbnail?id=AbCdEfGhIjKlMnOpQrStUvWxY&sz=w720',
      host: 'Google Drive',
    });
    // No file id: the link is embedded as stored and gets no thumbnail, but the privacy note still names Google Drive.
    const short = `https://drive.google.com/file/d/${token24}/view`;
    expect(resolveVideoSource(short)).toEqual({ provider: 'drive', embedUrl: short, thumbnailUrl: null, host: 'Google Drive' });
  });

  it('counts - and _ as part of the id, so an id is not cut at them', () => {
    expect(resolveVideoSource('https://drive.google.com/open?id=1a-B_c-D_e-F_g-H_i-J_k-L_m-N')).toMatchObject({
      embedUrl: 'https://drive.google.com/file/d/1a-B_c-D_e-F_g-H_i-J_k-L_m-N/preview',
    });
  });

  it('accepts a bare file id stored without a link around it', () => {
    expect(resolveVideoSource(DRIVE_ID)).toEqual(DRIVE);
    expect(resolveVideoSource(` ${DRIVE_ID} `)).toEqual(DRIVE);
    expect(resolveVideoSource('AbCdEfGhIjKlMnOpQrStUvWx')).toEqual(other('', null));
  });

  it('applies the long-token rule only on Google hosts: elsewhere it is a slug or an upload id', () => {
    const slug = 'https://example.org/videos/mpu-vorbereitung-alkohol-teil-eins';
    expect(resolveVideoSource(slug)).toEqual(other(slug, 'example.org'));
    const upload = '/api/media/3f2b8c1e-9a4d-4e7b-8f60-2c1d5e9a7b34';
    expect(resolveVideoSource(upload)).toEqual(other(upload, null));
  });
});

describe('YouTube', () => {
  it('embeds watch, short, embed and shorts links through the nocookie host', () => {
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://youtube.com/watch?v=dQw4w9WgXcQ&feature=share')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube.com/live/dQw4w9WgXcQ')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(YOUTUBE);
  });

  it('keeps the start time of t=42s, t=42 and start=42 as ?start=42', () => {
    expect(resolveVideoSource('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(youtubeFrom(42));
    expect(resolveVideoSource('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual(youtubeFrom(42));
    expect(resolveVideoSource('https://www.youtube.com/embed/dQw4w9WgXcQ?start=42')).toEqual(youtubeFrom(42));
    // Older links put the time in the fragment.
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=42')).toEqual(youtubeFrom(42));
  });

  it('reads minutes and hours in a start time', () => {
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toEqual(youtubeFrom(90));
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h2m3s')).toEqual(youtubeFrom(3723));
  });

  it('drops a start time that is zero or unreadable instead of sending ?start=0 or garbage', () => {
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=soon')).toEqual(YOUTUBE);
    expect(resolveVideoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=')).toEqual(YOUTUBE);
  });

  it('is recognised before the Drive rule, so a long playlist id in the query does not win', () => {
    // Playlist ids are 34 characters: if the Drive rule ran first (or on any host) this became a Drive preview.
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf';
    expect(resolveVideoSource(url)).toEqual(YOUTUBE);
  });

  it('needs an 11 character id; other YouTube pages are embedded as stored', () => {
    const tooShort = 'https://www.youtube.com/watch?v=dQw4w9WgXc';
    expect(resolveVideoSource(tooShort)).toEqual(other(tooShort, 'www.youtube.com'));
    const tooLong = 'https://youtu.be/dQw4w9WgXcQQ';
    expect(resolveVideoSource(tooLong)).toEqual(other(tooLong, 'youtu.be'));
    const channel = 'https://www.youtube.com/@verkehrspsychologie';
    expect(resolveVideoSource(channel)).toEqual(other(channel, 'www.youtube.com'));
    const noId = 'https://www.youtube.com/watch';
    expect(resolveVideoSource(noId)).toEqual(other(noId, 'www.youtube.com'));
    const shortsWithoutId = 'https://www.youtube.com/shorts/';
    expect(resolveVideoSource(shortsWithoutId)).toEqual(other(shortsWithoutId, 'www.youtube.com'));
  });

  it('does not trust a host that merely ends in youtube.com', () => {
    const lookalike = 'https://notyoutube.com/watch?v=dQw4w9WgXcQ';
    expect(resolveVideoSource(lookalike)).toEqual(other(lookalike, 'notyoutube.com'));
  });
});

describe('Vimeo', () => {
  it('turns the page link and the player link into the player link, without thumbnail', () => {
    expect(resolveVideoSource('https://vimeo.com/123456789')).toEqual(VIMEO);
    expect(resolveVideoSource('https://www.vimeo.com/123456789?share=copy')).toEqual(VIMEO);
    expect(resolveVideoSource('https://player.vimeo.com/video/123456789')).toEqual(VIMEO);
  });

  it('keeps the hash of an unlisted video as ?h=', () => {
    // Without the hash the player refuses an unlisted video.
    expect(resolveVideoSource('https://vimeo.com/123456789/abcdef1234')).toEqual(VIMEO_UNLISTED);
    expect(resolveVideoSource('https://player.vimeo.com/video/123456789?h=abcdef1234&badge=0')).toEqual(VIMEO_UNLISTED);
  });

  it('ignores a second path part that is not a hash', () => {
    expect(resolveVideoSource('https://vimeo.com/123456789/description')).toEqual(VIMEO);
  });

  it('needs a numeric id; other Vimeo pages are embedded as stored', () => {
    const channel = 'https://vimeo.com/channels/staffpicks';
    expect(resolveVideoSource(channel)).toEqual(other(channel, 'vimeo.com'));
    const home = 'https://vimeo.com/';
    expect(resolveVideoSource(home)).toEqual(other(home, 'vimeo.com'));
    const playerWithoutVideo = 'https://player.vimeo.com/123456789';
    expect(resolveVideoSource(playerWithoutVideo)).toEqual(other(playerWithoutVideo, 'player.vimeo.com'));
    const playerNotNumeric = 'https://player.vimeo.com/video/abc';
    expect(resolveVideoSource(playerNotNumeric)).toEqual(other(playerNotNumeric, 'player.vimeo.com'));
  });
});

describe('other links and garbage', () => {
  it('embeds any other link as stored and names its host', () => {
    const url = 'https://example.org/videos/mpu-ueberblick';
    expect(resolveVideoSource(url)).toEqual(other(url, 'example.org'));
  });

  it('names no host for an uploaded file under a relative path', () => {
    const upload = '/api/media/mpu-ueberblick.mp4';
    expect(resolveVideoSource(upload)).toEqual(other(upload, null));
  });

  it('never throws on input that is not a link', () => {
    expect(resolveVideoSource('')).toEqual(other('', null));
    expect(resolveVideoSource('   ')).toEqual(other('', null));
    // nothing to play: the player shows that instead of loading a frame
    expect(resolveVideoSource('kein Link')).toEqual(other('', null));
    expect(resolveVideoSource('https://')).toEqual(other('', null));
  });

  it('never hands the player frame a link that is no web page', () => {
    expect(resolveVideoSource('mailto:info@example.org')).toEqual(other('', null));
    expect(resolveVideoSource('javascript:alert(1)')).toEqual(other('', null));
    expect(resolveVideoSource('data:text/html,<script>alert(1)</script>')).toEqual(other('', null));
    expect(resolveVideoSource('//evil.example/x')).toEqual(other('', null));
  });
});
