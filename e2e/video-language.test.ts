// Issue 35, honest counts: a learner whose browser speaks English (or Turkish) finds the starter
// content's German videos with a note saying they are in German, instead of an empty library, and the
// overview's video total is the number of those videos the player can play (a card of one it cannot
// play says so). axe on each page. The figures are compared with each other, not with literals: the
// starter videos change (server/src/cli/demo-content).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TEXTS = {
  en: {
    library: 'Video courses',
    noteTitle: 'Videos in German',
    note: 'There are no videos in English for your MPU type yet, so you see the German videos.',
    notPlayable: 'Cannot be played here',
    videosTile: 'Videos completed',
    of: /^(?<done>\d+) of (?<total>\d+)$/,
  },
  tr: {
    library: 'Video kursları',
    noteTitle: 'Almanca videolar',
    note: 'MPU türünüz için henüz Türkçe video yok. Bu nedenle Almanca videoları görüyorsunuz.',
    notPlayable: 'Burada oynatılamaz',
    videosTile: 'Tamamlanan videolar',
    // '{{total}} içinden {{done}}'
    of: /^(?<total>\d+) içinden (?<done>\d+)$/,
  },
} as const;

/** The cards of the library, and how many of them the player can play. */
async function countCards(page: Page, notPlayable: string) {
  const cards = page.locator('section li button');
  const all = await cards.count();
  const unplayable = await cards.filter({ hasText: notPlayable }).count();
  return { all, playable: all - unplayable };
}

it.each(['en', 'tr'] as const)(
  'in %s the library shows the German videos with a note, and the overview counts the playable ones',
  async (language) => {
    const texts = TEXTS[language];
    const context = await newContext(browser, { locale: language === 'en' ? 'en-US' : 'tr-TR' });
    await createSignedInLearner(context, 'alcohol');
    const page = await context.newPage();

    await page.goto('/dashboard/videos');
    await page.getByRole('heading', { level: 1, name: texts.library }).waitFor();
    await page.getByText(texts.noteTitle, { exact: true }).waitFor();
    await page.getByText(texts.note, { exact: true }).waitFor();
    await expect.poll(async () => (await countCards(page, texts.notPlayable)).all).toBeGreaterThan(0);
    const cards = await countCards(page, texts.notPlayable);
    // the starter content has at least one video the player plays (its own clip)
    expect(cards.playable).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    await expectNoAxeViolations(page);

    await page.goto('/dashboard');
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: texts.videosTile, exact: true }) });
    const figure = tile.locator('p').first();
    await figure.waitFor();
    const { done, total } = texts.of.exec((await figure.innerText()).trim())?.groups ?? {};
    expect({ done: Number(done), total: Number(total) }).toEqual({ done: 0, total: cards.playable });
    await expectNoAxeViolations(page);
    await context.close();
  },
);
