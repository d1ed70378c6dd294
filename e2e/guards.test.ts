// The route guards: no session → /login (and back after sign-in), a denied page or the admin area
// → /dashboard, admins reach everything; the server answers unknown API routes with JSON.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, readOutboxMail, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('without a session every protected page leads to /login, which returns there after sign-in', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForURL('**/login');
  await page.goto('/dashboard/videos');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  await expectNoAxeViolations(page);

  const learnerContext = await newContext(browser);
  const { email, password } = await createSignedInLearner(learnerContext);
  await learnerContext.close();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/dashboard/videos');
  await page.getByRole('heading', { name: 'Videokurse' }).waitFor();
  await context.close();
});

it('a learner with default permissions is sent from denied pages and the admin area to /dashboard', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context);
  const page = await context.newPage();

  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByRole('link', { name: 'Übersicht' }).waitFor();
  expect(await menu.getByRole('list').first().getByRole('link').allTextContents()).toEqual([
    'Übersicht',
    'Statistik',
    'Videokurse',
    'MPU-Lexikon',
    'Leistungstest-Training',
    // open without a row for an alcohol MPU (decision 066)
    'Abstinenznachweise',
    'Meine MPU-Geschichte',
    'Einstellungen',
  ]);
  // the other areas are shown locked, never the admin's
  expect(await menu.getByRole('list', { name: 'Gesperrte Bereiche' }).getByRole('link').allTextContents()).toEqual([
    'Multiple-Choice-Kurse (gesperrt)',
    'Neuigkeiten (gesperrt)',
    'Einzelsitzung buchen (gesperrt)',
    'KI-Assistent (gesperrt)',
    'Prüfungstrainer (gesperrt)',
  ]);
  expect(await menu.getByRole('link', { name: 'Übersicht' }).getAttribute('aria-current')).toBe('page');
  await expectNoAxeViolations(page);

  for (const path of [
    '/dashboard/courses',
    '/dashboard/quiz/random',
    '/dashboard/news',
    '/dashboard/ai-assistant',
    '/dashboard/admin',
    '/dashboard/admin/quiz',
  ]) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  }
  // a locked area's address says which area it is and how to ask for it
  await page.goto('/dashboard/news');
  await page.getByText('Der Bereich „Neuigkeiten“ ist für Ihr Konto noch nicht freigeschaltet.').waitFor();

  // axe for these pages runs in their own journeys (videos, lexicon, settings)
  for (const [path, heading] of [
    ['/dashboard/videos', 'Videokurse'],
    ['/dashboard/lexicon', 'MPU-Lexikon'],
    ['/dashboard/settings', 'Einstellungen'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  expect(await menu.getByRole('link', { name: 'Einstellungen' }).getAttribute('aria-current')).toBe('page');
  expect(await menu.getByRole('link', { name: 'Übersicht' }).getAttribute('aria-current')).toBeNull();

  await page.goto('/does-not-exist');
  await page.getByRole('heading', { name: 'Seite nicht gefunden' }).waitFor();
  await expectNoAxeViolations(page);

  const api = await context.request.get('/api/does-not-exist');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  await context.close();
});

it('an admin reaches every page, including the admin area', async () => {
  const context = await newContext(browser);
  await signInAdmin(context);
  const page = await context.newPage();
  // axe runs here only for the pages without a journey of their own (the others check it there)
  for (const [path, heading, ownJourney] of [
    ['/dashboard/admin', 'Administration', true],
    ['/dashboard/admin/quiz', 'Prüfungsfragen', true],
    ['/dashboard/admin/settings', 'API-Schlüssel für Pipedrive', false],
    ['/dashboard/book-session', 'Einzelsitzung buchen', false],
    ['/dashboard/ai-assistant', 'KI-Assistent', false],
    ['/dashboard/exam-trainer', 'Prüfungstrainer', false],
    ['/dashboard/performance-trainer', 'Leistungstest-Training', true],
    ['/dashboard/abstinence', 'Abstinenznachweise', true],
    ['/dashboard/my-story', 'Meine MPU-Geschichte', true],
    ['/dashboard/courses', 'Multiple-Choice-Kurse', true],
    ['/dashboard/quiz', 'Alle Prüfungsfragen', true],
    ['/dashboard/knowledge', 'Allgemeines Wissen zur MPU', true],
    ['/dashboard/news', 'Neuigkeiten', true],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    if (!ownJourney) await expectNoAxeViolations(page);
  }
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  expect(await menu.getByRole('link').count()).toBe(14);
  expect(await menu.getByRole('link', { name: 'Multiple-Choice-Kurse' }).getAttribute('aria-current')).toBeNull();
  await page.goto('/dashboard/quiz/random');
  await page.getByRole('heading', { level: 1, name: 'Zufallsquiz' }).waitFor();
  expect(await menu.getByRole('link', { name: 'Multiple-Choice-Kurse' }).getAttribute('aria-current')).toBe('page');
  await context.close();
});

it('a learner asks for a locked area, the admin grants it in the console, and the area opens', async () => {
  const learnerContext = await newContext(browser);
  const learner = await createSignedInLearner(learnerContext);
  const page = await learnerContext.newPage();
  await page.goto('/dashboard');
  // the quiz tile is locked and leads to the request
  await page.getByRole('link', { name: 'Freischaltung anfragen' }).click();
  await page.getByText('Der Bereich „Multiple-Choice-Kurse“ ist für Ihr Konto noch nicht freigeschaltet.').waitFor();
  // one button asks for every locked area (docs/decisions/074-access-for-new-accounts.md)
  await page.getByRole('button', { name: 'Freischaltung für alle 5 gesperrten Bereiche anfragen' }).click();
  await page.getByText(/^Angefragt – die Administration entscheidet/).waitFor();
  await expectNoAxeViolations(page);

  const adminContext = await newContext(browser);
  const admin = await signInAdmin(adminContext);
  const mail = await readOutboxMail(admin.email, { subject: /Freischaltung angefragt/ });
  expect(mail.text).toContain(`${learner.email} bittet um die Freischaltung der Bereiche „Multiple-Choice-Kurse“, „Neuigkeiten“`);
  const console = await adminContext.newPage();
  await console.goto('/dashboard/admin');
  await console.getByRole('heading', { name: /offene Freischaltungsanfrage/ }).waitFor();
  await expectNoAxeViolations(console);
  await console.getByRole('button', { name: `Multiple-Choice-Kurse für ${learner.email} freischalten` }).click();
  await console.getByText(`Bereich für ${learner.email} freigeschaltet.`).waitFor();
  await adminContext.close();

  // the learner's next navigation knows it: the menu entry is open and the area loads
  await page.goto('/dashboard/courses');
  await page.getByRole('heading', { level: 1, name: 'Multiple-Choice-Kurse' }).waitFor();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByRole('list').first().getByRole('link', { name: 'Multiple-Choice-Kurse' }).waitFor();
  await learnerContext.close();
});
