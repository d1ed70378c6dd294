// Every page with the production Content-Security-Policy on (docs/decisions/047-content-security-policy.md):
// the public pages, every page of the route table as admin and as a learner, the admin console's
// tabs with a drag picked up, the onboarding tour, and a YouTube video loaded in the player and
// its preview picture. Any `securitypolicyviolation` event or CSP console message fails the journey.
import { DASHBOARD_ROUTES, type DashboardRoute } from '@common/domain/navigation';
import { DEFAULT_PAGE_PERMISSIONS, isPageAllowed } from '@common/domain/page-keys';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext, readOutboxMail, signInAdmin, uniqueEmail } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PUBLIC_PAGES = ['/login', '/register', '/reset-password', '/reset-password-confirm', '/auth/callback', '/impressum', '/datenschutz'];
const NOT_FOUND = '/does-not-exist';

/** Violations of every page and frame of a context, reported by the page or printed to its console. */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Opens a page and waits until it has rendered its heading and (unless it asks a foreign host, which never answers offline) loaded what it loads. */
async function visit(page: Page, pathname: string, { idle = true } = {}) {
  const response = await page.goto(pathname);
  expect(response?.headers()['content-security-policy'], pathname).toContain("script-src 'self'");
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (idle) await page.waitForLoadState('networkidle');
}

/** Every route-table page the viewer may open (a learner with an alcohol MPU: the pages a new account is granted), parameters filled in. */
function routePaths(isAdmin: boolean, categoryId = ''): string[] {
  return (Object.values(DASHBOARD_ROUTES) as DashboardRoute[])
    .filter(
      (route) => isAdmin || (!route.adminOnly && (!route.page || isPageAllowed('user', DEFAULT_PAGE_PERMISSIONS, route.page, ['alcohol']))),
    )
    .map((route) =>
      route.path
        .replace(':courseId', 'grundlagen')
        .replace(':chapterId', 'kapitel-1')
        .replace(':categoryId', categoryId)
        .replace(':slug', 'konkret-statt-vage'),
    );
}

/** The id of the first category the quiz hub links to. */
async function firstCategoryId(page: Page): Promise<string> {
  await visit(page, '/dashboard/quiz');
  const href = await page.locator('a[href^="/dashboard/quiz/category/"]').first().getAttribute('href');
  return href!.split('/').at(-1)!;
}

it('the detector sees a blocked inline script (the check cannot pass by seeing nothing)', async () => {
  const context = await newContext(browser);
  const violations = await watchCsp(context);
  const page = await context.newPage();
  await visit(page, '/login');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "inline"';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((line) => line.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(await page.title()).not.toBe('inline');
  await context.close();
});

it('the public pages load without a CSP violation', async () => {
  const context = await newContext(browser);
  const violations = await watchCsp(context);
  const page = await context.newPage();
  for (const pathname of [...PUBLIC_PAGES, NOT_FOUND]) await visit(page, pathname);
  expect(violations).toEqual([]);
  await context.close();
});

it('an admin walks every page, the console tabs, a drag and a YouTube video without a CSP violation', async () => {
  const context = await newContext(browser);
  const violations = await watchCsp(context);
  await signInAdmin(context);
  const origin = { origin: baseURL() };
  const sections = (await (await context.request.get('/api/admin/videos')).json()) as { sections: Array<{ id: string }> };
  const title = `CSP-Probe ${Date.now().toString(36)}`;
  // 'criminal' is no reason a learner can register with: the journeys that count videos do not see it
  const created = await context.request.post('/api/admin/videos', {
    data: { sectionId: sections.sections[0]!.id, title, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', mpuTypes: ['criminal'] },
    headers: origin,
  });
  expect(created.status()).toBe(201);
  const videoId = ((await created.json()) as { id: string }).id;
  const page = await context.newPage();

  try {
    for (const pathname of routePaths(true, await firstCategoryId(page))) await visit(page, pathname);
    await visit(page, '/dashboard/does-not-exist');

    await visit(page, '/dashboard/admin');
    for (const tab of ['Video Management', 'Kurse', 'Benutzerverwaltung']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForLoadState('networkidle');
    }
    await visit(page, '/dashboard/admin?tab=videos');
    // dnd-kit moves rows with transform styles set through the CSSOM while a drag is on; Escape cancels it
    await page
      .getByRole('button', { name: /verschieben$/ })
      .first()
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');

    await visit(page, '/dashboard/videos');
    await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const player = page.getByRole('dialog', { name: title });
    await player.getByRole('button', { name: 'Video laden' }).click();
    // offline the frame loads nothing, but the CSP must let it try
    await expect.poll(() => player.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    // frame-src is checked when the frame's navigation starts: wait until it has left about:blank (offline it
    // ends on Chromium's error page, as a blocked one would; the violation listener tells the two apart)
    const frame = await player
      .locator('iframe')
      .elementHandle()
      .then((handle) => handle?.contentFrame());
    await expect.poll(() => frame?.url() ?? 'about:blank').not.toBe('about:blank');
    await page.keyboard.press('Escape');
    // with the provider consented to, the card shows YouTube's preview picture (cards decide when they mount)
    await visit(page, '/dashboard/videos', { idle: false });
    const thumbnail = page.locator('img[src^="https://i.ytimg.com/"]').first();
    await thumbnail.scrollIntoViewIfNeeded();
    // loaded, failed offline, or blocked: in each case the browser has decided, and a block was reported by then
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  } finally {
    await context.request.delete(`/api/admin/videos/${videoId}`, { headers: origin });
  }
  expect(violations).toEqual([]);
  await context.close();
});

it('a learner sees the onboarding tour and every page they may open without a CSP violation', async () => {
  // with the service worker, as a learner's browser has it: it must not break a page or the policy
  const context = await newContext(browser, { serviceWorkers: 'allow' });
  const violations = await watchCsp(context);
  const email = uniqueEmail('csp');
  const registration = await context.request.post('/api/register', {
    data: { email, password: 'geheim123', mpuReason: 'drugs', healthDataConsent: true },
    headers: { origin: baseURL() },
  });
  expect(registration.status()).toBe(201);
  const mail = await readOutboxMail(email, { subject: /E-Mail-Adresse/ });
  const verify = await context.request.get(`/api/auth/verify-email?token=${new URL(mail.link!).searchParams.get('token')}`);
  expect(verify.status()).toBe(200);
  const page = await context.newPage();

  // the tour opens on the first visit of the overview (joyride places its tooltip with inline styles)
  await visit(page, '/dashboard');
  const tour = page.locator('[role="dialog"][aria-modal="true"]').filter({ has: page.getByText(/^Schritt \d/) });
  await tour.waitFor();
  const total = Number(/von (\d+)/.exec(await tour.getByText(/^Schritt 1 von \d+$/).innerText())![1]);
  for (let step = 2; step <= total; step++) {
    await tour.getByRole('button', { name: 'Weiter' }).click();
    await tour.getByText(`Schritt ${step} von ${total}`).waitFor();
  }
  await tour.getByRole('button', { name: 'Schließen' }).click();

  for (const pathname of routePaths(false)) await visit(page, pathname);
  // pages the learner may not open: the guards' answers
  await visit(page, '/dashboard/courses');
  await visit(page, '/dashboard/admin');

  // a starter video's player: the platform's own clip, loaded as far as its length
  await visit(page, '/dashboard/videos');
  await page.getByRole('button', { name: /^Drogen-MPU/ }).click();
  const clip = page.getByRole('dialog').locator('video');
  await expect.poll(() => clip.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  await page.keyboard.press('Escape');

  expect(violations).toEqual([]);
  await context.close();
});
