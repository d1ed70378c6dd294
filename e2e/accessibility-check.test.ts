// The axe check itself: it must fail on a page with a violation, in the page and in a frame, or a
// green journey would prove nothing about accessibility.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

/** The violations the failed check named (its assertion's actual value), or [] when it passed. */
async function violationsFound(page: Page): Promise<unknown> {
  return expectNoAxeViolations(page).then(
    () => [],
    (error: { actual?: unknown }) => error.actual,
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('the axe check passes the sign-in page and fails on an unlabelled field, in the page and in a frame', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    const field = document.createElement('input');
    field.id = 'unlabelled-field';
    document.querySelector('main')!.append(field);
  });
  expect(await violationsFound(page)).toEqual([expect.stringMatching(/^label: .*#unlabelled-field/)]);

  await page.evaluate(() => document.getElementById('unlabelled-field')!.remove());
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Beispiel';
    frame.srcdoc = '<!doctype html><html lang="de"><title>Beispiel</title><input id="field-in-frame"></html>';
    document.querySelector('main')!.append(frame);
  });
  await page.frameLocator('iframe[title="Beispiel"]').locator('#field-in-frame').waitFor();
  expect(await violationsFound(page)).toEqual([expect.stringMatching(/^label: .*#field-in-frame/)]);
  await context.close();
});
