// The first start of an empty embedded database, as a newcomer runs `npm start`: its own server on a
// fresh data folder, without `npm run seed:demo`. The German starter content is there and the start
// banner says so; every starter video starts its own clip and plays its end without internet; the admin
// removes the content in the console after the confirmation (axe on the notice and the dialog), and
// the notice is gone; the quiz hub then offers no round.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './support/browser';
import { ROOT, startOwnPlatform, type OwnPlatform } from './support/own-platform';

const ADMIN = { email: 'starter-admin@example.org', password: 'starter-geheim-123' };
const BANNER_LINE =
  'Beispielinhalte geladen: 224 Prüfungsfragen, 10 Videos, 1 Kurs, 88 Lexikonbegriffe, 16 Wissensartikel, 4 Neuigkeiten. ' +
  'Entfernen: Admin-Konsole → Beispielinhalte entfernen.';

const STARTER_VIDEOS = [
  'Was ist eine MPU? Anlass, Ablauf und Ergebnis',
  'Der Tag der Untersuchung: so läuft die MPU ab',
  'Akteneinsicht und Fristen: Ihre ersten Schritte',
  'Alkohol-MPU: Promillegrenzen, Trinkverhalten und Abstinenz',
  'Drogen-MPU: Konsum, Grenzwerte und Nachweise',
  'Medizinalcannabis: Therapie und Fahren verantwortungsvoll verbinden',
  'Punkte- und Straftaten-MPU: Verhalten dauerhaft ändern',
  'Typische Fragen im psychologischen Gespräch',
  'Häufige Fehler in der MPU und wie Sie sie vermeiden',
  'Rückfallprophylaxe: Ihr persönlicher Notfallplan',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
let platform: OwnPlatform;
let baseURL: string;

beforeAll(async () => {
  platform = await startOwnPlatform({
    prefix: 'mpu-first-start-',
    // the first start decides about the starter content itself
    configure: ({ SEED_DEMO: _decidedByTheFirstStart, ...env }) => env,
    beforeStart: (env) => {
      const admin = spawnSync(
        path.join(ROOT, 'node_modules/.bin/tsx'),
        ['server/src/cli/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
        { cwd: ROOT, env, encoding: 'utf8' },
      );
      if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr}`);
    },
  });
  ({ baseURL } = platform);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

it('the first start shows content whose videos all play, and the admin removes the starter content in the console', async () => {
  expect(platform.output()).toContain(BANNER_LINE);

  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin: baseURL } });
  expect(signIn.status()).toBe(200);
  expect((await context.request.put('/api/me/tour', { headers: { origin: baseURL } })).status()).toBe(200);
  const page = await context.newPage();

  // what learners see: the video library holds the demo videos, and each plays its clip to the end
  await page.goto('/dashboard/videos');
  await page.getByText('Was ist eine MPU? Anlass, Ablauf und Ergebnis').first().waitFor();
  for (const title of STARTER_VIDEOS) {
    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) }).click();
    const player = page.getByRole('dialog', { name: title });
    const clip = player.locator('video');
    await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
    const duration = await clip.evaluate((video: HTMLVideoElement) => video.duration);
    expect(duration, title).toBeGreaterThanOrEqual(30);
    expect(duration, title).toBeLessThanOrEqual(60);
    // the clip starts playing (muted, at 16 times the speed), then its last two seconds play to the
    // end: the whole file is there and decodes at both ends, without decoding ten clips in full
    await clip.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      video.playbackRate = 16;
      return video.play();
    });
    await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.3);
    await clip.evaluate((video: HTMLVideoElement) => {
      video.currentTime = video.duration - 2;
    });
    await expect
      .poll(() => clip.evaluate((video: HTMLVideoElement) => video.ended && video.error === null), { timeout: 20_000 })
      .toBe(true);
    expect(await clip.evaluate((video: HTMLVideoElement) => video.currentTime), title).toBeCloseTo(duration, 0);
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'hidden' });
  }

  await page.goto('/dashboard/admin');
  const notice = page.getByRole('region', { name: 'Beispielinhalte' });
  await notice.getByText('224 Prüfungsfragen').waitFor();
  await expectNoAxeViolations(page);

  await notice.getByRole('button', { name: 'Beispielinhalte entfernen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beispielinhalte entfernen?' });
  await dialog.getByText('nicht rückgängig').waitFor();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Endgültig entfernen' }).click();

  await page.getByText('Beispielinhalte wurden entfernt.').waitFor();
  await notice.waitFor({ state: 'detached' });
  await page.goto('/dashboard/videos');
  await page.getByText('Keine Videos gefunden').waitFor();

  // without questions the quiz hub offers no round, says so, and points the admin to the exam-question admin
  await page.goto('/dashboard/courses');
  const hub = page.getByRole('region', { name: 'Prüfungsfragen üben' });
  await hub.getByText('Keine Fragen verfügbar', { exact: true }).waitFor();
  for (const round of ['Zufallsquiz', 'Alle Prüfungsfragen', 'Wiederholen', 'Fehler wiederholen']) {
    expect(await hub.getByRole('link', { name: new RegExp(`^${round}`) }).count(), round).toBe(0);
  }
  await expectNoAxeViolations(page);
  await hub.getByRole('link', { name: 'Prüfungsfragen verwalten' }).click();
  await page.waitForURL('**/dashboard/admin/quiz');
  await context.close();
}, 240_000);
