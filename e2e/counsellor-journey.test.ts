// Issue 40 end to end: the admin saves the Rechnungsdaten and makes a new account the counsellor of a
// starter profile; the counsellor chooses a video session with a fixed link; a learner with a story
// books that counsellor (note, invoice address, story shared), downloads the invoice PDF and finds the
// booking in 'Meine Termine'; the counsellor sees it in the week with the note, reads the story (the
// learner sees the read), and once the session is over (server clock shifted) marks it held, which the
// learner sees too. At phone width the counsellor's day view does not scroll sideways. axe on every screen.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, berlinDateTime, isWeekend } from '../common/src/schemas/booking';
import {
  baseURL,
  createSignedInLearner,
  e2eServer,
  expectNoAxeViolations,
  launchBrowser,
  newContext,
  signInAdmin,
} from './support/browser';
import { shiftServerClock } from './support/server-clock';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  shiftServerClock(e2eServer().dataDir, 0);
  await browser.close();
});

const COUNSELLOR = 'Julia Hoffmann'; // instructor-3; e2e/booking.test.ts books instructor-1 and -2
const VIDEO_LINK = 'https://meet.example.org/praxis-beispiel';
const LEARNER_FIRST = 'Erika';
const LEARNER_LAST = 'Mustermann';
const LEARNER_NAME = `${LEARNER_FIRST} ${LEARNER_LAST}`;
const STORY_WORDS = 'Seit dem 1. März 2026 trinke ich keinen Alkohol und gehe jeden Dienstag zur Suchtberatung.';
const NOTE = 'Ich möchte über meine Abstinenznachweise sprechen.';

