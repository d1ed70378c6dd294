// Own video files against a real database and a real media folder: the admin uploads the raw file,
// learners in scope stream it with Range requests (seeking), others are refused; a re-upload
// removes the old file.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_FILE_MAX_BYTES } from '@common/schemas/video-management';
import type { LibrarySection } from '@common/schemas/videos';
import { videoSections, videos } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { waitFor } from '../../test/wait-for';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
/** 32 bytes: webm's EBML signature, then recognisable text the range answers are compared with literally. */
const CLIP = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new TextEncoder().encode('456789abcdefghijklmnopqrstuv')]);

const logLines: Array<Record<string, unknown>> = [];
let platform: TestPlatform;
let admin: TestClient;
let learner: TestClient;
let sectionId: string;

/** A raw request as a browser sends it, with the client's cookies (the TestClient sends JSON bodies only). */
function send(
  client: TestClient | null,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> } = {},
) {
  const headers = new Headers({ origin: TEST_APP_URL, ...init.headers });
  if (client) headers.set('cookie', client.cookieHeader());
  return platform.app.request(`${TEST_APP_URL}${path}`, { method, headers, body: init.body });
}

const upload = (client: TestClient, videoId: string, bytes: Uint8Array<ArrayBuffer>, type = 'video/webm', length = String(bytes.length)) =>
  send(client, 'PUT', `/api/admin/videos/${videoId}/file`, { headers: { 'content-type': type, 'content-length': length }, body: bytes });

const getFile = (client: TestClient | null, videoId: string, range?: string) =>
  send(client, 'GET', `/api/videos/${videoId}/file`, { headers: range ? { range } : {} });

async function createVideo(mpuTypes: string[] = ['alcohol']) {
  const [video] = await platform.db
    .insert(videos)
    .values({ sectionId, title: `Film ${Math.random()}`, url: 'https://example.org/v', order: 1, mpuTypes })
    .returning();
  return video!.id;
}

const rowOf = async (videoId: string) => (await platform.db.select().from(videos).where(eq(videos.id, videoId)))[0]!;

beforeAll(async () => {
  platform = await startTestPlatform({ logLines });
  admin = (await signInAdmin(platform)).client;
  learner = (await signUpVerified(platform, { mpuReason: 'alcohol' })).client;
  const [section] = await platform.db.insert(videoSections).values({ title: 'Eigene Filme', order: 1 }).returning();
  sectionId = section!.id;
});
afterAll(() => platform.close());

