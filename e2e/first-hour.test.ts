// Issue 35, the done-when journey: a brand-new learner on a phone, in a German browser, on the
// platform as a fresh install leaves it (the operator changed nothing): signs up, confirms the
// address, takes the tour (giving a first name), plays two starter videos to their end (the player's
// time advances), answers a video's question, marks the videos done and sees readiness move. No
// locked screen, no text meant for the operator, no claim of an AI without a model, on any page of
// the way. Then a Turkish learner finds the same videos. axe on every page.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, readOutboxMail, uniqueEmail } from './support/browser';
import { choiceOption } from './support/question-card';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

/** Texts that must never reach a learner: operator notes, placeholders, a video that cannot play, an AI claim. */
const NEVER_FOR_LEARNERS = [
  /Platzhalter/,
  /Beispielprofil/,
  /Beispielinhalt/,
  /ersetzen Sie/,
  /example\.org/,
  /kann hier nicht eingebettet werden/,
  /Hier nicht abspielbar/,
  /von einer KI erzeugt/,
];

/** No forbidden text, not the locked-area notice (the path of a first hour goes through open areas only), and axe. */
async function expectHonestPage(page: Page) {
  const text = await page.locator('body').innerText();
  for (const pattern of NEVER_FOR_LEARNERS) expect(text, `${page.url()} shows ${pattern}`).not.toMatch(pattern);
  expect(new URL(page.url()).searchParams.has('locked'), page.url()).toBe(false);
  await expectNoAxeViolations(page);
}

/** Plays the open player's clip from one second before its end to the end; returns its duration. */
async function playToEnd(clip: Locator) {
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  const duration = await clip.evaluate((video: HTMLVideoElement) => video.duration);
  // a clip of its own, made for the starter content: half a minute to a minute of slides
  expect(duration).toBeGreaterThan(20);
  expect(duration).toBeLessThan(90);
  await clip.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = video.duration - 1;
  });
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => !video.seeking)).toBe(true);
  const before = await clip.evaluate((video: HTMLVideoElement) => video.currentTime);
  await clip.evaluate((video: HTMLVideoElement) => video.play());
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.ended), { timeout: 15_000 }).toBe(true);
  expect(await clip.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(before);
}

const readiness = (page: Page) => page.getByRole('progressbar', { name: 'MPU-Bereitschaft' });

it('a new learner on a phone signs up, takes the tour, plays two starter videos to their end, answers a question and sees readiness move', async () => {
  const context = await newContext(browser, PHONE);
  const page = await context.newPage();
  const email = uniqueEmail('erste-stunde');

  await page.goto('/register');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim123');
  await page.getByLabel('Grund für Ihre MPU').selectOption('alcohol');
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }).waitFor();
  const mail = await readOutboxMail(email, { subject: /bestätigen/ });
  await page.goto(mail.link!);
  await page.getByRole('heading', { name: 'E-Mail-Adresse erfolgreich bestätigt' }).waitFor();
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await page.waitForURL('**/dashboard');

  // the tour's first step asks for the first name; the learner walks every step to the end
  const firstStep = page.getByRole('dialog', { name: 'Ihre Übersicht' });
  await firstStep.getByLabel('Ihr Vorname (freiwillig)').fill('Jana');
  await expectNoAxeViolations(page);
  for (let step = 0; step < 20 && (await page.getByRole('button', { name: 'Fertig' }).count()) === 0; step++) {
    const next = page.getByRole('button', { name: 'Weiter' });
    await next.click();
  }
  await page.getByRole('button', { name: 'Fertig' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByText('Willkommen, Jana').waitFor();
  await readiness(page).waitFor();
  expect(await readiness(page).getAttribute('aria-valuenow')).toBe('0');
  await expectHonestPage(page);

  await page.goto('/dashboard/videos');
  await page.getByRole('heading', { name: 'Grundlagen der MPU' }).waitFor();
  await expectHonestPage(page);

  // the first video: played to its end, its question answered right, marked done
  await page.getByRole('button', { name: /^Was ist eine MPU\?/ }).click();
  const first = page.getByRole('dialog', { name: 'Was ist eine MPU? Anlass, Ablauf und Ergebnis' });
  await playToEnd(first.locator('video'));
  const question = first.getByRole('group', { name: /Wer ordnet eine MPU an\?/ });
  await choiceOption(question, /Die Fahrerlaubnisbehörde/).check();
  // only the question with a selection offers its submit button
  await first.getByRole('button', { name: 'Antwort abschicken' }).click();
  await first.getByText('Richtig! Gut gemacht!').waitFor();
  await first.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect.poll(() => first.getByRole('button', { pressed: true }).count()).toBe(1);
  await expectHonestPage(page);
  await page.keyboard.press('Escape');
  await first.waitFor({ state: 'detached' });

  // the second video
  await page.getByRole('button', { name: /^Der Tag der Untersuchung/ }).click();
  const second = page.getByRole('dialog', { name: 'Der Tag der Untersuchung: so läuft die MPU ab' });
  await playToEnd(second.locator('video'));
  await second.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect.poll(() => second.getByRole('button', { pressed: true }).count()).toBe(1);
  await page.keyboard.press('Escape');

  // 2 of the 7 starter videos for alcohol
  await page.goto('/dashboard');
  const videosTile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Videos abgeschlossen', exact: true }) });
  await expect.poll(() => videosTile.innerText()).toMatch(/\b2 von 7\b/);
  // videos weigh 30 %: 30 × 2/7 = 8.57, shown as 9 (questions and chapters are closed to a new learner and count 0 of 0)
  await expect.poll(() => readiness(page).getAttribute('aria-valuenow')).toBe('9');
  await expectHonestPage(page);

  await context.close();
});

it('a Turkish learner finds the starter videos (German, with a note, their titles in Turkish) and one plays', async () => {
  const context = await newContext(browser, { ...PHONE, locale: 'tr-TR' });
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard/videos');
  await page.getByText('Almanca videolar', { exact: true }).waitFor();
  await expect.poll(() => page.locator('section li button').count()).toBe(7);
  await expectNoAxeViolations(page);
  // the card names the video in Turkish and says it is in German
  const card = page.getByRole('button', { name: /^MPU nedir\? Nedeni, işleyişi ve sonucu/ });
  expect(await card.innerText()).toContain('Almanca');
  await card.click();
  await playToEnd(page.getByRole('dialog', { name: 'MPU nedir? Nedeni, işleyişi ve sonucu' }).locator('video'));
  await context.close();
});
