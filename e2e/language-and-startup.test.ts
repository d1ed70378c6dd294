// Language switching (sign-in screen and shell, kept across reloads, query parameter first) and the
// startup error screen when the API cannot be reached.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('switches the sign-in screen to English and Turkish, keeps the choice, and honours ?lng=', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('de');

  await page.getByLabel('Sprache').selectOption('en');
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  await expectNoAxeViolations(page);

  await page.reload();
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18next')?.value).toBe('en');

  await page.goto('/login?lng=tr');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('tr');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/Welcome back|Willkommen zurück/);
  await expectNoAxeViolations(page);
  await context.close();
});

it('signs in through http://127.0.0.1 as well as localhost when APP_URL is not set', async () => {
  const context = await browser.newContext({
    locale: 'de-DE',
    baseURL: baseURL().replace('localhost', '127.0.0.1'),
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.251' },
  });
  const page = await context.newPage();
  await page.goto('/login');
  const admin = inject('admin');
  await page.getByLabel('E-Mail-Adresse').fill(admin.email);
  await page.getByLabel('Passwort', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
  await context.close();
});

it('on a slow connection the sign-in form is there before the app’s code, in the browser’s language, and keeps what was typed', async () => {
  const context = await browser.newContext({
    locale: 'en-US',
    baseURL: baseURL(),
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.252' },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const nativeSubmits: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('password')) nativeSubmits.push(request.url());
  });
  // the entry script waits until the reader has typed: the page is what the server sent
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/initial-[\w-]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  const admin = inject('admin');
  await page.getByLabel('Email address').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  expect(await page.title()).toBe('MPU-Vorbereitung');
  // without the app the form must not be sent natively (a GET with the password in the address)
  expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
  expect(await page.getByLabel('Language').isDisabled()).toBe(true);
  await page.getByLabel('Password', { exact: true }).press('Enter');

  releaseScript();
  // the app has taken over: it sets the page's title
  await page.waitForFunction(() => document.title.startsWith('Welcome back'));
  expect(await page.getByLabel('Email address').inputValue()).toBe(admin.email);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
  expect(errors).toEqual([]);
  expect(nativeSubmits).toEqual([]);
  await context.close();
});

it('the shell offers the language switch and translates the menu; the account keeps it for the next sign-in anywhere', async () => {
  const context = await newContext(browser);
  const learner = await createSignedInLearner(context);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByRole('link', { name: 'Videokurse' }).waitFor();
  await page.getByLabel('Sprache').first().selectOption('en');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Video courses' }).waitFor();
  await expectNoAxeViolations(page);
  await expect.poll(async () => ((await (await context.request.get('/api/me')).json()) as { language: string }).language).toBe('en');
  await context.close();

  // a fresh browser in German: signing in applies the account's language
  const fresh = await newContext(browser, { locale: 'de-DE' });
  const second = await fresh.newPage();
  await second.goto('/login');
  await second.getByLabel('E-Mail-Adresse').fill(learner.email);
  await second.getByLabel('Passwort', { exact: true }).fill(learner.password);
  await second.getByRole('button', { name: 'Anmelden' }).click();
  // greeted without a first name, never by the e-mail address
  await second.getByText('Welcome', { exact: true }).waitFor();
  expect(await second.locator('html').getAttribute('lang')).toBe('en');
  await fresh.close();
});

it('shows the startup error screen when the API cannot be reached, and recovers on retry', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Die Plattform ist gerade nicht erreichbar' }).waitFor();
  await expectNoAxeViolations(page);
  await page.unroute('**/api/health');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
  await context.close();
});

it('works on a phone: the menu opens from a button and closes with Escape', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await createSignedInLearner(context);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const toggle = page.getByRole('button', { name: 'Menü öffnen' });
  await toggle.waitFor();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByRole('link', { name: 'MPU-Lexikon' }).waitFor();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await menu.getByRole('link', { name: 'MPU-Lexikon' }).click();
  await page.getByRole('heading', { level: 1, name: 'MPU-Lexikon' }).waitFor();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await context.close();
});
