// The AI assistant (/dashboard/ai-assistant). Offline on the shared platform: a question about
// 'Abstinenznachweis' is answered from the seeded knowledge article, with a link to it (axe on the
// welcome and the answer, and at 360 px). With a model: the journey starts its own platform whose
// OPENAI_BASE_URL is a fake OpenAI server in this process, and sees a reply arrive piece by piece,
// the German failure message when the model fails on every try, and a slow reply stopped by the
// learner (the upstream call ends). The API key never reaches the browser: not in any request the
// page makes, not in the built files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, localProductionEnv, waitForHealth } from '../scripts/lib/local-platform';
import { startFakeOpenAi, type FakeOpenAi } from '../server/src/test/fake-openai';
import { expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARTICLE = 'Abstinenznachweise: Urinkontrollen und Haaranalysen';
const FAILURE = 'Entschuldigung, es gab einen Fehler bei der Verarbeitung Ihrer Anfrage. Bitte versuchen Sie es später erneut.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const conversation = (page: Page) => page.getByRole('list', { name: 'Gesprächsverlauf' });
// the conversation's own items (a reply's source list has items too)
const lastReply = (page: Page) => conversation(page).locator(':scope > li').last();

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Ihre Frage');
  await input.fill(question);
  await input.press('Enter');
}

describe('offline, from the platform content', () => {
  it('answers a question about Abstinenznachweis with the article and its link', async () => {
    const context = await newContext(browser, { width: 360, height: 780 });
    await signInAdmin(context);
    const page = await context.newPage();
    await page.goto('/dashboard/ai-assistant');
    await page.getByRole('heading', { name: 'Willkommen beim MPU-Assistenten' }).waitFor();
    // no model configured: the label says so (e2e/say-what-is-true.test.ts)
    await page.getByText('Automatische Antworten aus den Inhalten dieser Plattform').waitFor();
    expect(await page.getByRole('region', { name: 'Willkommen beim MPU-Assistenten' }).getByRole('button').count()).toBe(6);
    expect(await page.getByLabel('Ihre Frage').getAttribute('placeholder')).toBe('Ihre Frage zur MPU...');
    await expectNoAxeViolations(page);

    await ask(page, 'Was ist ein Abstinenznachweis?');
    const link = lastReply(page).getByRole('link', { name: ARTICLE }).first();
    await link.waitFor();
    expect(await lastReply(page).innerText()).toContain(ARTICLE);
    expect(await link.getAttribute('href')).toMatch(/^\/dashboard\/knowledge\?/);
    await page.getByRole('button', { name: 'Antwort abbrechen' }).waitFor({ state: 'detached' });
    // the page fits a 360 px phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // the source link is an in-app link to the article
    await lastReply(page).getByRole('link', { name: ARTICLE }).last().click();
    await page.waitForURL(/\/dashboard\/knowledge\?/);
    await context.close();
  });
});

describe('with a model behind OPENAI_BASE_URL', () => {
  const KEY = `sk-e2e-NEVER-IN-BROWSER-${process.pid}-${Date.now().toString(36)}`;
  const ADMIN = { email: 'ai-llm-admin@example.org', password: 'ai-llm-geheim-123' };
  let fake: FakeOpenAi;
  let server: ChildProcess;
  let dataDir: string;
  let baseURL: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-ai-llm-'));
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    const env = { ...localProductionEnv({ dataDir, port }), OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL };
    const admin = spawnSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      ['server/src/cli/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password],
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr}`);
    server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitForHealth(baseURL, server, 120_000);
  });

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    await fake?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams piece by piece, says sorry when the model fails, stops a slow reply, and never shows the key', async () => {
    const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    expect((await context.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin: baseURL } })).status()).toBe(200);
    expect((await context.request.put('/api/me/tour', { headers: { origin: baseURL } })).status()).toBe(200);
    const page = await context.newPage();
    const sentByPage: string[] = [];
    page.on('request', (request) => {
      void request
        .allHeaders()
        .then((headers) => sentByPage.push(JSON.stringify({ url: request.url(), headers, body: request.postData() })));
    });
    await page.goto('/dashboard/ai-assistant');
    await page.getByRole('heading', { name: 'Willkommen beim MPU-Assistenten' }).waitFor();

    // 1. the reply reaches the page piece by piece: the first piece waits until the page shows that the
    // assistant is thinking (on a busy machine it could otherwise replace that notice before it is seen),
    // the second until the first is seen
    let releaseFirst!: () => void;
    const firstMayCome = new Promise<void>((resolve) => (releaseFirst = resolve));
    let releaseSecond!: () => void;
    const secondMayCome = new Promise<void>((resolve) => (releaseSecond = resolve));
    fake.enqueue({
      stream: [() => firstMayCome, 'Die MPU prüft Ihre Fahreignung. ', () => secondMayCome, 'Sie dauert etwa drei Stunden.'],
    });
    await ask(page, 'Wie lange dauert eine MPU?');
    await page.getByText('Der Assistent denkt nach...').waitFor();
    releaseFirst();
    await lastReply(page).getByText('Die MPU prüft Ihre Fahreignung.').waitFor();
    expect(await lastReply(page).innerText()).not.toContain('drei Stunden');
    releaseSecond();
    await lastReply(page).getByText('Die MPU prüft Ihre Fahreignung. Sie dauert etwa drei Stunden.').waitFor();
    await page.getByText('Antworten werden von einer KI erzeugt').waitFor();
    // the key went to the model, from the server
    expect(fake.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    await expectNoAxeViolations(page);

    // 2. the model fails on the first try and both retries: the German failure message
    await page.getByRole('button', { name: 'Neues Gespräch' }).click();
    fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
    await ask(page, 'Welche Unterlagen brauche ich?');
    await lastReply(page).getByText(FAILURE).waitFor({ timeout: 30_000 });
    expect(fake.requests).toHaveLength(4);

    // 3. a slow reply, stopped by the learner: the upstream call is cancelled
    fake.enqueue({ stream: ['Das ist eine ', () => new Promise<void>(() => {})] });
    await ask(page, 'Wie bereite ich mich vor?');
    await lastReply(page).getByText('Das ist eine').waitFor();
    await page.getByRole('button', { name: 'Antwort abbrechen' }).click();
    await lastReply(page).getByText('Antwort abgebrochen.').waitFor();
    await Promise.race([
      fake.aborted(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the upstream call was not cancelled within 10 s')), 10_000)),
    ]);
    expect(await page.getByRole('button', { name: 'Senden' }).isDisabled()).toBe(true);

    // no request the browser made carries the key
    expect(sentByPage.length).toBeGreaterThan(3);
    expect(sentByPage.filter((entry) => entry.includes('/api/ai/assistant'))).toHaveLength(3);
    expect(sentByPage.filter((entry) => entry.includes(KEY))).toEqual([]);
    expect(sentByPage.filter((entry) => entry.includes('NEVER-IN-BROWSER'))).toEqual([]);
    await context.close();
  });

  it('the built files hold neither the key nor any OPENAI setting', () => {
    const dist = path.join(ROOT, 'web/dist');
    const files = (fs.readdirSync(dist, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dist, file)).isFile());
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const offending = files.filter((file) => {
      const content = fs.readFileSync(path.join(dist, file), 'latin1');
      return content.includes(KEY) || content.includes('NEVER-IN-BROWSER') || /OPENAI/i.test(content);
    });
    expect(offending).toEqual([]);
  });
});
