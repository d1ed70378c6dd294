// The video library as a learner uses it: search, the player (every starter video plays the
// platform's own clip, seeking works),
// the video quiz answered wrong (the right option is named, the question stays locked), the done
// mark, and the dashboard's video tile moving. axe on the library and on the open player.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';
import { choiceOption } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIDEO = 'Alkohol-MPU: Promillegrenzen, Trinkverhalten und Abstinenz';
const percent = (value: number) => new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
const videoTile = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Videokurse' }) });

it('a learner searches, opens a video, answers its quiz wrong, marks it done and sees the dashboard move', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect.poll(() => videoTile(page).innerText()).toContain(`${percent(0)} abgeschlossen`);

  await page.goto('/dashboard/videos');
  await page.getByRole('heading', { name: 'Grundlagen der MPU' }).waitFor();
  await expectNoAxeViolations(page);
  // the starter videos' admin hint is not for learners: neither on the page nor in the API's answer
  expect(await page.getByText('Aus den Startinhalten', { exact: false }).count()).toBe(0);
  const answer = await context.request.get('/api/videos?language=de');
  expect(await answer.text()).not.toMatch(/isStarterContent|Platzhalter/);

  await page
    .getByRole('searchbox', { name: 'Videos durchsuchen...' })
    .or(page.getByLabel('Videos durchsuchen...'))
    .first()
    .fill('promillegrenzen');
  // the search runs on the server: only the section with the hit stays
  await expect.poll(() => page.getByRole('heading', { name: 'Grundlagen der MPU' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: new RegExp(VIDEO.slice(0, 20)) }).count()).toBe(1);
  await page.getByRole('button', { name: new RegExp(VIDEO.slice(0, 20)) }).click();

  const player = page.getByRole('dialog', { name: VIDEO });
  await player.waitFor();
  // the starter video is the platform's own clip: no third party, no note that it cannot be shown
  // (the two-click loading of a YouTube video is walked in e2e/csp.test.ts)
  await player.locator('video').waitFor();
  expect(await player.locator('iframe').count()).toBe(0);
  expect(await player.getByText('kann hier nicht eingebettet werden', { exact: false }).count()).toBe(0);
  await expectNoAxeViolations(page);

  // the first question; only the question with a selection shows its submit button
  const firstQuestion = player.getByRole('group', { name: /Ab welcher Blutalkoholkonzentration/ });
  await choiceOption(firstQuestion, /0,5 Promille/).check();
  await player.getByRole('button', { name: 'Antwort abschicken' }).click();
  await player.getByText('Nicht ganz richtig.').first().waitFor();
  await player.getByText('Die richtige Antwort ist: C) 1,6 Promille').waitFor();
  expect(await choiceOption(firstQuestion, /0,5 Promille/).isDisabled()).toBe(true);

  await player.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect.poll(() => player.getByRole('button', { pressed: true }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await page.getByText('Erledigt', { exact: true }).first().waitFor();

  // reopened, the answer is still locked
  await page.getByRole('button', { name: new RegExp(VIDEO.slice(0, 20)) }).click();
  await page.getByRole('dialog', { name: VIDEO }).getByText('Die richtige Antwort ist: C) 1,6 Promille').waitFor();
  await page.keyboard.press('Escape');

  // 1 of the 7 videos in the alcohol scope: 14.29 % → 14 %
  await page.goto('/dashboard');
  await expect.poll(() => videoTile(page).innerText()).toContain(`${percent(14)} abgeschlossen`);
  await context.close();
});

it("plays the platform's own demo clip in the browser, and seeking works (range requests)", async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context, 'drugs');
  const page = await context.newPage();
  await page.goto('/dashboard/videos');
  await page.getByRole('button', { name: /^Was ist eine MPU\?/ }).click();
  const clip = page.getByRole('dialog', { name: 'Was ist eine MPU? Anlass, Ablauf und Ergebnis' }).locator('video');
  // served by the platform itself: no 'Video laden' step
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  expect(await clip.evaluate((video: HTMLVideoElement) => video.duration)).toBeCloseTo(54.5, 1);
  await clip.evaluate((video: HTMLVideoElement) => {
    video.currentTime = 40;
  });
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => !video.seeking && video.currentTime >= 40)).toBe(true);
  await expectNoAxeViolations(page);
  await context.close();
});

it('an admin adds a quiz question to a video in the library and deletes it again after a confirmation', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/videos');
  await page.getByRole('button', { name: /^Akteneinsicht und Fristen/ }).click();
  const player = page.getByRole('dialog', { name: 'Akteneinsicht und Fristen: Ihre ersten Schritte' });
  await player.getByRole('group', { name: /Wie lang ist die Tilgungsfrist/ }).waitFor();
  await expectNoAxeViolations(page);

  await player.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await player.getByText('Bitte füllen Sie alle Felder aus und wählen Sie mindestens eine richtige Antwort.').waitFor();
  expect(await player.getByRole('checkbox', { name: 'Antwort A) ist richtig' }).isDisabled()).toBe(true);
  await player.getByLabel('Frage', { exact: true }).fill('Wer bekommt das Gutachten zuerst?');
  const options = ['Die begutachtete Person', 'Die Polizei', 'Das Gericht', 'Der Arbeitgeber'];
  for (const [index, text] of options.entries()) await player.getByLabel(`Antwort ${'ABCD'[index]})`, { exact: true }).fill(text);
  await player.getByRole('checkbox', { name: 'Antwort A) ist richtig' }).check();
  await player.getByRole('button', { name: 'Frage hinzufügen' }).click();
  await page.getByText('Frage erfolgreich erstellt').waitFor();
  await player.getByText('Wer bekommt das Gutachten zuerst?').first().waitFor();

  await player.getByRole('button', { name: 'Frage löschen: Wer bekommt das Gutachten zuerst?' }).click();
  const confirm = page.getByRole('dialog', { name: 'Frage löschen' });
  await confirm.getByText('Sind Sie sicher, dass Sie diese Frage löschen möchten?').waitFor();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page.getByText('Frage erfolgreich gelöscht').waitFor();
  await expect.poll(() => player.getByText('Wer bekommt das Gutachten zuerst?').count()).toBe(0);
  await player.getByRole('group', { name: /Wie lang ist die Tilgungsfrist/ }).waitFor();
  await context.close();
});
