// The production app's security headers: the CSP and Permissions-Policy on every HTML page (the
// built index.html and the SPA fallback), HSTS only behind an https APP_URL, a deny-all CSP on JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-dist-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><title>MPU</title><script type="module" src="/assets/index.js"></script>',
);
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'assets/index.js'), 'export {};');
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"MPU-Vorbereitung"}');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

// the answers under test touch neither database, auth nor mail
const unused = {} as never;
const productionApp = (appUrl: string) =>
  createApp({
    db: unused,
    auth: unused,
    mailer: unused,
    media: unused,
    ai: unused,
    logger: pino({ level: 'silent' }),
    config: { appUrl, signupEnabled: true, trustedOrigins: [appUrl] },
    databaseKind: 'pglite',
    webDistDir: distDir,
  });

const httpApp = productionApp('http://localhost:3000');
const httpsApp = productionApp('https://mpu.example.org');

const HTML_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; " +
  "img-src 'self' data: https://i.ytimg.com https://drive.google.com https://lh3.googleusercontent.com; " +
  "media-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com; ' +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const PERMISSIONS =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), ' +
  'accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()';

describe('HTML answers', () => {
  it.each(['/', '/dashboard/videos', '/sign-in?next=%2Fdashboard'])('%s carries the CSP and the Permissions-Policy', async (page) => {
    const response = await httpApp.request(`http://localhost:3000${page}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(HTML_CSP);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS);
  });

  it('keeps the other headers: no framing, no sniffing, no referrer, no COEP', async () => {
    const response = await httpApp.request('http://localhost:3000/dashboard');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('sends no HSTS when APP_URL is http', async () => {
    const response = await httpApp.request('http://localhost:3000/dashboard');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS for a year with subdomains when APP_URL is https', async () => {
    const response = await httpsApp.request('https://mpu.example.org/dashboard');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toBe(HTML_CSP);
  });
});

describe('other answers', () => {
  it('an /api answer gets the deny-all CSP, not the page policy', async () => {
    const response = await httpApp.request('http://localhost:3000/api/no-such-route');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a script file gets no CSP of its own, and none of the headers only a page acts on', async () => {
    const response = await httpApp.request('http://localhost:3000/assets/index.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection', 'x-download-options'])
      expect(response.headers.get(name), name).toBeNull();
    // a page keeps them
    const page = await httpApp.request('http://localhost:3000/dashboard');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('the service worker and the manifest are files of their own, and the worker is never kept for a year', async () => {
    const worker = await httpApp.request('http://localhost:3000/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // a browser checks for a new worker past its HTTP cache anyway; an immutable one would still be wrong
    expect(worker.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    const manifest = await httpApp.request('http://localhost:3000/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'MPU-Vorbereitung' });
  });
});
