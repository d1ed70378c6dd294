// Admin user management: an admin searches, creates a user, edits role, reasons and page
// permissions, resets the password and deletes the user, while the user's own browser shows the
// effect on its next page load. Also the console's tabs (in the URL, arrow keys) and the phone layout.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseURL,
  createSignedInLearner,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
  signInAdmin,
  uniqueEmail,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const JOURNEY_TIMEOUT = 240_000;

async function signInByApi(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin: baseURL() } });
  return response.status();
}

async function openAdminPage(page: Page) {
  await page.goto('/dashboard/admin');
  await page.getByRole('heading', { level: 2, name: 'Benutzerverwaltung' }).waitFor();
}

/** Types into the search box and waits until the debounced search has been answered. */
async function search(page: Page, text: string, label = 'Nach E-Mail-Adresse suchen') {
  await page.getByLabel(label).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

function rowOf(page: Page, email: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: email });
}

async function expectBanner(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

/** The next full page load in the user's browser lands here (pathname). */
async function landsOn(page: Page, path: string, expected: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === expected);
}

const isFocused = (page: Page, locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);

it(
  'an admin searches, creates, edits, grants pages, resets the password and deletes a user; the user feels each step',
  async () => {
    // someone to search for
    const learnerContext = await newContext(browser);
    const learner = await createSignedInLearner(learnerContext, 'drugs');
    await learnerContext.close();

    const adminContext = await newContext(browser);
    const admin = await signInAdmin(adminContext);
    const page = await adminContext.newPage();
    await openAdminPage(page);
    await expect.poll(() => page.getByRole('tab', { name: 'Benutzerverwaltung' }).getAttribute('aria-selected')).toBe('true');
    await expectNoAxeViolations(page);

    // search: a case-insensitive part of the address, answered by the server
    const part = learner.email.split('@')[0]!.slice(-8).toUpperCase();
    await search(page, part);
    await rowOf(page, learner.email).waitFor();
    await page.getByText('1 Benutzer gefunden').waitFor();
    const learnerRow = rowOf(page, learner.email);
    expect(await learnerRow.getByRole('cell').allInnerTexts()).toEqual([
      'Benutzer',
      'Drogen-MPU',
      new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()),
      '',
    ]);

    // create: the spec's validation messages, then a user with a reason
    const email = uniqueEmail('angelegt');
    const createButton = page.getByRole('button', { name: 'Neuen Benutzer anlegen' });
    await createButton.click();
    const createDialog = page.getByRole('dialog', { name: 'Neuen Benutzer anlegen' });
    await createDialog.waitFor();
    await expect.poll(() => isFocused(page, createDialog.getByLabel('E-Mail-Adresse'))).toBe(true);
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).click();
    await createDialog.getByText('Bitte füllen Sie alle Pflichtfelder aus.').waitFor();
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    await createDialog.getByLabel('E-Mail-Adresse').fill(email);
    await createDialog.getByLabel('Passwort').fill('   ');
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).click();
    await createDialog.getByText('Bitte füllen Sie alle Pflichtfelder aus.').waitFor();
    await createDialog.getByLabel('Passwort').fill('12345');
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).click();
    await createDialog.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.').waitFor();
    await createDialog.getByLabel('Passwort').fill('geheim123');
    expect(await createDialog.getByLabel('Rolle').inputValue()).toBe('user');
    const drugs = createDialog.getByRole('button', { name: 'Drogen-MPU' });
    expect(await drugs.getAttribute('aria-pressed')).toBe('false');
    await drugs.click();
    await expect.poll(() => drugs.getAttribute('aria-pressed')).toBe('true');
    // focus stays inside the dialog: Tab from the last button goes round to the first
    expect(await createDialog.getAttribute('aria-modal')).toBe('true');
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await isFocused(page, createDialog.getByRole('button', { name: 'Schließen' }))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await isFocused(page, createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }))).toBe(true);
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).click();
    await expectBanner(page, 'Benutzer erfolgreich erstellt');
    await createDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, createButton)).toBe(true);

    // the same address again: a clear message at the field
    await createButton.click();
    await createDialog.getByLabel('E-Mail-Adresse').fill(email.toUpperCase());
    await createDialog.getByLabel('Passwort').fill('geheim123');
    await createDialog.getByRole('button', { name: 'Benutzer anlegen', exact: true }).click();
    await createDialog.getByText('Diese E-Mail-Adresse existiert bereits.').waitFor();
    await createDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await createDialog.waitFor({ state: 'hidden' });

    // the created user signs in at once (confirmed by the admin) with the default pages
    const userContext = await newContext(browser);
    expect(await signInByApi(userContext, email, 'geheim123')).toBe(200);
    // the onboarding tour is not what this journey is about (where it exists, it is marked as seen)
    await userContext.request.put('/api/me/tour', { headers: { origin: baseURL() } });
    const userPage = await userContext.newPage();
    await landsOn(userPage, '/dashboard/courses', '/dashboard');
    await landsOn(userPage, '/dashboard/admin', '/dashboard');

    // edit in the row: role and reasons in one save
    await search(page, email);
    const row = rowOf(page, email);
    await row.getByRole('cell', { name: 'Drogen-MPU' }).waitFor();
    const editButton = row.getByRole('button', { name: `Bearbeiten: ${email}` });
    await editButton.click();
    const roleSelect = row.getByLabel('Rolle');
    await expect.poll(() => isFocused(page, roleSelect)).toBe(true);
    await roleSelect.selectOption('admin');
    await row.getByRole('button', { name: 'Drogen-MPU' }).click();
    await row.getByRole('button', { name: 'Straftaten-MPU' }).click();
    await row.getByRole('button', { name: 'Alkohol-MPU' }).click();
    expect(await row.getByRole('button', { name: 'Drogen-MPU' }).getAttribute('aria-pressed')).toBe('false');
    expect(await row.getByRole('button', { name: 'Straftaten-MPU' }).getAttribute('aria-pressed')).toBe('true');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await expectBanner(page, 'Benutzer erfolgreich aktualisiert');
    await expect.poll(() => isFocused(page, editButton)).toBe(true);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['Administrator', expect.stringMatching(/Straftaten-MPU\s+Alkohol-MPU/)]),
    );
    // the first reason chosen is the first stored
    const me = await userContext.request.get('/api/me');
    expect(await me.json()).toMatchObject({ role: 'admin', mpuReasons: ['criminal', 'alcohol'] });
    await userPage.goto('/dashboard/admin');
    await userPage.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();

    // back to an ordinary user; Cancel leaves a change unsaved
    await editButton.click();
    await row.getByLabel('Rolle').selectOption('user');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await expectBanner(page, 'Benutzer erfolgreich aktualisiert');
    await row.getByRole('cell', { name: 'Benutzer', exact: true }).waitFor();
    await landsOn(userPage, '/dashboard/admin', '/dashboard');
    await editButton.click();
    await row.getByRole('button', { name: 'Straftaten-MPU' }).click();
    await row.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => isFocused(page, editButton)).toBe(true);
    expect(await row.innerText()).toContain('Straftaten-MPU');

    // page permissions: grant the courses, take the videos
    await editButton.click();
    const permissionsButton = row.getByRole('button', { name: 'Seitenrechte' });
    await permissionsButton.click();
    const permissionsDialog = page.getByRole('dialog', { name: `Seitenrechte für ${email}` });
    await permissionsDialog.waitFor();
    const labels = await permissionsDialog
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => `${(box as HTMLInputElement).labels?.[0]?.textContent}:${(box as HTMLInputElement).checked}`),
      );
    expect(labels).toEqual([
      'Multiple-Choice-Kurse:false',
      'Videokurse:true',
      'MPU-Lexikon:true',
      'Neuigkeiten:false',
      'Einzelsitzung buchen:false',
      'KI-Assistent:false',
      'Prüfungstrainer:false',
      'Leistungstest-Training:true',
      // no row, and an alcohol MPU among the reasons: open (decision 066)
      'Abstinenznachweise:true',
      'Meine MPU-Geschichte:true',
    ]);
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    await permissionsDialog.getByLabel('Multiple-Choice-Kurse').check();
    await permissionsDialog.getByLabel('Videokurse').uncheck();
    await permissionsDialog.getByRole('button', { name: 'Seitenrechte speichern' }).click();
    await expectBanner(page, 'Seitenrechte erfolgreich aktualisiert');
    await permissionsDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, permissionsButton)).toBe(true);
    await row.getByRole('button', { name: 'Abbrechen' }).click();

    await userPage.goto('/dashboard/courses');
    await userPage.getByRole('heading', { level: 1, name: 'Multiple-Choice-Kurse' }).waitFor();
    await landsOn(userPage, '/dashboard/videos', '/dashboard');

    // the safety rules, in clear German
    await search(page, admin.email);
    const ownRow = rowOf(page, admin.email);
    await ownRow.getByText('Sie', { exact: true }).waitFor();
    await ownRow.getByRole('button', { name: `Bearbeiten: ${admin.email}` }).click();
    await ownRow.getByLabel('Rolle').selectOption('user');
    await ownRow.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Sie können sich nicht selbst die Administratorrolle entziehen.').waitFor();
    await ownRow.getByRole('button', { name: 'Abbrechen' }).click();
    await ownRow.getByRole('button', { name: `Löschen: ${admin.email}` }).click();
    await page.getByRole('dialog', { name: 'Benutzer löschen' }).getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByText('Sie können Ihr eigenes Konto nicht löschen.').waitFor();

    // password reset: the spec's messages; the user's session ends
    await search(page, email);
    const resetButton = row.getByRole('button', { name: `Passwort zurücksetzen: ${email}` });
    await resetButton.click();
    const resetDialog = page.getByRole('dialog', { name: 'Passwort zurücksetzen' });
    await resetDialog.getByText(`Neues Passwort für ${email}.`).waitFor();
    await resetDialog.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await resetDialog.getByText('Bitte geben Sie ein neues Passwort ein.').waitFor();
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    await resetDialog.getByLabel('Neues Passwort').fill('123');
    await resetDialog.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await resetDialog.getByText('Das Passwort muss mindestens 6 Zeichen lang sein.').waitFor();
    await resetDialog.getByLabel('Neues Passwort').fill('neues-geheim-1');
    await resetDialog.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await expectBanner(page, `Passwort für ${email} erfolgreich zurückgesetzt`);
    await expect.poll(() => isFocused(page, resetButton)).toBe(true);

    await landsOn(userPage, '/dashboard', '/login');
    await userPage.getByLabel('E-Mail-Adresse').fill(email);
    await userPage.getByLabel('Passwort', { exact: true }).fill('neues-geheim-1');
    await userPage.getByRole('button', { name: 'Anmelden' }).click();
    await userPage.waitForURL((url) => url.pathname === '/dashboard');

    // delete: the confirmation names the address; Escape cancels and gives focus back
    const deleteButton = row.getByRole('button', { name: `Löschen: ${email}` });
    await deleteButton.click();
    const deleteDialog = page.getByRole('dialog', { name: 'Benutzer löschen' });
    await deleteDialog
      .getByText(`Sind Sie sicher, dass Sie den Benutzer "${email}" löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.`)
      .waitFor();
    await expect.poll(() => isFocused(page, deleteDialog.getByRole('button', { name: 'Abbrechen' }))).toBe(true);
    await expectNoAxeViolations(page, { include: 'dialog[open]' });
    await page.keyboard.press('Escape');
    await deleteDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, deleteButton)).toBe(true);
    await deleteButton.click();
    await deleteDialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expectBanner(page, 'Benutzer erfolgreich gelöscht');
    await page.getByText('Keine Benutzer gefunden').waitFor();
    await expect.poll(() => isFocused(page, page.getByRole('heading', { level: 2, name: 'Benutzerverwaltung' }))).toBe(true);
    await expectNoAxeViolations(page);

    await landsOn(userPage, '/dashboard/settings', '/login');
    expect(await signInByApi(userContext, email, 'neues-geheim-1')).toBe(401);

    // success banners hide after 3 seconds (spec)
    await page.getByText('Benutzer erfolgreich gelöscht').waitFor({ state: 'detached', timeout: 6000 });

    await userContext.close();
    await adminContext.close();
  },
  JOURNEY_TIMEOUT,
);

