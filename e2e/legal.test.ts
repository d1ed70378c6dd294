// Impressum and Datenschutzerklärung end to end: a visitor reads the shipped German template; the
// admin sees the console's warning, edits the Impressum in the 'Rechtliches' tab with the preview,
// saves, and a visitor reads the new text. Only the Impressum is changed: other journeys open the
// Datenschutzerklärung from the registration form, and the warning stays while it is the template.
// axe on the public pages, the tab and the banner.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

const WARNING = 'Impressum und Datenschutzerklärung sind noch nicht angepasst.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('a visitor reads the template; an admin edits the Impressum in the console and the visitor reads it', async () => {
  const visitorContext = await newContext(browser, { width: 360, height: 780 });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/datenschutz');
  await visitor.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
  for (const heading of ['1. Verantwortlicher', '3. MPU-Grund und Gesundheitsangaben', '8. Eingebettete Videos', '12. Ihre Rechte'])
    await visitor.getByRole('heading', { level: 2, name: heading }).waitFor();
  await visitor.getByText('Art. 9 Abs. 2 lit. a DSGVO', { exact: false }).waitFor();
  await expectNoAxeViolations(visitor);

  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/admin');
  await admin.getByText(WARNING).waitFor();
  await expectNoAxeViolations(admin);

  await admin.getByRole('link', { name: 'Zu „Rechtliches“' }).click();
  await admin.getByRole('tab', { name: 'Rechtliches', selected: true }).waitFor();
  const imprint = admin.getByRole('region', { name: 'Impressum' });
  const field = imprint.getByLabel('Text (Markdown)');
  expect(await field.inputValue()).toContain('[Name und Anschrift des Betreibers]');
  await imprint.getByText('Vorlage – noch nicht angepasst').waitFor();
  await expectNoAxeViolations(admin);

  const operator = `Muster-MPU GmbH ${Date.now().toString(36)}`;
  await field.fill(`## Angaben gemäß § 5 DDG\n\n**${operator}**, Beispielweg 1, 12345 Berlin`);
  await imprint.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  await imprint.getByRole('region', { name: 'Vorschau' }).getByText(operator).waitFor();
  await expectNoAxeViolations(admin);
  await imprint.getByRole('button', { name: 'Speichern' }).click();
  await imprint.getByText('Der Text wurde gespeichert.').waitFor();
  await imprint.getByText(/^Zuletzt gespeichert: /).waitFor();
  // the Datenschutzerklärung is still the template: the warning stays
  await admin.getByText(WARNING).waitFor();

  await visitor.goto('/impressum');
  await visitor.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
  await visitor.getByText(operator).waitFor();
  expect(await visitor.getByText('[Name und Anschrift des Betreibers]').count()).toBe(0);
  await expectNoAxeViolations(visitor);

  await adminContext.close();
  await visitorContext.close();
});
