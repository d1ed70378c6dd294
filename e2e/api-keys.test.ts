// The integration keys end to end: an admin creates a key, sees it in full once (copied to the
// clipboard), closes it and sees only the masked form; the key really opens the integration API;
// the status badge switches to Inaktiv (still so after a reload) and the key is deleted after the
// confirmation naming it. axe on the page, the create dialog and the delete confirmation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('an admin creates a key, sees it once, switches it off and deletes it', async () => {
  const name = `Pipedrive ${Date.now().toString(36)}`;
  const context = await newContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/admin/settings');
  await page.getByRole('heading', { level: 1, name: 'API-Schlüssel für Pipedrive' }).waitFor();
  await page.getByRole('button', { name: 'Neuen API-Schlüssel erstellen' }).waitFor();
  await expectNoAxeViolations(page);

  // a blank name is refused with the spec's sentence
  await page.getByRole('button', { name: 'Neuen API-Schlüssel erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen API-Schlüssel erstellen' });
  await dialog.getByLabel('Name', { exact: true }).waitFor();
  expect(await dialog.getByLabel('Aktiv').isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await dialog.getByText('Bitte geben Sie einen Namen für den API-Schlüssel ein.').waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();

  // shown in full once, and in the clipboard
  await page.getByText('API-Schlüssel wurde erstellt und in die Zwischenablage kopiert.').waitFor();
  const fresh = page.getByTestId('fresh-api-key');
  const key = await fresh.innerText();
  expect(key).toMatch(/^pd_[A-Za-z0-9]{32}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await page.getByRole('button', { name: 'Kopieren' }).click();
  await page.getByRole('button', { name: 'Kopiert' }).waitFor();
  await expectNoAxeViolations(page);
  // the success message hides by itself
  await page.getByText('API-Schlüssel wurde erstellt und in die Zwischenablage kopiert.').waitFor({ state: 'hidden', timeout: 6000 });

  // the key opens the integration API
  const learners = await context.request.get('/api/integration/v1/learners?limit=1', { headers: { authorization: `Bearer ${key}` } });
  expect(learners.status()).toBe(200);

  await page.getByRole('button', { name: 'Schließen' }).click();
  await fresh.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: name, exact: true }) });
  await row.getByText(`pd_${'•'.repeat(16)}${key.slice(-4)}`).waitFor();
  expect(await page.getByText(key).count()).toBe(0);

  // Aktiv → Inaktiv, saved
  await row.getByRole('button', { name: new RegExp(`Status von „${name}“: Aktiv`) }).click();
  await row.getByRole('button', { name: new RegExp(`Status von „${name}“: Inaktiv`) }).waitFor();
  await page.reload();
  await row.getByRole('button', { name: new RegExp(`Status von „${name}“: Inaktiv`) }).waitFor();
  expect(await row.getByRole('button', { name: /Status von/ }).getAttribute('aria-pressed')).toBe('false');
  const refused = await context.request.get('/api/integration/v1/learners?limit=1', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);

  // delete after the confirmation naming the key
  await row.getByRole('button', { name: `API-Schlüssel „${name}“ löschen` }).click();
  const confirm = page.getByRole('dialog', { name: 'API-Schlüssel löschen' });
  await confirm
    .getByText(`Sind Sie sicher, dass Sie den API-Schlüssel "${name}" löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.`)
    .waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await page.getByText('API-Schlüssel erfolgreich gelöscht').waitFor();
  await row.waitFor({ state: 'detached' });
  await expectNoAxeViolations(page);
  await context.close();
});

it('shows the keys as cards at 360 px', async () => {
  const context = await newContext(browser, { width: 360, height: 740 });
  await signInAdmin(context);
  const created = await context.request.post('/api/admin/api-keys', { data: { name: 'Handy-Test' }, headers: { origin: baseURL() } });
  expect(created.status()).toBe(201);
  const page = await context.newPage();
  await page.goto('/dashboard/admin/settings');
  await page.getByRole('heading', { level: 2, name: 'Handy-Test' }).first().waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
