// 'Allgemeines Wissen zur MPU': an admin writes an article in Markdown (a heading and a list render,
// a <script> never becomes one), learners see only the articles for their MPU reasons, search and
// category filter narrow the list, the admin edits and deletes. axe on every state. The starter
// articles may change: the journeys use their own.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  expectNoAxeViolations,
  grantCourses,
  launchBrowser,
  newContext,
  signInAdmin,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ALCOHOL_TITLE = 'E2E Trinkmengen richtig einschätzen';
const DRUGS_TITLE = 'E2E Abbau von THC im Körper';

async function createArticleThroughApi(context: BrowserContext, data: Record<string, unknown>) {
  const response = await context.request.post('/api/knowledge', { data, headers: { origin: baseURL() } });
  expect(response.status()).toBe(201);
}

const articleNamed = (page: Page, title: string) => page.getByRole('article', { name: title });
const titles = (page: Page) => page.locator('main article h2').allInnerTexts();

it('an admin writes an article in Markdown; a drugs learner sees the drug article and not the alcohol one', async () => {
  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const page = await adminContext.newPage();
  await page.goto('/dashboard/knowledge');
  await page.getByRole('heading', { level: 1, name: 'Allgemeines Wissen zur MPU' }).waitFor();
  await page.getByRole('button', { name: 'Artikel anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Artikel anlegen' });
  await dialog.getByRole('button', { name: 'Artikel anlegen' }).click();
  await dialog.getByText('Bitte füllen Sie alle Felder aus.').waitFor();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Titel', { exact: true }).fill(ALCOHOL_TITLE);
  await dialog.getByLabel('Kurzfassung', { exact: true }).fill('Was ein Standardglas ist und wie Sie Ihren Konsum ehrlich beschreiben.');
  await dialog
    .getByLabel('Inhalt (Markdown)', { exact: true })
    .fill('# Das Standardglas\n\n- Ein kleines Bier\n- Ein Glas Wein\n\n<script>window.__xss = true</script>\n\nEhrlich bleiben.');
  await dialog.getByRole('button', { name: 'Vorschau' }).click();
  const preview = dialog.getByRole('region', { name: 'Vorschau des Inhalts' });
  await preview.getByRole('heading', { name: 'Das Standardglas' }).waitFor();
  expect(await preview.getByRole('listitem').allInnerTexts()).toEqual(['Ein kleines Bier', 'Ein Glas Wein']);
  expect(await preview.locator('script').count()).toBe(0);
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Schreiben' }).click();
  await dialog.getByLabel('Kategorie').selectOption({ label: 'Therapie' });
  await dialog.getByRole('checkbox', { name: 'Alkohol-MPU' }).check();
  await dialog.getByRole('button', { name: 'Artikel anlegen' }).click();
  await page.getByText('Artikel erfolgreich angelegt').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // read in full: the body's heading sits below the article's title (h3), the list renders, no script
  const article = articleNamed(page, ALCOHOL_TITLE);
  await article.getByText('Alkohol-MPU', { exact: true }).waitFor();
  await article.getByRole('button', { name: `Artikel lesen: ${ALCOHOL_TITLE}` }).click();
  expect(await article.getByRole('button', { name: `Artikel lesen: ${ALCOHOL_TITLE}` }).getAttribute('aria-expanded')).toBe('true');
  await article.getByRole('heading', { level: 3, name: 'Das Standardglas' }).waitFor();
  expect(
    await article
      .getByRole('listitem')
      .filter({ hasText: /^Ein (kleines Bier|Glas Wein)$/ })
      .count(),
  ).toBe(2);
  expect(await page.locator('main script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: boolean }).__xss)).toBeUndefined();
  await expectNoAxeViolations(page);

  await createArticleThroughApi(adminContext, {
    title: DRUGS_TITLE,
    summary: 'Wie lange THC-COOH nachweisbar bleibt.',
    body: 'THC wird über Wochen abgebaut.',
    category: 'Diagnostik',
    mpuTypes: ['drugs'],
  });

  const learnerContext = await newContext(browser);
  const learner = await createSignedInLearner(learnerContext, 'drugs');
  await grantCourses(browser, learner.email);
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto('/dashboard/knowledge');
  await articleNamed(learnerPage, DRUGS_TITLE).waitFor();
  expect(await articleNamed(learnerPage, ALCOHOL_TITLE).count()).toBe(0);
  expect(await learnerPage.getByRole('button', { name: 'Artikel anlegen' }).count()).toBe(0);
  await expectNoAxeViolations(learnerPage);

  // search looks at title, summary and body; the category filter narrows further
  const search = learnerPage.getByRole('searchbox', { name: 'Artikel durchsuchen' });
  await search.fill('über wochen');
  await expect.poll(() => titles(learnerPage)).toEqual([DRUGS_TITLE]);
  await learnerPage.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Therapie' });
  await learnerPage.getByText('Keine Artikel gefunden').waitFor();
  await expectNoAxeViolations(learnerPage);
  await learnerPage.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await articleNamed(learnerPage, DRUGS_TITLE).waitFor();
  await learnerPage.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Diagnostik' });
  await search.fill('E2E');
  await expect.poll(() => titles(learnerPage)).toEqual([DRUGS_TITLE]);
  await learnerContext.close();

  // the admin sees both, edits one and deletes it after a confirmation
  await page.reload();
  await articleNamed(page, DRUGS_TITLE).waitFor();
  await page.getByRole('button', { name: `Bearbeiten: ${ALCOHOL_TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Artikel bearbeiten' });
  expect(await edit.getByLabel('Titel', { exact: true }).inputValue()).toBe(ALCOHOL_TITLE);
  await edit.getByLabel('Titel', { exact: true }).fill(`${ALCOHOL_TITLE} (überarbeitet)`);
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await page.getByText('Artikel erfolgreich gespeichert').waitFor();
  const edited = articleNamed(page, `${ALCOHOL_TITLE} (überarbeitet)`);
  await edited.waitFor();

  await edited.getByRole('button', { name: `Löschen: ${ALCOHOL_TITLE} (überarbeitet)` }).click();
  const confirm = page.getByRole('dialog', { name: 'Artikel löschen' });
  await confirm.getByText('wirklich löschen', { exact: false }).waitFor();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page.getByText('Artikel erfolgreich gelöscht').waitFor();
  await expect.poll(() => articleNamed(page, `${ALCOHOL_TITLE} (überarbeitet)`).count()).toBe(0);
  await adminContext.close();
});

it('a learner without the page courses is sent away; on a phone the articles fit the screen', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  const learner = await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard/knowledge');
  await page.waitForURL((url) => url.pathname !== '/dashboard/knowledge');
  await grantCourses(browser, learner.email);
  await page.goto('/dashboard/knowledge');
  await page.getByRole('heading', { level: 1, name: 'Allgemeines Wissen zur MPU' }).waitFor();
  await page.getByRole('searchbox', { name: 'Artikel durchsuchen' }).waitFor();
  await page
    .getByRole('status')
    .filter({ hasText: /Artikel$/ })
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});
