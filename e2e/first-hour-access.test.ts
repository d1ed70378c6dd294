// A learner's first hour (issue 35), on a new installation of its own: the first start asks nothing
// and its banner says what new learners get and where that is changed; the administrator signs in with
// the printed password, must set an own one first, gets no learner tour, and finds 'Freigaben für neue
// Konten' in the console. A new learner registers with the chosen areas; 'auch für bestehende Konten
// übernehmen' names the one older account it changes. On a phone, a locked area says what it offers
// and why it is locked, one button asks for every locked area, and the console shows no 403; the
// administrator grants them all in one step. axe on every page and dialog.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, readOutboxMail } from './support/browser';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';

const ADMIN_EMAIL = 'admin@example.com';
const OWN_PASSWORD = 'mein-eigenes-Passwort-1';

let browser: Browser;
let platform: OwnPlatform;
let dataDir: string;
let baseURL: string;
const output = () => platform.output();

beforeAll(async () => {
  // a new installation without the starter content (its own journey: e2e/starter-content.test.ts)
  platform = await startOwnPlatform({ prefix: 'mpu-first-hour-', configure: (env) => ({ ...env, SEED_DEMO: 'false' }) });
  ({ dataDir, baseURL } = platform);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const newContext = (options: { width?: number; height?: number } = {}) =>
  browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: options.width ?? 1280, height: options.height ?? 800 } });

/** The newest mail to `to` in this installation's outbox whose subject matches. */
const readMail = (to: string, subject: RegExp) => readOutboxMail(to, { subject, dataDir });

let learnerCounter = 0;

