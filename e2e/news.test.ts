// The news page end to end: an admin creates an item dated in the future (so it leads the list, with
// the German long date), unpublishes it (a learner no longer sees it, the admin does with the badge),
// edits and publishes it again, the learner reads it with 'Weiterlesen', and the admin deletes it
// after a confirmation naming it. axe on every state; the admin works at phone width (390 px).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An admin grants the page 'news' (a new learner does not have it), as on the admin page. */
async function grantNews(admin: BrowserContext, email: string) {
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, news: true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

const firstArticle = (page: Page) => page.getByRole('main').getByRole('article').first();
const articleNamed = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

it('an admin creates, unpublishes, edits and deletes a news item; a learner sees only what is published', async () => {
  const title = `Neue Sprechstunden ${Date.now().toString(36)}`;
  const editedTitle = `${title} ab Januar`;
  const body = 'Ab Januar bieten wir zusätzliche Sprechstunden an.\n\nTermine buchen Sie wie gewohnt, **ohne Aufpreis**.';

  const adminContext = await newContext(browser, { width: 390, height: 844 });
  await signInAdmin(adminContext);
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/news');
  await admin.getByRole('heading', { level: 1, name: 'Neuigkeiten' }).waitFor();
  // the starter news of the first start
  await firstArticle(admin).waitFor();
  await expectNoAxeViolations(admin);

  // create: empty fields are named first
  await admin.getByRole('button', { name: 'Neuigkeit erstellen' }).click();
  const editor = admin.getByRole('dialog', { name: 'Neuigkeit erstellen' });
  await editor.getByLabel('Titel', { exact: true }).waitFor();
  expect(await editor.getByLabel('Veröffentlicht').isChecked()).toBe(true);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await editor.getByText('Bitte füllen Sie alle Felder aus.').waitFor();
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });

  await editor.getByLabel('Titel', { exact: true }).fill(title);
  await editor.getByLabel('Datum').fill('2099-12-24');
  await editor.getByLabel('Text', { exact: true }).fill(body);
  await editor.getByRole('button', { name: 'Vorschau' }).click();
  await editor.getByRole('region', { name: 'Vorschau des Textes' }).getByText('ohne Aufpreis').waitFor();
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await admin.getByText('Neuigkeit gespeichert').waitFor();
  await editor.waitFor({ state: 'hidden' });

  // dated in the future, it leads the list, with the German long date and the first paragraph as teaser
  await firstArticle(admin).getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
  expect(await firstArticle(admin).locator('time').innerText()).toBe('24. Dezember 2099');
  await firstArticle(admin).getByText('Ab Januar bieten wir zusätzliche Sprechstunden an.').waitFor();
  expect(await firstArticle(admin).getByText('ohne Aufpreis').count()).toBe(0);

  // unpublish: the admin still sees it, marked
  await articleNamed(admin, title).getByRole('button', { name: 'Veröffentlichung zurücknehmen' }).click();
  await admin.getByText('Veröffentlichung zurückgenommen').waitFor();
  await articleNamed(admin, title).getByText('Nicht veröffentlicht').waitFor();
  await articleNamed(admin, title).getByRole('button', { name: 'Veröffentlichen', exact: true }).waitFor();
  await expectNoAxeViolations(admin);

  // a learner with the page does not see the unpublished item
  const learnerContext = await newContext(browser);
  const { email } = await createSignedInLearner(learnerContext);
  await grantNews(adminContext, email);
  const learner = await learnerContext.newPage();
  await learner.goto('/dashboard/news');
  await firstArticle(learner).waitFor();
  expect(await learner.getByText(title).count()).toBe(0);
  expect(await learner.getByRole('button', { name: 'Neuigkeit erstellen' }).count()).toBe(0);
  expect(await learner.getByRole('button', { name: 'Bearbeiten' }).count()).toBe(0);

  // edit: a new title, published again
  await articleNamed(admin, title).getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = admin.getByRole('dialog', { name: 'Neuigkeit bearbeiten' });
  expect(await edit.getByLabel('Titel', { exact: true }).inputValue()).toBe(title);
  expect(await edit.getByLabel('Datum').inputValue()).toBe('2099-12-24');
  expect(await edit.getByLabel('Veröffentlicht').isChecked()).toBe(false);
  await edit.getByLabel('Titel', { exact: true }).fill(editedTitle);
  await edit.getByLabel('Veröffentlicht').check();
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await admin.getByText('Neuigkeit gespeichert').waitFor();
  await firstArticle(admin).getByRole('heading', { level: 2, name: editedTitle, exact: true }).waitFor();
  expect(await firstArticle(admin).getByText('Nicht veröffentlicht').count()).toBe(0);

  // the learner now reads it first and opens the full text
  await learner.reload();
  await firstArticle(learner).getByRole('heading', { level: 2, name: editedTitle, exact: true }).waitFor();
  expect(await firstArticle(learner).locator('time').innerText()).toBe('24. Dezember 2099');
  const readMore = firstArticle(learner).getByRole('button', { name: /^Weiterlesen/ });
  expect(await readMore.getAttribute('aria-expanded')).toBe('false');
  await readMore.click();
  expect(await readMore.getAttribute('aria-expanded')).toBe('true');
  await firstArticle(learner).locator('strong', { hasText: 'ohne Aufpreis' }).waitFor();
  await expectNoAxeViolations(learner);

  // delete after a confirmation that names the item
  await articleNamed(admin, editedTitle).getByRole('button', { name: 'Löschen' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Neuigkeit löschen' });
  await confirm.getByText(`Möchten Sie die Neuigkeit „${editedTitle}“ wirklich löschen?`, { exact: false }).waitFor();
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await admin.getByText('Neuigkeit gelöscht').waitFor();
  await articleNamed(admin, editedTitle).waitFor({ state: 'detached' });
  await firstArticle(admin).waitFor();

  await learner.reload();
  await firstArticle(learner).waitFor();
  expect(await learner.getByText(editedTitle).count()).toBe(0);

  await learnerContext.close();
  await adminContext.close();
}, 240_000);

it('shows the news in English with the English long date', async () => {
  const context = await newContext(browser, { locale: 'en-GB', width: 390, height: 844 });
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/news');
  await page.getByRole('heading', { level: 1, name: 'News' }).waitFor();
  await page.getByRole('button', { name: 'Create news item' }).waitFor();
  // the starter news carry dates such as 2026-11-18: '18 November 2026'
  expect(await firstArticle(page).locator('time').innerText()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expectNoAxeViolations(page);
  await context.close();
});
