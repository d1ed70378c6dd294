// "Meine MPU-Geschichte" (issue 37) as an alcohol learner uses it: the calculator before the consent,
// the consent, an incident with 1.6 ‰ and a drinks list that cannot explain it (2 × 0.5 l beer 5 % for
// a man of 80 kg, 180 cm, 40 years: at most 0.61 ‰ three hours after the first glass), "Ich trinke
// jetzt weniger" as the change; both findings with their explanations, fixed (four more beers, a
// concrete dated sentence), the readiness rising, the text still there after a reload, a version of
// the day, the PDF, the phone layout, and the withdrawal. One pass in English. axe on every screen.
// With MY_STORY_SHOTS_DIR set, every screen is also saved as a screenshot there.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSignedInLearner, expectNoAxeViolations, launchBrowser, newContext } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shotsDir = process.env.MY_STORY_SHOTS_DIR;

/** The whole page, or with `fullPage: false` what the screen shows (the sticky save state, an open dialog). */
async function shot(page: Page, name: string, { fullPage = true } = {}) {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

const finding = (scope: Locator | Page, kind: string) => scope.locator(`[data-testid="story-finding"][data-kind="${kind}"]`);
const saved = (page: Page) => page.getByTestId('story-save-status').and(page.locator('[data-status="saved"]'));
const partValue = async (page: Page, name: string) =>
  Number(await page.getByTestId('story-readiness').getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

it('an alcohol learner writes a story the drinks cannot explain, sees why, fixes it, and finds it again', async () => {
  const context = await newContext(browser);
  await createSignedInLearner(context, 'alcohol');
  let page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Meine MPU-Geschichte' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Meine MPU-Geschichte' }).waitFor();

  // before the consent: what is stored and who sees it; the calculator stores nothing, so it is open already
  const consent = page.getByRole('region', { name: 'Ihre Einwilligung' });
  await consent.getByRole('heading', { name: 'Wer es sieht' }).waitFor();
  const calculator = page.getByRole('region', { name: 'Promillerechner' });
  await calculator.getByLabel('Geschlecht (für die Formel)').selectOption({ label: 'männlich' });
  await calculator.getByLabel('Gewicht in kg').fill('80');
  await calculator.getByLabel('Größe in cm').fill('180');
  await calculator.getByLabel('Alter in Jahren').fill('40');
  // the starting line: one 0.5 l beer at 5 % from 20:00, the time 23:00 → 20 g, peak 0.34 ‰
  await calculator.getByText('Zu erwarten um 23:00 Uhr: 0,00 ‰ bis 0,00 ‰').waitFor();
  await calculator.getByLabel('Anzahl').fill('4');
  // 80 g: peak 1.35 ‰; high 1.35 × 0.9 − 3 × 0.1 = 0.92 ‰, low 1.35 × 0.7 − 3 × 0.2 = 0.35 ‰
  await calculator.getByText('Zu erwarten um 23:00 Uhr: 0,35 ‰ bis 0,92 ‰').waitFor();
  await expectNoAxeViolations(page);
  await shot(page, '01-consent-and-calculator-1280');

  await consent.getByRole('button', { name: 'Einwilligen und beginnen' }).click();
  await consent.getByText('Bitte bestätigen Sie die Einwilligung, um fortzufahren.').waitFor();
  await consent.getByRole('checkbox', { name: /Ich willige ein/ }).check();
  await consent.getByRole('button', { name: 'Einwilligen und beginnen' }).click();
  await page.getByText('Noch nichts geschrieben. Alles, was Sie eingeben, wird automatisch gespeichert.').waitFor();
  await expectNoAxeViolations(page);
  await shot(page, '02-workbook-empty-1280');
  const changeBefore = await partValue(page, 'Veränderung');
  const incidentsBefore = await partValue(page, 'Vorfälle');

  // the person and the incident
  const incidents = page.locator('#section-incidents');
  await incidents.getByLabel('Geschlecht (für die Formel)').selectOption({ label: 'männlich' });
  await incidents.getByLabel('Gewicht in kg').fill('80');
  await incidents.getByLabel('Größe in cm').fill('180');
  await incidents.getByLabel('Alter in Jahren').fill('40');
  await incidents.getByRole('button', { name: 'Vorfall hinzufügen' }).click();
  const incident = incidents.getByTestId('story-incident').first();
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('date');
  await incident.getByLabel('Datum').fill('2026-03-14');
  await incident
    .getByLabel('Was ist passiert?')
    .fill('Nach einem Geburtstag bei Freunden bin ich um 22:30 Uhr mit dem Auto nach Hause gefahren und in eine Kontrolle geraten.');
  await incident.getByLabel('Blutalkohol (BAK) in ‰').fill('1,6');
  await incident.getByLabel('Uhrzeit der Blutprobe').fill('23:00');
  // the drinks list by keyboard
  await incident.getByRole('button', { name: 'Getränk hinzufügen' }).focus();
  await page.keyboard.press('Enter');
  const firstDrink = incident.getByRole('group', { name: 'Getränk 1' });
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
  await firstDrink.getByLabel('Anzahl').fill('2');
  await firstDrink.getByLabel('Beginn').fill('20:00');
  await firstDrink.getByLabel('Ende').fill('22:00');
  // 40 g: peak 0.68 ‰, at most 0.68 × 0.9 − 0.3 = 0.31 ‰ at 23:00; 1.6 ‰ is far above
  await incident.getByText('Zu erwarten um 23:00 Uhr: 0,00 ‰ bis 0,31 ‰').waitFor();
  const bacFinding = finding(incident, 'bac-implausible');
  await bacFinding.waitFor();

  // the change, vague
  const change = page.locator('#section-change');
  await change.getByLabel('Was Sie verändert haben').fill('Ich trinke jetzt weniger.');
  const vague = finding(change, 'vague-language');
  await vague.waitFor();

  // both explained: why, an example about someone else, the assessor's question, the article
  for (const item of [bacFinding, vague]) {
    await item.getByText('Warum Gutachter hier nachfragen').click();
    await item.getByText('Warum das auffällt').waitFor();
    await item.getByText('So könnte es jemand anderes konkret sagen').waitFor();
    await item.getByText('Was ein Gutachter fragen würde').waitFor();
    expect(await item.getByRole('link', { name: 'Mehr dazu im Wissensartikel' }).getAttribute('href')).toMatch(
      /^\/dashboard\/my-story\/articles\/[a-z-]+$/,
    );
  }
  await bacFinding
    .getByText('Mit den angegebenen Getränken wären zur Zeit der Blutprobe etwa 0,00 bis 0,31 ‰ zu erwarten; gemessen wurden 1,60 ‰.', {
      exact: false,
    })
    .waitFor();
  expect(await vague.innerText()).toMatch(/weniger/i);
  // the summary lists both and jumps to the field
  const summary = page.getByTestId('story-findings-summary');
  await expect.poll(() => summary.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
  await page.locator('[data-status="saved"]').waitFor();
  await expectNoAxeViolations(page);
  await shot(page, '03-findings-1280');
  await change.getByLabel('Was Sie verändert haben').scrollIntoViewIfNeeded();
  await shot(page, '03b-findings-screen-1280', { fullPage: false });
  // the article opens on the story's own route (a new learner's knowledge page is closed) and leads back
  await page.locator('[data-status="saved"]').waitFor();
  await vague.getByRole('link', { name: 'Mehr dazu im Wissensartikel' }).click();
  await page.getByRole('heading', { level: 1, name: 'Konkret statt vage: wie Sie über Veränderung sprechen' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Zurück zu Meine MPU-Geschichte' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Meine MPU-Geschichte' }).waitFor();
  await vague.waitFor();
  const changeWithFinding = await partValue(page, 'Veränderung');
  const incidentsWithFinding = await partValue(page, 'Vorfälle');
  expect(incidentsWithFinding).toBeGreaterThan(incidentsBefore);

  // the fix: the four beers that were left out, and a concrete, dated sentence
  await incident.getByRole('button', { name: 'Getränk hinzufügen' }).click();
  const secondDrink = incident.getByRole('group', { name: 'Getränk 2' });
  await secondDrink.getByLabel('Anzahl').fill('4');
  await secondDrink.getByLabel('Beginn').fill('20:30');
  await secondDrink.getByLabel('Ende').fill('22:30');
  // 120 g: peak 2.03 ‰; 0.82 to 1.53 ‰ at 23:00, and 1.6 ‰ lies within the margin of 0.2 ‰
  await incident.getByText('Zu erwarten um 23:00 Uhr: 0,82 ‰ bis 1,53 ‰').waitFor();
  await expect.poll(() => finding(incident, 'bac-implausible').count()).toBe(0);
  const sentence =
    'Seit dem 1. März 2026 trinke ich keinen Alkohol. Ich habe alle Flaschen aus der Wohnung gegeben und gehe jeden Dienstag zur Suchtberatung.';
  await change.getByLabel('Was Sie verändert haben').fill(sentence);
  await change.getByLabel('Seit wann (Datum)').fill('2026-03-01');
  await expect.poll(() => finding(change, 'vague-language').count()).toBe(0);
  await expect.poll(() => partValue(page, 'Veränderung')).toBeGreaterThan(Math.max(changeBefore, changeWithFinding));
  await expect.poll(() => partValue(page, 'Vorfälle')).toBeGreaterThan(incidentsWithFinding);
  await saved(page).waitFor();
  await expectNoAxeViolations(page);
  await shot(page, '04-fixed-1280');

  // the self-check: five "Nein" and one "Ja" (more than planned) point to A3; only the assessor decides
  const selfCheck = page.getByRole('region', { name: 'Selbstcheck: Welche Hypothese passt wahrscheinlich?' });
  const answer = (question: RegExp, label: string) =>
    selfCheck.getByRole('group', { name: question }).getByRole('radio', { name: label }).check();
  await answer(/^Waren Sie wegen Ihres Alkoholkonsums schon einmal in Behandlung/, 'Nein');
  await answer(/^Hatten Sie oft ein starkes Verlangen/, 'Nein');
  await answer(/^Haben Sie öfter mehr oder länger getrunken/, 'Ja');
  await answer(/^Hatten Sie Zittern, Schwitzen/, 'Nein');
  await answer(/^Konnten Sie viel trinken/, 'Nein');
  await answer(/^Haben Sie wegen des Trinkens Hobbys/, 'Nein');
  await selfCheck.getByText('Am ehesten passt: A3: Alkoholgefährdung').waitFor();
  await selfCheck.getByText('Eine Abstinenz wird in der Regel nicht verlangt.').waitFor();
  await selfCheck.getByText('entscheidet allein die Gutachterin oder der Gutachter', { exact: false }).waitFor();
  await saved(page).waitFor();
  await expectNoAxeViolations(page);

  // a reload finds the text, saved on the server
  await page.reload();
  await expect.poll(() => page.locator('#section-change').getByLabel('Was Sie verändert haben').inputValue()).toBe(sentence);
  await expect.poll(() => page.locator('#section-incidents').getByTestId('story-incident').getByLabel('Anzahl').count()).toBe(2);
  await page.getByText(/^Gespeichert · \d\d:\d\d$/).waitFor();
  await expect.poll(() => finding(page, 'bac-implausible').count()).toBe(0);
  expect(
    await page
      .getByRole('group', { name: /^Haben Sie öfter mehr oder länger getrunken/ })
      .getByRole('radio', { name: 'Ja' })
      .isChecked(),
  ).toBe(true);

  // away and back inside the app: the page starts from the newest revision, so the next save is no conflict
  await page.getByRole('link', { name: 'Übersicht' }).first().click();
  await page.getByRole('link', { name: 'Meine MPU-Geschichte' }).first().click();
  const support = page.locator('#section-stability').getByLabel('Wer Sie unterstützt und wie');
  await support.fill('Meine Frau fährt, wenn wir auf Feiern gehen.');
  await saved(page).waitFor();

  // another tab saves in between: this one says so and offers the newer text
  const other = await context.newPage();
  await other.goto('/dashboard/my-story');
  await other.locator('#section-stability').getByLabel('Wer Sie unterstützt und wie').fill('Meine Frau und mein Bruder unterstützen mich.');
  await saved(other).waitFor();
  await other.close();
  await support.fill('Meine Frau fährt, wenn wir auf Feiern gehen, und wir gehen früher.');
  await page
    .getByText('In einem anderen Tab oder auf einem anderen Gerät wurde Ihre Geschichte inzwischen gespeichert.', { exact: false })
    .waitFor();
  await shot(page, '04b-other-tab-1280', { fullPage: false });
  await page.getByRole('button', { name: 'Neuere Fassung laden' }).click();
  await expect.poll(() => support.inputValue()).toBe('Meine Frau und mein Bruder unterstützen mich.');
  await saved(page).waitFor();

  // no connection: the save fails, the text stays on this device and comes back with the next visit
  await context.setOffline(true);
  const future = page.locator('#section-future').getByLabel(/^Wie Sie in Zukunft/);
  await future.fill('Wenn ich auf eine Feier gehe, fahre ich mit dem Bus hin und zurück.');
  await page.getByText('Nicht gespeichert. Ihr Text ist auf diesem Gerät gesichert.').waitFor();
  await shot(page, '04c-offline-1280', { fullPage: false });
  await page.close();
  await context.setOffline(false);
  page = await context.newPage();
  await page.goto('/dashboard/my-story');
  await page
    .getByText('Wir haben Text wiederhergestellt, der bei Ihrem letzten Besuch noch nicht gespeichert war.', { exact: false })
    .waitFor();
  await expect
    .poll(() =>
      page
        .locator('#section-future')
        .getByLabel(/^Wie Sie in Zukunft/)
        .inputValue(),
    )
    .toBe('Wenn ich auf eine Feier gehe, fahre ich mit dem Bus hin und zurück.');
  await saved(page).waitFor();
  const onServer = (await (await context.request.get('/api/my-story')).json()) as { story: { future: { text: string } } };
  expect(onServer.story.future.text).toBe('Wenn ich auf eine Feier gehe, fahre ich mit dem Bus hin und zurück.');

  // the version of the day, read-only
  const versions = page.getByRole('region', { name: 'Frühere Fassungen' });
  await versions.getByRole('button', { name: 'Fassungen anzeigen' }).click();
  await versions
    .getByRole('button', { name: /^Fassung vom \d\d\.\d\d\.\d{4} öffnen$/ })
    .first()
    .click();
  await versions.getByRole('heading', { name: /^So sah Ihre Geschichte am \d\d\.\d\d\.\d{4} aus$/ }).waitFor();
  await versions.getByText(sentence).waitFor();
  await expectNoAxeViolations(page);
  await shot(page, '05-version-1280');

  // the printable page: only the story, without the shell and the form
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#story-print').getByText(sentence).waitFor();
  await expect
    .poll(() =>
      page
        .locator('nav[aria-label="Hauptnavigation"]')
        .first()
        .evaluate((nav) => getComputedStyle(nav).visibility),
    )
    .toBe('hidden');
  await shot(page, '05b-print-1280', { fullPage: false });
  await page.emulateMedia({ media: 'screen' });

  // the PDF for a counsellor
  const pdf = await context.request.get(
    await page
      .getByRole('link', { name: 'PDF herunterladen' })
      .getAttribute('href')
      .then((href) => href!),
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // the phone
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#section-incidents').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, '06-phone-390');

  // withdrawing deletes everything, after a confirmation that names it
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Einwilligung widerrufen und alles löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ihre MPU-Geschichte löschen?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
  await shot(page, '07-withdraw-dialog-1280', { fullPage: false });
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await page.getByRole('region', { name: 'Ihre Einwilligung' }).waitFor();
  const state = (await (await context.request.get('/api/my-story')).json()) as { consentedAt: string | null; story: unknown };
  expect(state).toMatchObject({ consentedAt: null, story: null });
  await context.close();
});

it('in English (and a look in Turkish): the consent, the workbook and a finding without German text', async () => {
  const context = await newContext(browser, { width: 390, height: 844 });
  await createSignedInLearner(context, 'alcohol');
  const page = await context.newPage();
  await page.goto('/dashboard/my-story');
  await page.getByRole('heading', { level: 1, name: 'Meine MPU-Geschichte' }).waitFor();
  await page.getByLabel('Sprache').first().selectOption('en');
  await page.getByRole('heading', { level: 1, name: 'My MPU story' }).waitFor();
  const consent = page.getByRole('region', { name: 'Your consent' });
  await consent.getByRole('checkbox', { name: /I consent/ }).check();
  await consent.getByRole('button', { name: 'Consent and begin' }).click();
  const change = page.locator('#section-change');
  await change.getByLabel('What you have changed').fill('I drink less now.');
  const vague = finding(change, 'vague-language');
  await vague.waitFor();
  await vague.getByText('Why assessors ask here').click();
  await vague.getByText('What an assessor would ask').waitFor();
  await page.locator('[data-status="saved"]').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await shot(page, '08-english-390');

  // and Turkish, for the screenshot and the headings
  await page.getByLabel('Language').first().selectOption('tr');
  await page.getByRole('heading', { level: 1, name: 'MPU hikâyem' }).waitFor();
  await page.getByRole('heading', { name: 'Hikâyeniz ne durumda' }).waitFor();
  await shot(page, '09-turkish-390');
  await context.close();
});