it('keeps the tab in the URL, moves with the arrow keys, and links to settings and exam questions', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  await openAdminPage(page);

  const usersTab = page.getByRole('tab', { name: 'Benutzerverwaltung' });
  await usersTab.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL((url) => url.searchParams.get('tab') === 'videos');
  const videosTab = page.getByRole('tab', { name: 'Video Management' });
  await expect.poll(() => videosTab.getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => isFocused(page, videosTab)).toBe(true);
  await page.getByRole('tabpanel', { name: 'Video Management' }).getByRole('heading', { level: 2, name: 'Video Management' }).waitFor();
  await expectNoAxeViolations(page);

  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Video Management' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Video Management' }).getAttribute('aria-selected')).toBe('true');

  await page.getByRole('tab', { name: 'Video Management' }).focus();
  await page.keyboard.press('End');
  await page.waitForURL((url) => url.searchParams.get('tab') === 'legal');
  await page.getByRole('tabpanel', { name: 'Rechtliches' }).waitFor();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
  await page.getByRole('heading', { level: 2, name: 'Benutzerverwaltung' }).waitFor();
  // one tab stop for the whole tab list: Benutzerverwaltung, Video Management, Kurse, Buchungen, Rechnungen, Rechtliches
  expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('tabindex')))).toEqual([
    '0',
    '-1',
    '-1',
    '-1',
    '-1',
    '-1',
  ]);

  await page.getByRole('main').getByRole('link', { name: 'Einstellungen' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/admin/settings');
  await page.goto('/dashboard/admin?tab=courses');
  await page.getByRole('heading', { level: 2, name: 'Kurse' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Kurse' }).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('main').getByRole('link', { name: 'Prüfungsfragen' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard/admin/quiz');
  await context.close();
});

it('pages through a search on the server and shows cards on a phone', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await signInAdmin(context);
  const tag = `seite${Date.now().toString(36)}`;
  for (let i = 0; i < 21; i++) {
    const response = await context.request.post('/api/admin/users', {
      data: { email: `${tag}-${i}@example.org`, password: 'geheim123', mpuReasons: i % 2 ? ['points'] : [] },
      headers: { origin: baseURL() },
    });
    expect(response.status()).toBe(201);
  }

  const page = await context.newPage();
  await page.goto('/dashboard/admin');
  await page.getByRole('heading', { level: 2, name: 'Benutzerverwaltung' }).waitFor();
  await search(page, tag);
  await page.getByText('21 Benutzer gefunden').waitFor();
  await page.getByText('Seite 1 von 2').waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  const cards = page
    .getByRole('list', { name: 'Benutzer, die neuesten zuerst' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  expect(await cards.count()).toBe(20);
  // newest first
  expect(await cards.first().getByRole('heading').innerText()).toBe(`${tag}-20@example.org`);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByText('Seite 2 von 2').waitFor();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await expect.poll(() => cards.count()).toBe(1);
  expect(await cards.first().getByRole('heading').innerText()).toBe(`${tag}-0@example.org`);
  expect(await page.getByRole('button', { name: 'Weiter', exact: true }).getAttribute('aria-disabled')).toBe('true');

  // a reload keeps search and page
  await page.reload();
  await page.getByText('Seite 2 von 2').waitFor();
  expect(await page.getByLabel('Nach E-Mail-Adresse suchen').inputValue()).toBe(tag);

  await cards
    .first()
    .getByRole('button', { name: `Bearbeiten: ${tag}-0@example.org` })
    .click();
  await cards.first().getByRole('group', { name: 'MPU-Gründe' }).waitFor();
  await expectNoAxeViolations(page);
  await cards.first().getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('button', { name: 'Zurück', exact: true }).click();
  await page.getByText('Seite 1 von 2').waitFor();
  await context.close();
});

it('in English: says when the list cannot be loaded, loads it again on request, and names a failed request', async () => {
  const context = await newContext(browser, { locale: 'en-GB' });
  const admin = await signInAdmin(context);
  const page = await context.newPage();
  const isUserList = (url: URL) => url.pathname === '/api/admin/users';
  await page.route(isUserList, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard/admin');
  await page.getByText('Failed to load users').waitFor();
  await expectNoAxeViolations(page);

  await page.unroute(isUserList);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { level: 2, name: 'User management' }).waitFor();
  await search(page, admin.email, 'Search by email address');
  const ownRow = rowOf(page, admin.email);
  await ownRow.waitFor();
  const created = await ownRow.getByRole('cell').nth(2).innerText();
  expect(created).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // the create request gets no answer at all
  await page.route(isUserList, (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
  await page.getByRole('button', { name: 'Create new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await dialog.getByLabel('Email address').fill(uniqueEmail('offline'));
  await dialog.getByLabel('Password').fill('geheim123');
  await dialog.getByRole('button', { name: 'Create user', exact: true }).click();
  await dialog.getByText('Error while creating the user').waitFor();
  await expectNoAxeViolations(page);
  await context.close();
});