/** A learner registered and confirmed through the API in this context (signed in afterwards); the tour counts as seen. */
async function registerLearner(context: BrowserContext) {
  const email = `erste-stunde-${Date.now().toString(36)}-${++learnerCounter}@example.org`;
  const headers = { origin: baseURL };
  const signUp = await context.request.post('/api/register', {
    data: { email, password: 'geheim123', mpuReason: 'alcohol', healthDataConsent: true },
    headers,
  });
  expect(signUp.status()).toBe(201);
  const mail = await readMail(email, /E-Mail-Adresse/);
  const token = new URL(mail.link!).searchParams.get('token');
  expect((await context.request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  expect((await context.request.put('/api/me/tour', { headers })).status()).toBe(200);
  return email;
}

/** Every refused API answer and every console error the page sees. */
function watchRefusals(page: Page) {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) seen.push(`403 ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  return seen;
}

it("a new installation's first hour: the administrator's own password and the access for new accounts, the learner's one request for all locked areas", async () => {
  // the first start asks nothing; its banner names the password once and what new learners get
  expect(output()).toContain('Neue Lernkonten erhalten: Videokurse, MPU-Lexikon, Leistungstest-Training, Meine MPU-Geschichte.');
  expect(output()).toContain(
    'Gesperrt, bis Sie oder die Lernenden sie freischalten lassen: Multiple-Choice-Kurse, Neuigkeiten, Einzelsitzung buchen, KI-Assistent, Prüfungstrainer.',
  );
  expect(output()).toContain(
    `Ändern: Admin-Konsole → Benutzerverwaltung → Freigaben für neue Konten (${baseURL}/dashboard/admin#freigaben-neue-konten)`,
  );
  const generated = /Passwort: (\S+)/.exec(output())?.[1];
  expect(generated).toBeDefined();

  // a learner who registers before the operator changes anything gets the specification's defaults
  const earlyContext = await newContext();
  const earlyLearner = await registerLearner(earlyContext);
  expect(((await (await earlyContext.request.get('/api/me')).json()) as { permissions: Record<string, boolean> }).permissions.news).toBe(
    false,
  );
  await earlyContext.close();

  // the administrator signs in with the printed password and must choose an own one first
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByLabel('E-Mail-Adresse').fill(ADMIN_EMAIL);
  await admin.getByLabel('Passwort', { exact: true }).fill(generated!);
  await admin.getByRole('button', { name: 'Anmelden' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' }).waitFor();
  await expectNoAxeViolations(admin);
  // no way around it: the console itself asks the same
  await admin.goto('/dashboard/admin');
  await admin.getByRole('heading', { level: 1, name: 'Eigenes Passwort festlegen' }).waitFor();
  await admin.goto('/dashboard');
  await admin.getByLabel('Bisheriges Passwort (aus der Konsole)').fill('nicht-das-Passwort');
  await admin.getByLabel('Neues Passwort', { exact: true }).fill(OWN_PASSWORD);
  await admin.getByLabel('Neues Passwort wiederholen').fill(OWN_PASSWORD);
  await admin.getByRole('button', { name: 'Passwort speichern und weiter' }).click();
  await admin.getByText('Das bisherige Passwort ist nicht korrekt.').waitFor();
  await admin.getByLabel('Bisheriges Passwort (aus der Konsole)').fill(generated!);
  await admin.getByRole('button', { name: 'Passwort speichern und weiter' }).click();

  // then the overview, without the learner tour
  await admin.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
  await admin.getByRole('heading', { name: 'MPU-Bereitschaft' }).waitFor();
  expect(await admin.getByRole('button', { name: 'Überspringen' }).count()).toBe(0);
  await expectNoAxeViolations(admin);

  // the console's first view says what new learners get and where that is set
  await admin.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Administration' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
  const notice = admin.getByText(
    'Neue Lernkonten erhalten derzeit: Videokurse, MPU-Lexikon, Leistungstest-Training und Meine MPU-Geschichte.',
  );
  await notice.waitFor();
  await expectNoAxeViolations(admin);
  const section = admin.getByRole('region', { name: 'Freigaben für neue Konten' });
  await admin.getByRole('link', { name: 'Freigaben für neue Konten ansehen' }).click();
  await section.getByText('Sie haben hier noch nichts geändert').waitFor();
  await section.getByRole('checkbox', { name: 'Neuigkeiten' }).check();
  await section.getByRole('button', { name: 'Freigaben speichern' }).click();
  await section.getByText('Die Freigaben für neue Konten wurden gespeichert.').waitFor();
  await notice.waitFor({ state: 'detached' });
  expect(await section.getByRole('checkbox', { name: 'Neuigkeiten' }).isChecked()).toBe(true);
  await expectNoAxeViolations(admin);

  // the own password now signs in, the generated one no longer
  const probe = await newContext();
  const signIn = await probe.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN_EMAIL, password: generated },
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(401);
  await probe.close();

  // a learner registering now gets news; the early one does not, until the admin takes the defaults over
  const learnerContext = await newContext({ width: 390, height: 844 });
  const learnerEmail = await registerLearner(learnerContext);
  expect(((await (await learnerContext.request.get('/api/me')).json()) as { permissions: Record<string, boolean> }).permissions.news).toBe(
    true,
  );

  await section.getByRole('button', { name: 'Auch für bestehende Konten übernehmen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Freigaben für 1 Lernkonto übernehmen?' });
  await dialog.getByText('Administratorkonten sind nicht betroffen.').waitFor();
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await section.getByText('Die Freigaben wurden für 1 Lernkonto übernommen.').waitFor();
  const audit = (await (await adminContext.request.get('/api/admin/audit-log')).json()) as {
    items: Array<{ action: string; targetEmail: string; changes: Record<string, unknown> }>;
  };
  expect(audit.items.filter((entry) => entry.action.startsWith('access_defaults.')).map((entry) => entry.action)).toEqual([
    'access_defaults.apply',
    'access_defaults.update',
  ]);
  expect(audit.items.find((entry) => entry.changes.accessDefaults === 'applied')?.targetEmail).toBe(earlyLearner);

  // on a phone, the learner opens a locked area directly: no 403 on the way, the notice says what and why
  const learner = await learnerContext.newPage();
  const refusals = watchRefusals(learner);
  // (the courses area's data would be asked for with the page: the guard decides before that)
  await learner.goto('/dashboard/courses');
  const locked = learner.getByRole('region', { name: 'Der Bereich „Multiple-Choice-Kurse“ ist für Ihr Konto noch nicht freigeschaltet.' });
  await locked.waitFor();
  expect(new URL(learner.url()).pathname).toBe('/dashboard');
  await locked.getByText('Prüfungsfragen zu Ihrem MPU-Anlass üben', { exact: false }).first().waitFor();
  await locked.getByText('Welche Bereiche Ihr Konto nutzen kann, legt der Betreiber dieser Plattform fest').waitFor();
  expect(await locked.getByRole('list', { name: 'Ebenfalls noch gesperrt' }).locator('strong').allTextContents()).toEqual([
    'Einzelsitzung buchen',
    'KI-Assistent',
    'Prüfungstrainer',
  ]);
  // one button for all of them, and it fits the phone's width
  expect(await locked.getByRole('button').allTextContents()).toEqual(['Freischaltung für alle 4 gesperrten Bereiche anfragen']);
  expect(await learner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(learner);
  await locked.getByRole('button', { name: 'Freischaltung für alle 4 gesperrten Bereiche anfragen' }).click();
  await locked.getByText('Ihre Anfrage für 4 Bereiche ist eingegangen.', { exact: false }).waitFor();
  await locked.getByText('Der Bereich „Multiple-Choice-Kurse“ ist angefragt.').waitFor();
  expect(await locked.getByRole('button').count()).toBe(0);
  expect(await locked.getByText('angefragt', { exact: true }).count()).toBe(3);
  await expectNoAxeViolations(learner);
  expect(refusals).toEqual([]);

  const requestMail = await readMail(ADMIN_EMAIL, /Freischaltung angefragt/);
  expect(requestMail.text).toContain(
    `${learnerEmail} bittet um die Freischaltung der Bereiche „Multiple-Choice-Kurse“, „Einzelsitzung buchen“, „KI-Assistent“ und „Prüfungstrainer“.`,
  );

  // the administrator grants all four in one step
  await admin.goto('/dashboard/admin');
  await admin.getByRole('heading', { name: '4 offene Freischaltungsanfragen' }).waitFor();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: `Alle 4 Anfragen von ${learnerEmail} freischalten` }).click();
  await admin.getByText(`4 Bereiche für ${learnerEmail} freigeschaltet.`).waitFor();

  // the learner's next navigation opens the area
  await learner.goto('/dashboard/courses');
  await learner.getByRole('heading', { level: 1, name: 'Multiple-Choice-Kurse' }).waitFor();
  expect(refusals).toEqual([]);
  await learnerContext.close();
  await adminContext.close();
});
