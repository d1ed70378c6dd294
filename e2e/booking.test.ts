// Booking end to end: an admin grants two learners the page 'book-session'; the first books a slot
// (a day without the counsellor's hours says so, 13:00 unavailable, 'Buchen' only once all three are
// chosen), sees the confirmation and the booking in 'Meine Termine'; the second, at phone width, sees the slot as taken, and losing a race for another
// slot says 'Termin ist leider nicht mehr verfügbar' with a refreshed list. The admin sees the
// booking in the 'Buchungen' tab and cancels it after a confirmation; there, not on the learner's
// page, the starter profiles say they are to be replaced. axe on every state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, berlinDateTime, isWeekend } from '../common/src/schemas/booking';
import { baseURL, createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext, signInAdmin } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** An admin grants the page 'book-session' (a new learner does not have it), as on the admin page. */
async function grantBooking(admin: BrowserContext, email: string) {
  const list = await admin.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const [user] = ((await list.json()) as { items: { id: string; permissions: Record<string, boolean> }[] }).items;
  const response = await admin.request.put(`/api/admin/users/${user!.id}/permissions`, {
    data: { permissions: { ...user!.permissions, 'book-session': true } },
    headers: { origin: baseURL() },
  });
  expect(response.status()).toBe(200);
}

/** A weekday at least `days` days after Berlin's today, and the Saturday after it. */
function weekdayAhead(days: number): string {
  let date = addDays(berlinDateTime(new Date()).date, days);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}
