// The glossary as learners and admins use it, on the German starter content: the search narrows
// the list, the category filter, the A–Z jump bar (letters without terms are no links), related
// terms that jump to their entry, and an admin adding, editing and deleting a term. axe on every state.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The names of the entries on screen, in their order. */
const entryNames = (page: Page) => page.locator('main article h3').allInnerTexts();
/** Text (or heading name) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent ?? document.activeElement?.textContent);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Begriffe durchsuchen' });
const categorySelect = (page: Page) => page.getByLabel('Kategorie', { exact: true });
const letterBar = (page: Page) => page.getByRole('navigation', { name: 'Begriffe nach Anfangsbuchstabe' });

it('a learner searches, filters by category, jumps to a letter and follows related terms', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard/lexicon');
  await page.getByRole('heading', { level: 1, name: 'MPU-Lexikon' }).waitFor();
  await page.getByRole('heading', { level: 3, name: 'Abstinenz', exact: true }).waitFor();
  // Ä/Ö/Ü are grouped with their letter; Urinscreening sits under U, nothing under Q
  await page.getByRole('heading', { level: 2, name: 'U', exact: true }).waitFor();
  await expectNoAxeViolations(page);
  // no glossary term starts with Q, J or Z: shown in the bar, but not links
  for (const letter of ['J', 'Q', 'Z']) {
    expect(
      await letterBar(page)
        .getByRole('link', { name: `Zu Buchstabe ${letter}` })
        .count(),
    ).toBe(0);
    expect(await letterBar(page).getByText(`Keine Begriffe unter ${letter}`).count()).toBe(1);
  }

  // the search looks at term and definition, without regard to case; German order (AAK before Alkohol-MPU)
  await searchBox(page).fill('PROMILLE');
  await expect.poll(() => entryNames(page)).toEqual(['AAK', 'Alkohol-MPU', 'BAK']);
  await page.getByText('3 von', { exact: false }).waitFor();
  await searchBox(page).fill('kreatinin');
  await expect.poll(() => entryNames(page)).toEqual(['Beurteilungskriterien', 'Kreatinin', 'Urinscreening']);
  await searchBox(page).fill('gibt es nicht im Lexikon');
  await page.getByText('Keine Begriffe gefunden').waitFor();
  await expectNoAxeViolations(page);
  await searchBox(page).fill('');

  await categorySelect(page).selectOption({ label: 'Technisch' });
  await expect
    .poll(() => entryNames(page))
    .toEqual([
      'AAK',
      'Elektrokleinstfahrzeug (E-Scooter)',
      'Fahrverhaltensbeobachtung',
      'Leistungstest',
      'Nachweisfenster',
      'Reaktionstest',
    ]);

  // a related term in view: focus moves to its entry
  const reaction = page.getByRole('article', { name: 'Reaktionstest' });
  await reaction.getByRole('link', { name: 'Leistungstest', exact: true }).click();
  await expect.poll(() => focused(page)).toBe('Leistungstest');
  // a related term the filter hides: the filter is reset and focus moves to it
  await page.getByRole('article', { name: 'Leistungstest' }).getByRole('link', { name: 'Führerscheinklasse' }).click();
  await expect.poll(() => focused(page)).toBe('Führerscheinklasse');
  expect(await categorySelect(page).inputValue()).toBe('all');

  // the jump bar moves focus to the letter's group
  await letterBar(page).getByRole('link', { name: 'Zu Buchstabe K' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent)).toBe('H2 K');
  await context.close();
});

it('on a phone the glossary fits the screen', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await createSignedInLearner(context, 'drugs');
  const page = await context.newPage();
  await page.goto('/dashboard/lexicon');
  await page.getByRole('heading', { level: 3, name: 'Abstinenz', exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await context.close();
});

it('an admin adds a term with related terms, edits it and deletes it after a confirmation', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await page.goto('/dashboard/lexicon');
  await page.getByRole('heading', { level: 3, name: 'Abstinenz', exact: true }).waitFor();
  expect(await letterBar(page).getByRole('link', { name: 'Zu Buchstabe W' }).count()).toBe(0);

  await page.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Begriff hinzufügen' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  await dialog.getByText('Bitte füllen Sie alle Felder aus.').waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });

  await dialog.getByLabel('Begriff', { exact: true }).fill('Wohlverhalten');
  await dialog.getByLabel('Definition', { exact: true }).fill('Straffreies Verhalten im Straßenverkehr über einen längeren Zeitraum.');
  await dialog.getByLabel('Kategorie').selectOption({ label: 'Psychologie' });
  const related = dialog.getByLabel('Verwandter Begriff');
  // Enter adds the trimmed term; the same term twice is added once
  await related.fill('  Einsicht ');
  await related.press('Enter');
  await related.fill('Einsicht');
  await related.press('Enter');
  await related.fill('Verhaltensänderung');
  await dialog.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  const chips = dialog.getByRole('list', { name: 'Ausgewählte verwandte Begriffe' }).getByRole('listitem');
  await expect
    .poll(() => chips.evaluateAll((items) => items.map((item) => item.firstElementChild?.textContent)))
    .toEqual(['Einsicht', 'Verhaltensänderung']);
  expect(await dialog.isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  await page.getByText('Begriff erfolgreich hinzugefügt').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  const entry = page.getByRole('article', { name: 'Wohlverhalten' });
  await entry.getByText('Psychologie', { exact: true }).waitFor();
  await letterBar(page).getByRole('link', { name: 'Zu Buchstabe W' }).waitFor();
  await entry.getByRole('link', { name: 'Einsicht', exact: true }).click();
  await expect.poll(() => focused(page)).toBe('Einsicht');

  // a term that exists (in other case) is refused
  await page.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  await dialog.getByLabel('Begriff', { exact: true }).fill('wohlverhalten');
  await dialog.getByLabel('Definition', { exact: true }).fill('Doppelt');
  await dialog.getByLabel('Kategorie').selectOption({ label: 'Grundlagen' });
  await dialog.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  await dialog.getByText('Diesen Begriff gibt es bereits im Lexikon.').waitFor();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });

  await entry.getByRole('button', { name: 'Bearbeiten: Wohlverhalten' }).click();
  const edit = page.getByRole('dialog', { name: 'Begriff bearbeiten' });
  expect(await edit.getByLabel('Begriff', { exact: true }).inputValue()).toBe('Wohlverhalten');
  await edit.getByLabel('Definition', { exact: true }).fill('Über Jahre ohne Verstöße im Straßenverkehr.');
  await edit.getByRole('button', { name: 'Verhaltensänderung entfernen' }).click();
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await page.getByText('Begriff erfolgreich gespeichert').waitFor();
  await entry.getByText('Über Jahre ohne Verstöße im Straßenverkehr.').waitFor();
  expect(await entry.getByRole('link').allInnerTexts()).toEqual(['Einsicht']);

  await entry.getByRole('button', { name: 'Löschen: Wohlverhalten' }).click();
  const confirm = page.getByRole('dialog', { name: 'Begriff löschen' });
  await confirm.getByText('Möchten Sie den Begriff „Wohlverhalten“ wirklich löschen?', { exact: false }).waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
  await page.getByText('Begriff erfolgreich gelöscht').waitFor();
  await expect.poll(() => page.getByRole('article', { name: 'Wohlverhalten' }).count()).toBe(0);
  expect(await letterBar(page).getByRole('link', { name: 'Zu Buchstabe W' }).count()).toBe(0);
  await context.close();
});
