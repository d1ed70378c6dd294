// What the service worker keeps: the app's files and pages, and of the learner's data only what a
// running round needs; sign-in, admin and other personal answers are never stored.
import { describe, expect, it } from 'vitest';
import { chooseStrategy, pageCacheKey, selectEntriesToTrim, selectPrecacheFiles } from './cache-rules';

const ORIGIN = 'https://mpu.example.org';
const ROUND = '3b0f3f2e-8a57-4d3c-9a0e-6a3f1c2b4d5e';
const get = (path: string, mode = 'cors') => chooseStrategy({ method: 'GET', url: `${ORIGIN}${path}`, origin: ORIGIN, mode });

describe('chooseStrategy', () => {
  it('keeps the viewer, the running round and the round itself', () => {
    expect([get('/api/me'), get('/api/quiz/rounds/active'), get(`/api/quiz/rounds/${ROUND}`)]).toEqual([
      'round-data',
      'round-data',
      'round-data',
    ]);
  });

  it('never stores sign-in, admin or other personal answers, a query string, or anything but a GET', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-in/email',
      '/api/admin/users',
      '/api/me/export',
      '/api/dashboard',
      '/api/quiz/hub',
      `/api/quiz/rounds/${ROUND}/review`,
      '/api/me?x=1',
      '/api/health',
    ])
      expect(get(path), path).toBe('network');
    expect(chooseStrategy({ method: 'POST', url: `${ORIGIN}/api/quiz/rounds/${ROUND}/answers`, origin: ORIGIN, mode: 'cors' })).toBe(
      'network',
    );
    expect(chooseStrategy({ method: 'GET', url: 'https://i.ytimg.com/vi/x/hqdefault.jpg', origin: ORIGIN, mode: 'no-cors' })).toBe(
      'network',
    );
  });

  it('serves pages from the network first and the built files from the store', () => {
    expect(get('/dashboard/quiz/rounds/x', 'navigate')).toBe('page');
    expect(get('/assets/initial-abc123.js')).toBe('asset');
    expect(get('/icons/icon-192.png')).toBe('asset');
    expect(get('/manifest.webmanifest')).toBe('asset');
    expect(get('/api/videos/1/file')).toBe('network');
  });
});

it('stores one copy of a page whatever its query string', () => {
  expect(pageCacheKey(`${ORIGIN}/dashboard?locked=courses`)).toBe(`${ORIGIN}/dashboard`);
});

it('precaches the code, styles, fonts and pictures of the build, not its compressed copies or JSON files', () => {
  expect(
    selectPrecacheFiles([
      'assets/initial-abc.js',
      'assets/initial-abc.js.br',
      'assets/initial-def.css',
      'assets/inter-latin.woff2',
      'icons/icon-192.png',
      'favicon.svg',
      'manifest.webmanifest',
      'index.html',
      'route-preloads.json',
      'sw.js',
    ]),
  ).toEqual([
    '/assets/initial-abc.js',
    '/assets/initial-def.css',
    '/assets/inter-latin.woff2',
    '/favicon.svg',
    '/icons/icon-192.png',
    '/manifest.webmanifest',
  ]);
});

it('keeps the newest entries of a store, and never the shell page', () => {
  const urls = ['/dashboard', '/a', '/b', '/c', '/d'];
  expect(selectEntriesToTrim(urls, 3, ['/dashboard'])).toEqual(['/a', '/b']);
  expect(selectEntriesToTrim(urls, 5, ['/dashboard'])).toEqual([]);
  expect(selectEntriesToTrim(urls, 4)).toEqual(['/dashboard']);
});
