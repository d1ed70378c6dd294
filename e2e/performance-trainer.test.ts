// The reaction and concentration trainer (/dashboard/performance-trainer) as a learner uses it:
// the short Reaktion exercise with the keyboard only, time driven by Playwright's clock (one press
// before a stimulus shows "Zu früh"), the result stored and in the history after a reload; and
// Überblick on a phone, with taps. axe on the overview, the instructions and the result.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const KEYS: Record<string, string> = { red: 'a', yellow: 's', green: 'd', high: 'k', low: 'l' };
const START = new Date('2026-11-25T09:00:00+01:00');

/** Advances the page's clock in small steps, answering every stimulus with its key, until `done` is on the page. */
async function answerStimuliUntil(page: Page, done: string) {
  const area = page.locator('[data-stimulus]');
  for (let step = 0; step < 600; step++) {
    if ((await page.getByRole('heading', { name: done }).count()) > 0) return;
    const stimulus = (await area.count()) > 0 ? await area.getAttribute('data-stimulus') : '';
    if (stimulus) await page.keyboard.press(KEYS[stimulus]!);
    await page.clock.runFor(100);
  }
  throw new Error(`"${done}" did not appear`);
}

it('Reaktion, short version, with the keyboard only: practice, an early press, the run, the stored result', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context);
  const page = await context.newPage();
  await page.clock.install({ time: START });
  await page.goto('/dashboard/performance-trainer?dauer=kurz');
  await page.getByRole('heading', { level: 1, name: 'Leistungstest-Training' }).waitFor();
  await page.getByText('Übungswerte, keine Prozentränge des echten Tests.').waitFor();
  await page.getByText('Noch keine gespeicherten Durchgänge.', { exact: false }).first().waitFor();
  await expectNoAxeViolations(page);

  // keyboard only: Tab to the card's button and press Enter
  const open = page.getByRole('button', { name: 'Übung „Reaktion“ öffnen' });
  await open.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Reaktion: So funktioniert es' }).waitFor();
  await page.getByLabel('Ohne Ton').check();
  await expectNoAxeViolations(page);

  await page.clock.pauseAt(new Date(START.getTime() + 10 * 60_000));
  await page.getByRole('button', { name: 'Übungsrunde starten' }).focus();
  await page.keyboard.press('Enter');
  // focus moves to the exercise area
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Übungsbereich');
  // nothing is shown yet: a press now is too early
  await page.keyboard.press('a');
  await page.getByText('Zu früh', { exact: true }).waitFor();
  await answerStimuliUntil(page, 'Reaktion: Übungsrunde beendet');

  await page.getByRole('button', { name: 'Durchgang starten' }).focus();
  await page.keyboard.press('Enter');
  await answerStimuliUntil(page, 'Reaktion: Ihr Ergebnis');
  // TanStack Query hands results over on a timer: let time flow again
  await page.clock.resume();
  await page.getByText('Ergebnis gespeichert.').waitFor();
  const results = page.locator('dl').first();
  const value = (term: string) =>
    results
      .locator('div', { has: page.getByText(term, { exact: true }) })
      .locator('dd')
      .innerText();
  expect(await value('Falsch')).toBe('0');
  expect(await value('Verpasst')).toBe('0');
  expect(Number(await value('Richtig'))).toBeGreaterThan(3);
  expect(await value('Median der Reaktionszeit')).toMatch(/^\d+ ms$/);
  await page.getByText('Übungswerte, keine Prozentränge des echten Tests.').waitFor();
  await expectNoAxeViolations(page);

  // stored: after a reload the overview's history has the run, also as a table
  await page.goto('/dashboard/performance-trainer?dauer=kurz');
  const history = page.getByRole('region', { name: 'Ihr Verlauf' });
  await history.getByRole('img', { name: /Verlauf „Reaktion“: .*, 1 Durchgänge/ }).waitFor();
  await history.getByRole('button', { name: 'Als Tabelle anzeigen' }).first().click();
  await history
    .getByRole('cell', { name: /25\.11\.2026/ })
    .first()
    .waitFor();
  await context.close();
}, 180_000);

it('Überblick on a phone: the scene for a second, then ticked with taps', async () => {
  const context = await browser.newContext({
    baseURL: baseURL(),
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await createSignedInLearner(context);
  const page = await context.newPage();
  await page.clock.install({ time: START });
  await page.goto('/dashboard/performance-trainer?dauer=kurz&uebung=overview');
  await page.getByRole('heading', { name: 'Überblick: So funktioniert es' }).waitFor();
  await page.clock.pauseAt(new Date(START.getTime() + 10 * 60_000));

  /** One scene: reads what it shows, lets the second pass, ticks the shown parts (and `extra`) with taps. */
  async function tickScene(extra: string[] = []) {
    await page.clock.runFor(1100);
    const scene = page.getByRole('img', { name: 'Verkehrsszene' });
    await scene.waitFor();
    const parts = await scene.locator('[data-part]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-part')!));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    await page.clock.runFor(1100);
    await page.getByText('Was war zu sehen?').waitFor();
    const labels: Record<string, string> = {
      car: 'Auto',
      truck: 'Lkw',
      bicycle: 'Fahrrad',
      pedestrian: 'Fußgänger',
      'traffic-light': 'Ampel',
      'stop-sign': 'Stoppschild',
      'give-way-sign': 'Vorfahrt-gewähren-Schild',
      bus: 'Bus',
    };
    const wrong = Object.keys(labels)
      .filter((part) => !parts.includes(part))
      .slice(0, extra.length);
    for (const part of [...parts, ...wrong]) await page.getByLabel(labels[part]!, { exact: true }).tap();
    await page.getByRole('button', { name: 'Weiter', exact: true }).tap();
    return parts.length;
  }

  await page.getByRole('button', { name: 'Übungsrunde starten' }).tap();
  await tickScene();
  await page.getByRole('button', { name: 'Durchgang starten' }).tap();
  const first = await tickScene(['one wrong']);
  const second = await tickScene();
  await page.getByRole('heading', { name: 'Überblick: Ihr Ergebnis' }).waitFor();
  await page.clock.resume();
  const results = page.locator('dl').first();
  const value = (term: string) =>
    results
      .locator('div', { has: page.getByText(term, { exact: true }) })
      .locator('dd')
      .innerText();
  expect(await value('Szenen')).toBe('2');
  expect(await value('Gefunden')).toBe(String(first + second));
  expect(await value('Verpasst')).toBe('0');
  expect(await value('Falsch angekreuzt')).toBe('1');
  await page.getByText('Ergebnis gespeichert.').waitFor();
  await expectNoAxeViolations(page);
  await context.close();
}, 180_000);
