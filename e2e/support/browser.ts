import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser } from 'mailparser';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/lib/local-platform';
import { waitFor } from '../../server/src/test/wait-for';

/** This worker's own platform (e2e/support/global-setup.ts starts one per worker). */
export function e2eServer() {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length]!;
}
export const baseURL = () => e2eServer().baseURL;

let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started once for all the files the worker runs (the e2e files share their
 * worker's modules: vitest.config.ts). A file's `browser.close()` closes the contexts it opened,
 * which leaves the next file a browser without pages, as a new one would be.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!workerBrowser || !(await workerBrowser).isConnected()) workerBrowser = launchChromium();
  const browser = await workerBrowser;
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return () => Promise.all(target.contexts().map((context) => context.close())).then(() => undefined);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let contextCounter = 0;

/**
 * A fresh browser profile (own cookies, storage and client address), German unless told otherwise.
 * The service worker (offline practice) runs only where a journey asks for it: installing it stores
 * every built file, which a learner's browser does once but every new profile here would do again.
 */
export function newContext(
  browser: Browser,
  options: { locale?: string; width?: number; height?: number; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  contextCounter++;
  return browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'block',
    reducedMotion: 'reduce',
    baseURL: baseURL(),
    locale: options.locale ?? 'de-DE',
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${(process.pid + contextCounter) % 250}` },
  });
}

/**
 * Marks the onboarding tour as seen for the user signed in within this context (PUT /api/me/tour),
 * so it does not open over the dashboard of a journey that is about something else.
 */
export async function markTourSeen(context: BrowserContext) {
  const response = await context.request.put('/api/me/tour', { headers: { origin: baseURL() } });
  expect(response.status()).toBe(200);
}

/**
 * Registers and confirms a learner through the API in this context, which is then signed in.
 * The onboarding tour is marked as seen; e2e/settings.test.ts is the journey that sees it.
 */
export async function createSignedInLearner(context: BrowserContext, mpuReason = 'alcohol') {
  const email = uniqueEmail();
  const password = 'geheim123';
  const signUp = await context.request.post('/api/register', {
    data: { email, password, mpuReason, healthDataConsent: true },
    headers: { origin: baseURL() },
  });
  expect(signUp.status()).toBe(201);
  // registration also sends a welcome mail; the confirmation is the one with the token
  const mail = await readOutboxMail(email, { subject: /E-Mail-Adresse/ });
  const token = new URL(mail.link!).searchParams.get('token');
  const verify = await context.request.get(`/api/auth/verify-email?token=${token}`);
  expect(verify.status()).toBe(200);
  await markTourSeen(context);
  return { email, password };
}

/** Signs the administrator in within this context (the onboarding tour counts as seen). */
export async function signInAdmin(context: BrowserContext) {
  const admin = inject('admin');
  const response = await context.request.post('/api/auth/sign-in/email', { data: admin, headers: { origin: baseURL() } });
  expect(response.status()).toBe(200);
  await markTourSeen(context);
  return admin;
}

/** Runs axe on the page as it is now and fails on any violation, naming rule and elements. */
/** An admin grants the page 'courses' (a new learner does not have it), as on the admin page. */
export async function grantCourses(browser: Browser, email: string) {
  const admin = await newContext(browser);
  await signInAdmin(admin);
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, courses: true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
  await admin.close();
}

/** The element is whole inside the window: not above or below it, not cut at a side. */
export async function isOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

/** axe on the page, or only on `include` (an open dialog: 'dialog[open]'), which is quicker on a long page. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // colours in the middle of a transition (a button turning green) are not the ones a reader sees:
  // wait until every finite animation has ended (spinners run forever and are left alone)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // axe.run in the page (and its frames) rather than the builder's default, which opens a blank page
  // per check to merge the frames' results: half the time of a check (7 s instead of 13-16 s on the
  // glossary on a loaded machine); only violations are asked for, the passes are not read
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * A keyboard drag step (dnd-kit): presses `key` until the screen reader announcement `announced` is
 * there. Right after the pick-up dnd-kit may still be measuring the list and ignore the first press
 * (seen on a loaded machine); a press at the list's end changes nothing, so pressing again is safe.
 */
export async function pressUntilAnnounced(page: Page, key: string, announced: string) {
  const announcement = page.getByText(announced);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.keyboard.press(key);
    try {
      await announcement.waitFor({ state: 'attached', timeout: 3000 });
      return;
    } catch {
      // not moved yet: press again
    }
  }
  await announcement.waitFor({ state: 'attached' });
}

let counter = 0;
export const uniqueEmail = (prefix = 'lerner') => `${prefix}-${Date.now().toString(36)}-${++counter}@example.org`;

/** The newest mail in the outbox (DATA_DIR/outbox) addressed to `to` (and matching `subject`), waiting for it to arrive. */
export async function readOutboxMail(to: string, options: { subject?: RegExp; timeoutMs?: number; dataDir?: string } = {}) {
  const { subject, timeoutMs = 10_000 } = options;
  // a journey with its own installation (e2e/support/own-platform.ts) names its data folder
  const outbox = path.join(options.dataDir ?? e2eServer().dataDir, 'outbox');
  return waitFor(
    `a mail to ${to}${subject ? ` with a subject matching ${subject}` : ''} in ${outbox}`,
    async () => {
      // the file's name holds the recipient (server/src/mail/mailer.ts): only those mails are parsed,
      // not the whole outbox of the run on every poll
      const recipient = to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');
      const files = fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .filter((f) => f.endsWith('.eml') && f.toLowerCase().includes(recipient))
            .sort()
            .reverse()
        : [];
      for (const file of files) {
        const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
        const recipients = JSON.stringify(mail.to ?? '');
        if (recipients.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(mail.subject ?? ''))) {
          const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
          return { subject: mail.subject ?? '', text: mail.text ?? '', link };
        }
      }
      return undefined;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

/** The browser's session cookie as a Cookie header, to send again after the session should have ended. */
export async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('the browser holds no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** GET /api/me with a saved Cookie header, outside the browser (as a copied cookie would be sent); the status. */
export async function statusWithCookie(cookie: string, pathname = '/api/me'): Promise<number> {
  return (await fetch(`${baseURL()}${pathname}`, { headers: { cookie } })).status;
}