async function grantBooking(admin: BrowserContext, email: string) {
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, 'book-session': true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

/** Signs in again (a session lasts 7 days; the shifted clock outruns it). */
async function signIn(context: BrowserContext, account: { email: string; password: string }) {
  await context.clearCookies();
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

it('a learner books a paid video session with the story shared; the counsellor reads it and marks the session held', async () => {
  const today = berlinDateTime(new Date()).date;
  let date = addDays(today, 14 + Math.floor(Math.random() * 14));
  while (isWeekend(date)) date = addDays(date, 1);

  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const counsellorContext = await newContext(browser);
  const learnerContext = await newContext(browser);
  const [counsellorAccount, learnerAccount] = await Promise.all([
    createSignedInLearner(counsellorContext),
    createSignedInLearner(learnerContext),
  ]);
  await grantBooking(adminContext, learnerAccount.email);

  try {
    // 1. the admin saves the Rechnungsdaten
    const admin = await adminContext.newPage();
    await admin.goto('/dashboard/admin?tab=invoices');
    await admin.getByRole('tab', { name: 'Rechnungen', selected: true }).waitFor();
    await admin.getByLabel('Name der Praxis').fill('MPU-Praxis Beispiel');
    await admin.getByLabel('Anschrift').fill('Hauptstraße 1\n50667 Köln');
    await admin.getByLabel('Steuernummer').fill('214/5678/1234');
    await admin.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await admin.getByLabel('BIC').fill('COBADEFFXXX');
    await admin.getByLabel('Bank', { exact: true }).fill('Commerzbank');
    await admin.getByRole('checkbox', { name: /Kleinunternehmer/ }).uncheck();
    await admin.getByLabel('Umsatzsteuersatz').selectOption('19');
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Rechnungsdaten speichern' }).click();
    await admin.getByText('Die Rechnungsdaten wurden gespeichert.').waitFor();

    // 2. the admin links the second account to a starter counsellor
    await admin.goto('/dashboard/admin?tab=bookings');
    await admin.getByRole('tab', { name: 'Buchungen', selected: true }).waitFor();
    await admin.getByRole('button', { name: `${COUNSELLOR} bearbeiten` }).waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: `${COUNSELLOR} bearbeiten` }).click();
    const editor = admin.getByRole('dialog', { name: 'Beraterin oder Berater bearbeiten' });
    await editor.getByLabel('E-Mail-Adresse').fill(counsellorAccount.email);
    await expectNoAxeViolations(admin, { include: 'dialog[open]' });
    await editor.getByRole('button', { name: 'Verknüpfen oder einladen' }).click();
    await editor.getByText(`Das Konto ${counsellorAccount.email} ist jetzt Berater/in.`).waitFor();
    await editor.getByText(`Verknüpft mit ${counsellorAccount.email}`).waitFor();
    await expectNoAxeViolations(admin, { include: 'dialog[open]' });

    // the counsellor's menu shows 'Meine Termine'; the counsellor chooses a video session with a fixed link
    const counsellor = await counsellorContext.newPage();
    await counsellor.goto('/dashboard');
    await counsellor.getByRole('link', { name: 'Meine Termine' }).first().click();
    await counsellor.waitForURL(/\/dashboard\/counsellor$/);
    await counsellor.getByRole('heading', { level: 1, name: 'Meine Termine' }).waitFor();
    await expectNoAxeViolations(counsellor);
    await counsellor.goto('/dashboard/counsellor/settings');
    await counsellor.getByRole('heading', { level: 1, name: 'Sitzungsart und Zeiten' }).waitFor();
    await counsellor.getByRole('radio', { name: 'Videotermin' }).check();
    await counsellor.getByLabel('Link zu Ihrem Videoraum').fill(VIDEO_LINK);
    await counsellor.getByRole('radio', { name: /^Standardzeiten/ }).check();
    await expectNoAxeViolations(counsellor);
    await counsellor.getByRole('button', { name: 'Speichern' }).click();
    await counsellor.getByText('Ihre Einstellungen wurden gespeichert.').waitFor();

    // 3. the learner gives the story consent and writes a few words
    const learner = await learnerContext.newPage();
    await learner.goto('/dashboard/my-story');
    const consent = learner.getByRole('region', { name: 'Ihre Einwilligung' });
    await consent.getByRole('checkbox', { name: /Ich willige ein/ }).check();
    await consent.getByRole('button', { name: 'Einwilligen und beginnen' }).click();
    await learner.locator('#section-change').getByLabel('Was Sie verändert haben').fill(STORY_WORDS);
    await learner.getByTestId('story-save-status').and(learner.locator('[data-status="saved"]')).waitFor();
    await expectNoAxeViolations(learner);

    // … and books the counsellor
    await learner.goto('/dashboard/book-session');
    await learner.getByRole('heading', { level: 1, name: 'Einzelsitzung buchen' }).waitFor();
    const radio = learner.getByRole('radio', { name: COUNSELLOR });
    const card = learner.locator('label', { has: radio });
    await card.getByText('Videotermin').waitFor();
    const cardText = await card.innerText();
    for (const part of ['89,00\u00a0€', 'Kostenlos stornierbar bis 24 Stunden vor Beginn']) expect(cardText).toContain(part);
    await expectNoAxeViolations(learner);
    await radio.check();
    await learner.getByLabel('Datum').fill(date);
    await learner.getByRole('button', { name: /^10:30/ }).click();
    await learner.getByLabel('Nachricht an Ihre Beraterin oder Ihren Berater (optional)').fill(NOTE);
    await learner.getByText('Für die Rechnung brauchen wir Ihren Namen und Ihre Anschrift.', { exact: false }).waitFor();
    await learner.getByLabel('Vorname').fill(LEARNER_FIRST);
    await learner.getByLabel('Nachname').fill(LEARNER_LAST);
    await learner.getByLabel('Straße und Hausnummer').fill('Musterweg 5');
    await learner.getByLabel('Postleitzahl').fill('10115');
    await learner.getByLabel('Ort', { exact: true }).fill('Berlin');
    await learner.getByRole('checkbox', { name: new RegExp(`mit ${COUNSELLOR} teilen`) }).check();
    await expectNoAxeViolations(learner);
    await learner.getByRole('button', { name: 'Zahlungspflichtig buchen' }).click();

    const confirmation = learner.getByRole('region', { name: 'Ihr Termin ist gebucht.' });
    await confirmation.waitFor();
    expect(await confirmation.getByRole('link', { name: /^Zum Videoraum/ }).getAttribute('href')).toBe(VIDEO_LINK);
    await confirmation.getByText(`Ihre Geschichte ist mit ${COUNSELLOR} geteilt.`).waitFor();
    const invoiceLink = confirmation.getByRole('link', { name: /^Rechnung .+ \(PDF\)$/ });
    const pdf = await learner.request.get((await invoiceLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await expectNoAxeViolations(learner);

    const mine = learner.getByRole('region', { name: 'Meine Termine' });
    await mine.getByText(`bei ${COUNSELLOR}`).waitFor();
    await mine.getByText(/^Geschichte geteilt seit /).waitFor();
    await mine.getByText('Noch nicht angesehen.').waitFor();

    // 4. the counsellor sees the booking in that week and reads the story
    await counsellor.goto(`/dashboard/counsellor?view=week&date=${date}`);
    const session = counsellor.getByRole('article', { name: `10:30–11:30 Uhr, ${LEARNER_NAME}` });
    await session.waitFor();
    await session.getByText(NOTE).waitFor();
    await session.getByText('Geschichte geteilt').waitFor();
    await expectNoAxeViolations(counsellor);
    await session.getByRole('link', { name: `Geschichte von ${LEARNER_NAME} ansehen` }).click();
    await counsellor.getByRole('heading', { level: 1, name: `Geschichte von ${LEARNER_NAME}` }).waitFor();
    await counsellor.getByText('Nur lesen. Jeder Aufruf wird der/dem Lernenden angezeigt.').waitFor();
    await counsellor.getByText(STORY_WORDS).waitFor();
    await expectNoAxeViolations(counsellor);

    await learner.reload();
    await mine.getByText(new RegExp(`^${COUNSELLOR} hat Ihre Geschichte am .+ angesehen\\.$`)).waitFor();

    // 5. after the session (the server's clock a day past it) the counsellor marks it held
    shiftServerClock(e2eServer().dataDir, daysBetween(today, date) + 1);
    await signIn(counsellorContext, counsellorAccount);
    await signIn(learnerContext, learnerAccount);
    const held = `Sitzung mit ${LEARNER_NAME} um 10:30 Uhr hat stattgefunden`;
    await expect
      .poll(async () => {
        await counsellor.goto(`/dashboard/counsellor?view=week&date=${date}`);
        await session.waitFor();
        return counsellor.getByRole('button', { name: held }).count();
      })
      .toBe(1);
    await counsellor.getByRole('button', { name: held }).click();
    await counsellor.getByText(`Vermerkt: Die Sitzung mit ${LEARNER_NAME} hat stattgefunden.`).waitFor();
    // the badge, and the button now pressed
    await session.locator('span', { hasText: /^Stattgefunden$/ }).waitFor();
    expect(await counsellor.getByRole('button', { name: held }).getAttribute('aria-pressed')).toBe('true');
    await expectNoAxeViolations(counsellor);

    await learner.reload();
    await mine.getByText(`bei ${COUNSELLOR}`).waitFor();
    await mine.getByText('Stattgefunden', { exact: true }).waitFor();
    await expectNoAxeViolations(learner);

    // 6. the day view on a phone does not scroll sideways
    const phoneContext = await newContext(browser, { width: 390, height: 844 });
    await signIn(phoneContext, counsellorAccount);
    const phone = await phoneContext.newPage();
    await phone.goto(`/dashboard/counsellor?view=day&date=${date}`);
    await phone.getByRole('article', { name: `10:30–11:30 Uhr, ${LEARNER_NAME}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(phone);
    await phoneContext.close();
  } finally {
    shiftServerClock(e2eServer().dataDir, 0);
    await Promise.all([adminContext.close(), counsellorContext.close(), learnerContext.close()]);
  }
}, 90_000);
