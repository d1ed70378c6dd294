// Compressed answers: the build's brotli and gzip copies of the web app's files, picked by the
// request's Accept-Encoding (static.ts), the per-page modulepreload links in index.html, and JSON
// answers of the API above 1 kB (compression.ts), never a video file or its byte ranges.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';
import { videoSections, videos } from './db/schema';
import type { AppEnv } from './middleware/context';
import { mountWebApp } from './static';
import { signInAdmin, signUpVerified } from './test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from './test/test-app';

/** A script far above 1 kB, compressible, and recognisable when compared literally. */
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Anmelden ${i} – Prüfung`))};\n`;
const SMALL = 'export const x = 1;\n';
const INDEX_HTML = `<!doctype html><html lang="de"><head><title>MPU</title><script type="module" crossorigin src="/assets/app-Ab12.js"></script>\n  </head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let distDir: string;
let web: Hono<AppEnv>;

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-static-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  const script = path.join(distDir, 'assets/app-Ab12.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  // below 1 kB: the build writes no copies
  fs.writeFileSync(path.join(distDir, 'assets/small-Cd34.js'), SMALL);
  fs.writeFileSync(
    path.join(distDir, 'route-preloads.json'),
    JSON.stringify({ '/login': ['/assets/login-page-Ef56.js'], '/dashboard/*': ['/assets/app-shell-Gh78.js', '/api/me'] }),
  );
  fs.writeFileSync(
    path.join(distDir, 'prerendered.json'),
    JSON.stringify({
      '/login': { de: '<h1>Willkommen zurück</h1>', tr: '<h1>Tekrar hoş geldiniz</h1>', en: '<h1>Welcome back</h1>' },
      '*': { de: '<p>Wird geladen</p>', tr: '<p>Yükleniyor</p>', en: '<p>Loading</p>' },
    }),
  );
  web = new Hono<AppEnv>();
  mountWebApp(web, distDir);
});
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const get = (pathname: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
  web.request(pathname, { headers: { ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }), ...extra } });

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the web app files', () => {
  it('sends the brotli copy to a browser that accepts br, with the script type and the immutable cache header', async () => {
    const response = await get('/assets/app-Ab12.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBeLessThan(SCRIPT.length);
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get('/assets/app-Ab12.js', 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(await bytes(response)).toString('utf8')).toBe(SCRIPT);
  });

  it('honours q=0: br refused, gzip accepted → gzip', async () => {
    const response = await get('/assets/app-Ab12.js', 'br;q=0, gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(response)).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    const response = await get('/assets/app-Ab12.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(response)).toString('utf8')).toBe(SCRIPT);
  });

  it('sends the file itself when every encoding is refused (identity)', async () => {
    const response = await get('/assets/app-Ab12.js', 'br;q=0, gzip;q=0');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytes(response)).toString('utf8')).toBe(SCRIPT);
  });

  it('answers a byte range from the original file, not from a compressed copy', async () => {
    const response = await get('/assets/app-Ab12.js', 'br, gzip', { range: 'bytes=0-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await bytes(response)).toString('utf8')).toBe(SCRIPT.slice(0, 6));
  });

  it('sends a small file without copies as it is', async () => {
    const response = await get('/assets/small-Cd34.js', 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(response)).toString('utf8')).toBe(SMALL);
  });

  it('refuses to leave the build folder', async () => {
    const response = await get('/assets/..%2f..%2fetc%2fpasswd', 'br, gzip');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('answers 404 for a file that is not there, not the app page with the immutable cache header', async () => {
    const response = await get('/assets/gone-Zz99.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
  });
});

describe('index.html', () => {
  it('is compressed when accepted, not cached, and names the page’s chunks for /login', async () => {
    const response = await get('/login', 'br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = zlib.brotliDecompressSync(await bytes(response)).toString('utf8');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-page-Ef56.js">\n  </head>');
    expect(html).not.toContain('app-shell');
  });

  it('names the section’s chunks below /dashboard and none on a page without an entry', async () => {
    const page = await (await get('/dashboard/settings')).text();
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/app-shell-Gh78.js">');
    // the viewer's answer is fetched with the page, for the app's own request to take over
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    const other = await (await get('/impressum')).text();
    expect(other).not.toContain('modulepreload');
  });
});

describe('the prerendered sign-in page', () => {
  const page = async (headers: Record<string, string>) => {
    const response = await get('/login', undefined, headers);
    return { response, html: await response.text() };
  };

  it('carries the markup in the browser’s language, as its detector will choose it', async () => {
    const english = await page({ 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<div id="root" data-prerendered="page"><h1>Welcome back</h1></div>');
    expect(english.html).toContain('href="/assets/login-page-Ef56.js"');
    // painted from the HTML: the code follows at low priority
    expect(english.html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/app-Ab12.js">');
    // French is not offered: the next language of the list that is
    const turkish = await page({ 'accept-language': 'fr-FR,fr;q=0.9,tr;q=0.8' });
    expect(turkish.html).toContain('<div id="root" data-prerendered="page"><h1>Tekrar hoş geldiniz</h1></div>');
    // ?lng= first, as for the app's own detector
    expect(await (await get('/login?lng=tr', undefined, { cookie: 'i18next=en' })).text()).toContain('Tekrar hoş geldiniz');
    const none = await page({});
    expect(none.html).toContain('<html lang="de">');
    expect(none.html).toContain('<div id="root" data-prerendered="page"><h1>Willkommen zurück</h1></div>');
  });

  it('follows the language chosen on the page (the i18next cookie) over Accept-Language, and varies on both', async () => {
    const { response, html } = await page({ 'accept-language': 'de-DE', cookie: 'theme=x; i18next=tr' });
    expect(html).toContain('<html lang="tr">');
    expect(html).toContain('Tekrar hoş geldiniz');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('is compressed like every page; every other page starts with the loading screen in its language', async () => {
    const response = await get('/login', 'br', { 'accept-language': 'en' });
    expect(zlib.brotliDecompressSync(await bytes(response)).toString('utf8')).toContain('Welcome back');
    for (const pathname of ['/', '/dashboard', '/dashboard/settings', '/impressum']) {
      const response = await get(pathname, undefined, { 'accept-language': 'tr-TR' });
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      const html = await response.text();
      expect(html).toContain('<html lang="tr">');
      expect(html).toContain('<div id="root"><p>Yükleniyor</p></div>');
    }
    expect(await (await get('/dashboard')).text()).toContain('<div id="root"><p>Wird geladen</p></div>');
  });
});

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['BR', 'br'],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('the API', () => {
  let platform: TestPlatform;
  let admin: Awaited<ReturnType<typeof signInAdmin>>['client'];
  let learner: Awaited<ReturnType<typeof signUpVerified>>['client'];

  beforeAll(async () => {
    platform = await startTestPlatform();
    admin = (await signInAdmin(platform)).client;
    learner = (await signUpVerified(platform, { mpuReason: 'alcohol' })).client;
  });
  afterAll(() => platform.close());

  const request = (cookie: string, pathname: string, headers: Record<string, string> = {}) =>
    platform.app.request(`${TEST_APP_URL}${pathname}`, { headers: { cookie, origin: TEST_APP_URL, ...headers } });

  it('compresses a JSON answer above 1 kB for a client that accepts gzip', async () => {
    const plain = await request(admin.cookieHeader(), '/api/openapi.json');
    const expected = await plain.text();
    expect(expected.length).toBeGreaterThan(1024);

    const response = await request(admin.cookieHeader(), '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(response);
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(zlib.gunzipSync(body).toString('utf8')).toBe(expected);

    const brotli = await request(admin.cookieHeader(), '/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(brotli)).toString('utf8')).toBe(expected);
  });

  it('sends a JSON answer below 1 kB as it is', async () => {
    const response = await request('', '/api/health', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeLessThan(1024);
    expect(JSON.parse(text)).toMatchObject({ status: 'ok' });
  });

  it('never compresses a video file, whole or as a byte range', async () => {
    // a compressible file well above 1 kB: only the route's own rule keeps it as it is
    const clip = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new TextEncoder().encode('0123456789abcdef'.repeat(256))]);
    const [section] = await platform.db.insert(videoSections).values({ title: 'Eigene Filme', order: 1 }).returning();
    const [video] = await platform.db
      .insert(videos)
      .values({ sectionId: section!.id, title: 'Film', url: 'https://example.org/v', order: 1, mpuTypes: ['alcohol'] })
      .returning();
    const upload = await platform.app.request(`${TEST_APP_URL}/api/admin/videos/${video!.id}/file`, {
      method: 'PUT',
      headers: { cookie: admin.cookieHeader(), origin: TEST_APP_URL, 'content-type': 'video/webm', 'content-length': String(clip.length) },
      body: clip,
    });
    expect(upload.status).toBe(200);

    const whole = await request(learner.cookieHeader(), `/api/videos/${video!.id}/file`, { 'accept-encoding': 'gzip, br' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe(String(clip.length));
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(clip);

    const range = await request(learner.cookieHeader(), `/api/videos/${video!.id}/file`, {
      'accept-encoding': 'gzip, br',
      range: 'bytes=16-2047',
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(range.headers.get('content-length')).toBe('2032');
    expect(new Uint8Array(await range.arrayBuffer())).toEqual(clip.slice(16, 2048));
  });
});