function saturdayAfter(date: string): string {
  let day = addDays(date, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

const STARTER_HINT = 'Dieses Profil stammt aus den Startinhalten und ist erfunden.';

const slotButton = (page: Page, time: string) => page.getByRole('button', { name: new RegExp(`^${time}`) });

async function choose(page: Page, instructor: string, date: string) {
  await page.goto('/dashboard/book-session');
  await page.getByRole('heading', { level: 1, name: 'Einzelsitzung buchen' }).waitFor();
  await page.getByRole('radio', { name: new RegExp(instructor) }).check();
  await page.getByLabel('Datum').fill(date);
  await slotButton(page, '09:00').waitFor();
}

it('a permitted learner books a slot and sees it in Meine Termine; another learner sees it taken; the admin cancels it', async () => {
  // a random instructor of the four, so a second run against the same server finds its slots free
  const instructor = ['Sabine Krüger', 'Murat Aydın'][Math.floor(Math.random() * 2)]!;
  const date = weekdayAhead(2 + Math.floor(Math.random() * 60));
  const adminContext = await newContext(browser);
  await signInAdmin(adminContext);
  const firstContext = await newContext(browser);
  const secondContext = await newContext(browser, { width: 360, height: 740 });
  const [first, second] = await Promise.all([createSignedInLearner(firstContext), createSignedInLearner(secondContext)]);
  await grantBooking(adminContext, first.email);
  await grantBooking(adminContext, second.email);
  // an invoice address in Persönliche Daten: the booking does not ask for it whether or not another journey on
  // this server saved the practice's billing details (then a booking issues an invoice)
  for (const context of [firstContext, secondContext]) {
    const saved = await context.request.put('/api/settings/personal', {
      data: {
        firstName: 'Eva',
        middleName: null,
        lastName: 'Beispiel',
        birthDate: null,
        street: 'Ringstraße 7',
        postalCode: '50667',
        city: 'Köln',
      },
      headers: { origin: baseURL() },
    });
    expect(saved.status()).toBe(200);
  }

  const learner = await firstContext.newPage();
  await learner.goto('/dashboard/book-session');
  await learner.getByRole('heading', { level: 1, name: 'Einzelsitzung buchen' }).waitFor();
  await learner.getByRole('heading', { level: 2, name: 'Meine Termine' }).waitFor();
  await learner.getByText('Sie haben keine anstehenden Termine.').waitFor();
  await expectNoAxeViolations(learner);
  // the starter profiles read as counsellors to a learner; the hint to replace them is the admin's
  await learner.getByRole('radio', { name: new RegExp(instructor) }).waitFor();
  expect(await learner.getByText(STARTER_HINT).count()).toBe(0);

  // a day without the counsellor's hours (the starter profiles work Monday to Friday) says so
  await learner.getByRole('radio', { name: new RegExp(instructor) }).check();
  await learner.getByLabel('Datum').fill(saturdayAfter(date));
  await learner.getByText('An diesem Tag keine Termine.', { exact: false }).waitFor();
  expect(await slotButton(learner, '09:00').count()).toBe(0);

  // a weekday: 13:00 is never bookable, and says so in words
  await learner.getByLabel('Datum').fill(date);
  await slotButton(learner, '09:00').waitFor();
  expect(await slotButton(learner, '13:00').isDisabled()).toBe(true);
  expect(await slotButton(learner, '13:00').innerText()).toContain('nicht verfügbar');
  expect(await learner.getByRole('button', { name: 'Buchen' }).count()).toBe(0);

  await slotButton(learner, '09:00').click();
  const summary = learner.getByRole('region', { name: 'Zusammenfassung' });
  await summary.waitFor();
  const longDate = new Intl.DateTimeFormat('de-DE', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  const summaryText = await summary.innerText();
  for (const part of [instructor, longDate, '09:00–10:00 Uhr', '89,00\u00a0€', 'Kostenlos stornierbar'])
    expect(summaryText).toContain(part);
  await expectNoAxeViolations(learner);

  await summary.getByRole('button', { name: 'Buchen' }).click();
  await learner.getByRole('heading', { name: 'Ihr Termin ist gebucht.' }).waitFor();
  const mine = learner.getByRole('region', { name: 'Meine Termine' });
  await mine.getByText(`${longDate}, 09:00 Uhr`).waitFor();
  await mine.getByText(`bei ${instructor}`).waitFor();
  await expectNoAxeViolations(learner);
  // 'Weiteren Termin buchen' keeps the counsellor and the day: 09:00 is now taken
  await learner.getByRole('button', { name: 'Weiteren Termin buchen' }).click();
  await slotButton(learner, '09:00').waitFor();
  expect(await slotButton(learner, '09:00').innerText()).toContain('vergeben');
  await expectNoAxeViolations(learner);

  // the second learner, on a phone: 09:00 is taken; 10:30 goes to the first learner meanwhile
  const other = await secondContext.newPage();
  await choose(other, instructor, date);
  expect(await slotButton(other, '09:00').isDisabled()).toBe(true);
  expect(await slotButton(other, '09:00').innerText()).toContain('vergeben');
  await slotButton(other, '10:30').click();
  const instructorId = instructor === 'Sabine Krüger' ? 'instructor-1' : 'instructor-2';
  const faster = await firstContext.request.post('/api/booking/bookings', {
    data: { instructorId, date, slot: '10:30' },
    headers: { origin: baseURL() },
  });
  expect(faster.status()).toBe(201);
  await other.getByRole('button', { name: 'Buchen' }).click();
  await other.getByText('Termin ist leider nicht mehr verfügbar').waitFor();
  await other.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent?.startsWith('10:30') && b.textContent.includes('vergeben')),
  );
  expect(await other.getByRole('button', { name: 'Buchen' }).count()).toBe(0);
  await expectNoAxeViolations(other);

  // the admin's 'Buchungen' tab lists both bookings of the first learner and cancels one after a confirmation
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/admin?tab=bookings');
  await admin.getByRole('tab', { name: 'Buchungen', selected: true }).waitFor();
  await admin.getByLabel('Bis').fill(addDays(date, 1));
  // the admin's list names the weekday in full
  const adminDate = new Intl.DateTimeFormat('de-DE', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  const cancelButton = admin.getByRole('button', { name: `Buchung von Eva Beispiel am ${adminDate} um 09:00 Uhr stornieren` });
  await cancelButton.waitFor();
  await expectNoAxeViolations(admin);
  await cancelButton.click();
  const confirm = admin.getByRole('dialog', { name: 'Buchung stornieren' });
  await confirm.getByText('Eva Beispiel', { exact: false }).waitFor();
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });
  await confirm.getByRole('button', { name: 'Buchung stornieren' }).click();
  await admin.getByText('Der Termin wurde storniert.').waitFor();
  await cancelButton.waitFor({ state: 'detached' });

  // the starter profiles carry the admin's hint to replace them
  const card = admin.getByRole('listitem').filter({ has: admin.getByRole('button', { name: `${instructor} bearbeiten` }) });
  await card.getByText(STARTER_HINT).waitFor();

  // the instructor dialog
  await admin.getByRole('button', { name: `${instructor} bearbeiten` }).click();
  const editor = admin.getByRole('dialog', { name: 'Beraterin oder Berater bearbeiten' });
  expect(await editor.getByLabel('Name').inputValue()).toBe(instructor);
  await expectNoAxeViolations(admin, { include: 'dialog[open]' });
  await editor.getByRole('button', { name: 'Abbrechen' }).click();
  await editor.waitFor({ state: 'hidden' });

  // the first learner sees the cancellation
  await learner.reload();
  await mine.getByText('Storniert', { exact: true }).waitFor();

  await Promise.all([adminContext.close(), firstContext.close(), secondContext.close()]);
}, 60_000);