describe('uploading a file', () => {
  it('stores it, replaces the web address, and the library offers the file', async () => {
    const videoId = await createVideo();
    const response = await upload(admin, videoId, CLIP);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ file: { type: 'video/webm', size: CLIP.length } });

    const row = await rowOf(videoId);
    expect(row).toMatchObject({ url: '', fileType: 'video/webm', fileSize: CLIP.length });
    expect(row.fileKey).toMatch(new RegExp(`^videos/${videoId}/[0-9a-f]+\\.webm$`));
    expect(await platform.media.stat(row.fileKey!)).toEqual({ size: CLIP.length, contentType: 'video/webm' });

    const library = await learner.json<{ sections: LibrarySection[] }>('GET', '/api/videos?language=de');
    const listed = library.body.sections.flatMap((section) => section.videos).find((video) => video.id === videoId);
    expect(listed).toMatchObject({ url: '', file: { type: 'video/webm', size: CLIP.length } });
  });

  it('refuses another type with 415 and changes nothing', async () => {
    const videoId = await createVideo();
    const before = await rowOf(videoId);
    const response = await upload(admin, videoId, CLIP, 'video/quicktime');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_VIDEO_TYPE' } });
    expect(await rowOf(videoId)).toEqual(before);
  });

  it.each([
    ['an HTML page sent as webm', 'video/webm', new TextEncoder().encode('<html><script>alert(1)</script></html>')],
    ['an SVG sent as mp4', 'video/mp4', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a webm sent as mp4', 'video/mp4', CLIP],
    ['a file of four bytes', 'video/webm', CLIP.subarray(0, 4)],
  ])('refuses %s with 415 from its bytes, and stores nothing', async (_, type, bytes) => {
    const videoId = await createVideo();
    const before = await rowOf(videoId);
    const response = await upload(admin, videoId, new Uint8Array(bytes), type);
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_VIDEO_TYPE' } });
    expect(await rowOf(videoId)).toEqual(before);
    const folder = path.join(platform.mediaDir, 'videos', videoId);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('refuses a declared size over 2 GB with 413 before reading the body', async () => {
    const videoId = await createVideo();
    const response = await upload(admin, videoId, CLIP, 'video/mp4', String(VIDEO_FILE_MAX_BYTES + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    expect((await rowOf(videoId)).fileKey).toBeNull();
  });

  it('refuses a body longer than its Content-Length and stores nothing', async () => {
    const videoId = await createVideo();
    const response = await upload(admin, videoId, CLIP, 'video/mp4', '8');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'FILE_SIZE_MISMATCH' } });
    expect((await rowOf(videoId)).fileKey).toBeNull();
  });

  it('answers 404 for a video that does not exist', async () => {
    expect((await upload(admin, NO_SUCH_ID, CLIP)).status).toBe(404);
  });

  it('refuses a learner replaying the upload with their own session (403)', async () => {
    const videoId = await createVideo();
    const response = await upload(learner, videoId, CLIP);
    expect(response.status).toBe(403);
    expect((await rowOf(videoId)).fileKey).toBeNull();
  });

  it('treats an upload cancelled midway as the client’s doing: nothing changes, no server error', async () => {
    const videoId = await createVideo();
    const before = await rowOf(videoId);
    // over a real socket: only a real connection can drop halfway through the body
    const server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const request = http.request({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      method: 'PUT',
      path: `/api/admin/videos/${videoId}/file`,
      headers: { 'content-type': 'video/mp4', 'content-length': 1_000_000, cookie: admin.cookieHeader(), origin: TEST_APP_URL },
    });
    request.on('error', () => {});
    const put = vi.spyOn(platform.media, 'put');
    // an mp4's first box, then the first of its 1 MB: the type check passes, the rest never comes
    request.write(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(100_000)]));
    await waitFor('the body to stream into storage', () => put.mock.calls.length > 0);
    request.destroy();
    const logged = await waitFor('the request to end', () => logLines.find((line) => line.path === `/api/admin/videos/${videoId}/file`));
    server.close();
    put.mockRestore();

    expect(logged).toMatchObject({ status: 400 });
    expect(logLines.filter((line) => line.msg === 'request failed')).toEqual([]);
    expect(await rowOf(videoId)).toEqual(before);
  });

  it('deletes the previous file when a new one is uploaded', async () => {
    const videoId = await createVideo();
    await upload(admin, videoId, CLIP);
    const first = (await rowOf(videoId)).fileKey!;
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypmp42')]);
    const response = await upload(admin, videoId, mp4, 'video/mp4');
    expect(response.status).toBe(200);
    const second = await rowOf(videoId);
    expect(second).toMatchObject({ fileType: 'video/mp4', fileSize: 12 });
    expect(second.fileKey).not.toBe(first);
    expect(await platform.media.stat(first)).toBeNull();
    expect(await platform.media.stat(second.fileKey!)).not.toBeNull();
  });
});

describe('streaming a file', () => {
  let videoId: string;
  beforeAll(async () => {
    videoId = await createVideo(['alcohol']);
    expect((await upload(admin, videoId, CLIP)).status).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await getFile(null, videoId)).status).toBe(401);
  });

  it('sends the whole file without a Range header, announcing range support', async () => {
    const response = await getFile(learner, videoId);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(CLIP.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      // opened as a page, the file may run nothing on the platform's origin
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(CLIP);
  });

  it('answers bytes=4-11 with 206 and exactly those bytes', async () => {
    const response = await getFile(learner, videoId, 'bytes=4-11');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 4-11/${CLIP.length}`);
    expect(response.headers.get('content-length')).toBe('8');
    expect(await response.text()).toBe('456789ab');
  });

  it('answers a suffix range (bytes=-4) with the last four bytes', async () => {
    const response = await getFile(learner, videoId, 'bytes=-4');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 28-31/${CLIP.length}`);
    expect(await response.text()).toBe('stuv');
  });

  it('answers an open range (bytes=30-) up to the end', async () => {
    const response = await getFile(learner, videoId, 'bytes=30-');
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('uv');
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await getFile(learner, videoId, `bytes=${CLIP.length}-`);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${CLIP.length}`);
    expect(await response.json()).toMatchObject({ error: { code: 'RANGE_NOT_SATISFIABLE' } });
  });

  it('answers HEAD with the headers only', async () => {
    const response = await send(learner, 'HEAD', `/api/videos/${videoId}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(CLIP.length));
    expect(await response.text()).toBe('');
  });

  it('hides a video outside the learner’s MPU reasons (404)', async () => {
    const drugsOnly = await createVideo(['drugs']);
    expect((await upload(admin, drugsOnly, CLIP)).status).toBe(200);
    expect((await getFile(learner, drugsOnly)).status).toBe(404);
    expect((await getFile(admin, drugsOnly)).status).toBe(200);
  });

  it('answers 404 for a video that plays from a web address', async () => {
    const linked = await createVideo();
    const response = await getFile(learner, linked);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'VIDEO_FILE_NOT_FOUND' } });
  });
});
