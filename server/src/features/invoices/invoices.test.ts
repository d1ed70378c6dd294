// Invoices against a real database (issue 40): the operator's billing details, the invoice a booking issues
// (its PDF for the learner and in the mail), the invoice address asked at booking, gap-free numbers under
// simultaneous bookings, the cancellation invoice, invoices kept as issued, payments by hand and from a bank's
// CSV, the accountant's export, and invoices that outlive a deleted account.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '@common/domain';
import { bookings, instructors, invoiceSequence, invoices } from '../../db/schema';
import { extractPdfLines } from '../../test/pdf-text';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const INSTRUCTORS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli/demo-content/files/instructors.json');
const DAY_MS = 24 * 60 * 60 * 1000;

interface Invoice {
  id: string;
  number: string;
  kind: 'invoice' | 'cancellation';
  issuedOn: string;
  grossCents: number;
  paidOn: string | null;
  cancelsNumber: string | null;
  cancelledByNumber: string | null;
}
interface AdminInvoice extends Invoice {
  buyerName: string;
  learnerEmail: string | null;
}
interface Booking {
  id: string;
  invoices: Invoice[];
}

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Learner = Awaited<ReturnType<typeof signUpVerified>>;

const BILLING = {
  sellerName: 'MPU-Praxis Rheinland GmbH',
  sellerAddress: 'Domstraße 1\n50668 Köln',
  taxNumber: '214/5678/9012',
  vatId: '',
  email: 'rechnung@example.org',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'cobadeffxxx',
  bankName: 'Commerzbank',
  isSmallBusiness: false,
  vatRatePercent: 19,
  paymentDays: 14,
  numberPrefix: 'RE-',
};
const ADDRESS = { street: 'Lindenallee 3', postalCode: '50667', city: 'Köln' };

/** The `n`-th Monday–Friday after today (UTC calendar; sessions lie days ahead, far from midnight's edge). */
function weekdayAhead(n: number): string {
  let date = new Date();
  let found = 0;
  while (found < n) {
    date = new Date(date.getTime() + DAY_MS);
    if (![0, 6].includes(date.getUTCDay())) found++;
  }
  return date.toISOString().slice(0, 10);
}
/** Today in Berlin as the invoice prints it ("27.11.2026"). */
const berlinToday = () =>
  new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

async function grantedLearner(details?: { firstName: string; lastName: string }): Promise<Learner> {
  const learner = await signUpVerified(platform);
  const granted = await admin.client.json('PUT', `/api/admin/users/${learner.userId}/permissions`, {
    permissions: Object.fromEntries(PAGE_KEYS.map((page) => [page, page === 'book-session'])),
  });
  if (granted.status !== 200) throw new Error(`grant failed: ${granted.status}`);
  if (details) {
    const saved = await learner.client.json('PUT', '/api/settings/personal', { ...details, middleName: null, birthDate: null, ...ADDRESS });
    if (saved.status !== 200) throw new Error(`personal details failed: ${saved.status}`);
  }
  return learner;
}

const book = (learner: Learner, body: Record<string, unknown>) => learner.client.json<Booking>('POST', '/api/booking/bookings', body);
const adminInvoices = async (status = 'all') =>
  (await admin.client.json<{ items: AdminInvoice[] }>('GET', `/api/admin/invoices?status=${status}`)).body.items;
const lastNumber = async () => (await platform.db.select().from(invoiceSequence))[0]!.lastNumber;
const pdfOf = async (client: Learner['client'], url: string) => {
  const response = await client.request('GET', url);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
};
const pdfText = async (bytes: Uint8Array) => (await extractPdfLines(bytes)).join('\n');

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  // the starter profiles as the demo content loads them (a feature does not import the booking feature's service)
  await platform.db
    .insert(instructors)
    .values(JSON.parse(fs.readFileSync(INSTRUCTORS_FILE, 'utf8')) as Array<typeof instructors.$inferInsert>);
});
afterAll(() => platform.close());

describe('billing settings', () => {
  it('without them a booking issues no invoice', async () => {
    const learner = await grantedLearner();
    const booked = await book(learner, { instructorId: 'instructor-1', date: weekdayAhead(3), slot: '09:00' });
    expect(booked.status).toBe(201);
    expect(booked.body.invoices).toEqual([]);
    expect(await platform.db.select().from(invoices)).toEqual([]);
  });

  it('refuses a bad IBAN and a missing tax id with field codes; saved ones come back normalised', async () => {
    const badIban = await admin.client.json('PUT', '/api/admin/billing', { ...BILLING, iban: 'DE89 3704 0044 0532 0130 01' });
    expect(badIban.status).toBe(400);
    expect(badIban.body).toMatchObject({ error: { fields: { iban: 'IBAN' } } });
    const noTaxId = await admin.client.json('PUT', '/api/admin/billing', { ...BILLING, taxNumber: '', vatId: '' });
    expect(noTaxId.status).toBe(400);
    expect(noTaxId.body).toMatchObject({ error: { fields: { taxNumber: 'TAX_ID_REQUIRED' } } });
    expect((await admin.client.json('GET', '/api/admin/billing')).body).toEqual({ settings: null });

    expect((await admin.client.json('PUT', '/api/admin/billing', BILLING)).status).toBe(200);
    const saved = await admin.client.json('GET', '/api/admin/billing');
    expect(saved.body).toMatchObject({
      settings: { sellerName: 'MPU-Praxis Rheinland GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', taxNumber: '214/5678/9012' },
    });
  });
});

describe('the invoice of a booking', () => {
  it('is the PDF the learner downloads and the mail carries; another learner gets 404', async () => {
    const learner = await grantedLearner({ firstName: 'Mia', lastName: 'Sommer' });
    const since = platform.smtp.mails.length;
    const booked = await book(learner, { instructorId: 'instructor-1', date: weekdayAhead(4), slot: '10:30' });
    expect(booked.status).toBe(201);
    expect(booked.body.invoices).toEqual([
      expect.objectContaining({ number: 'RE-00001', kind: 'invoice', grossCents: 8900, paidOn: null, cancelledByNumber: null }),
    ]);
    const id = booked.body.invoices[0]!.id;

    const { response, bytes } = await pdfOf(learner.client, `/api/booking/invoices/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Rechnung-RE-00001.pdf"');
    const text = await pdfText(bytes);
    for (const expected of [
      'MPU-Praxis Rheinland GmbH',
      'Domstraße 1',
      '50668 Köln',
      '214/5678/9012',
      'Mia Sommer',
      'Lindenallee 3',
      '50667 Köln',
      'RE-00001',
      'Umsatzsteuer 19 %',
      '74,79 €',
      '14,21 €',
      '89,00 €',
    ]) {
      expect(text).toContain(expected);
    }

    const other = await grantedLearner({ firstName: 'Tom', lastName: 'Berg' });
    const refused = await other.client.request('GET', `/api/booking/invoices/${id}/pdf`);
    expect(refused.status).toBe(404);

    const mail = await platform.smtp.waitForMail(learner.email, { since, subject: 'Ihr Termin ist gebucht' });
    const attachment = mail.attachments.find((a) => a.filename === 'Rechnung-RE-00001.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
  });

  it('asks for a missing address (400 BILLING_ADDRESS_REQUIRED, nothing stored); given in the booking it is saved', async () => {
    const learner = await grantedLearner();
    const sequenceBefore = await lastNumber();
    const body = { instructorId: 'instructor-2', date: weekdayAhead(4), slot: '14:30' };
    const refused = await book(learner, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'BILLING_ADDRESS_REQUIRED',
        fields: {
          'billingAddress.firstName': 'REQUIRED',
          'billingAddress.lastName': 'REQUIRED',
          'billingAddress.street': 'REQUIRED',
          'billingAddress.postalCode': 'REQUIRED',
          'billingAddress.city': 'REQUIRED',
        },
      },
    });
    expect(await platform.db.select().from(bookings).where(eq(bookings.userId, learner.userId))).toEqual([]);
    expect(await platform.db.select().from(invoices).where(eq(invoices.userId, learner.userId))).toEqual([]);
    expect(await lastNumber()).toBe(sequenceBefore);

    const booked = await book(learner, { ...body, billingAddress: { firstName: 'Ida', lastName: 'Klein', ...ADDRESS } });
    expect(booked.status).toBe(201);
    expect(booked.body.invoices).toHaveLength(1);
    const settings = await learner.client.json<{ details: Record<string, unknown> }>('GET', '/api/settings');
    expect(settings.body.details).toMatchObject({ firstName: 'Ida', lastName: 'Klein', ...ADDRESS });
  });
});

describe('numbers without gaps', () => {
  it('15 bookings at the same moment plus 10 colliding requests: 15 invoices with consecutive numbers', async () => {
    const learners = await Promise.all(
      Array.from({ length: 15 }, (_, index) => grantedLearner({ firstName: `Lerner${index}`, lastName: 'Gleichzeitig' })),
    );
    const slots = ['instructor-3', 'instructor-4'].flatMap((instructorId) =>
      [weekdayAhead(6), weekdayAhead(7)].flatMap((date) =>
        ['09:00', '10:30', '14:30', '16:00'].map((slot) => ({ instructorId, date, slot })),
      ),
    );
    const wanted = slots.slice(0, 15);
    const sequenceBefore = await lastNumber();
    const responses = await Promise.all([
      ...learners.map((learner, index) => book(learner, wanted[index]!)),
      ...learners.slice(0, 10).map((learner, index) => book(learner, wanted[(index + 1) % 15]!)),
    ]);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(15);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);

    const booked = await platform.db
      .select()
      .from(bookings)
      .where(inArray(bookings.instructorId, ['instructor-3', 'instructor-4']));
    expect(booked).toHaveLength(15);
    const issued = await platform.db
      .select({ number: invoices.number, sequence: invoices.sequence })
      .from(invoices)
      .where(
        inArray(
          invoices.bookingId,
          booked.map((row) => row.id),
        ),
      );
    const numbers = issued.map((row) => Number(row.number.slice(3))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, index) => sequenceBefore + 1 + index));
    expect(await lastNumber()).toBe(sequenceBefore + 15);
  }, 120_000);
});

describe('cancellation, keeping and paying', () => {
  let learner: Learner;
  let original: Invoice;
  let cancellation: Invoice;

  it('a cancellation issues a Stornorechnung with its own number that cancels the original', async () => {
    learner = await grantedLearner({ firstName: 'Jan', lastName: 'Storm' });
    const booked = await book(learner, { instructorId: 'instructor-1', date: weekdayAhead(8), slot: '16:00' });
    expect(booked.status).toBe(201);
    original = booked.body.invoices[0]!;
    const sequenceBefore = await lastNumber();
    const cancelled = await learner.client.json<Booking>('POST', `/api/booking/bookings/${booked.body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.invoices).toHaveLength(2);
    cancellation = cancelled.body.invoices[1]!;
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      number: `RE-${String(sequenceBefore + 1).padStart(5, '0')}`,
      cancelsNumber: original.number,
      grossCents: -8900,
    });

    const text = await pdfText((await pdfOf(learner.client, `/api/booking/invoices/${cancellation.id}/pdf`)).bytes);
    expect(text).toContain('Stornorechnung');
    expect(text).toContain(`Storno zu Rechnung ${original.number} vom ${berlinToday()}`);
    expect(text).toContain('-89,00 €');

    const listed = (await adminInvoices()).find((invoice) => invoice.id === original.id);
    expect(listed).toMatchObject({ cancelledByNumber: cancellation.number });
    expect((await adminInvoices('open')).map((invoice) => invoice.id)).not.toContain(original.id);
  });

  it('an invoice stays as issued: its document, number and row cannot be changed or deleted through SQL; its payment can', async () => {
    const [row] = await platform.db.select().from(invoices).where(eq(invoices.id, original.id));
    await expect(platform.db.execute(sql`update invoices set document = '{}'::jsonb where id = ${original.id}`)).rejects.toThrow();
    await expect(platform.db.execute(sql`update invoices set number = 'RE-99999' where id = ${original.id}`)).rejects.toThrow();
    await expect(platform.db.execute(sql`delete from invoices where id = ${original.id}`)).rejects.toThrow();
    const [after] = await platform.db.select().from(invoices).where(eq(invoices.id, original.id));
    expect(after).toEqual(row);

    await platform.db.execute(sql`update invoices set paid_on = '2026-11-20' where id = ${original.id}`);
    expect((await platform.db.select().from(invoices).where(eq(invoices.id, original.id)))[0]!.paidOn).toBe('2026-11-20');
    await platform.db.execute(sql`update invoices set paid_on = null where id = ${original.id}`);
  });

  it('marks an invoice paid by hand; a cancellation invoice is 409 NOT_PAYABLE', async () => {
    const other = await grantedLearner({ firstName: 'Eva', lastName: 'Hand' });
    const booked = await book(other, { instructorId: 'instructor-2', date: weekdayAhead(9), slot: '09:00' });
    const id = booked.body.invoices[0]!.id;
    const paid = await admin.client.json('PUT', `/api/admin/invoices/${id}/payment`, { paid: true, paidOn: '2026-11-02' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id, paidOn: '2026-11-02' });
    expect((await adminInvoices('paid')).map((invoice) => invoice.id)).toContain(id);

    const refused = await admin.client.json('PUT', `/api/admin/invoices/${cancellation.id}/payment`, { paid: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'NOT_PAYABLE' } });
  });

  it("a bank's CSV pays the invoice it names with the right amount, and reports the others", async () => {
    const [payer, short] = [
      await grantedLearner({ firstName: 'Max', lastName: 'Muster' }),
      await grantedLearner({ firstName: 'Kai', lastName: 'Knapp' }),
    ];
    const first = (await book(payer, { instructorId: 'instructor-2', date: weekdayAhead(9), slot: '10:30' })).body.invoices[0]!;
    const second = (await book(short, { instructorId: 'instructor-2', date: weekdayAhead(9), slot: '14:30' })).body.invoices[0]!;
    const csv = [
      'Umsatzanzeige;Konto DE89370400440532013000',
      'Zeitraum:;01.11.2026 - 27.11.2026',
      '',
      'Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag;Währung',
      `25.11.2026;25.11.2026;Max Muster;Rechnung ${first.number} MPU-Sitzung;89,00;EUR`,
      `25.11.2026;25.11.2026;Kai Knapp;${second.number} Beratung;80,00;EUR`,
      '26.11.2026;26.11.2026;Unbekannt;Rechnung RE-09999;89,00;EUR',
      '26.11.2026;26.11.2026;Stadtwerke Köln;Abschlag Strom November;-64,00;EUR',
      '',
    ].join('\r\n');
    const imported = await admin.client.upload('/api/admin/invoices/payments', csv, 'text/csv');
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({
      paid: [first.number],
      problems: [
        { line: 6, number: second.number, code: 'AMOUNT_MISMATCH' },
        { line: 7, number: 'RE-09999', code: 'UNKNOWN_INVOICE' },
      ],
      unmatchedRows: 1,
    });
    const listed = await adminInvoices();
    expect(listed.find((invoice) => invoice.id === first.id)).toMatchObject({ paidOn: '2026-11-25' });
    expect(listed.find((invoice) => invoice.id === second.id)).toMatchObject({ paidOn: null });

    const asJson = await admin.client.json('POST', '/api/admin/invoices/payments', { csv });
    expect(asJson.status).toBe(415);
  });
});

describe("the accountant's export", () => {
  it('export.csv has one line per invoice with German amounts; export.zip holds the CSV and each PDF', async () => {
    const all = await adminInvoices();
    const csvResponse = await admin.client.request('GET', '/api/admin/invoices/export.csv');
    expect(csvResponse.status).toBe(200);
    expect(csvResponse.headers.get('content-type')).toContain('text/csv');
    const lines = (await csvResponse.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Rechnungsnummer;Art;Rechnungsdatum;Storno zu;Kunde;Leistung;Leistungsdatum;Netto;USt-Satz;USt;Brutto;Bezahlt am',
    );
    expect(lines).toHaveLength(all.length + 1);
    const byNumber = new Map(lines.slice(1).map((line) => [line.split(';')[0], line]));
    const invoiceLine = byNumber.get('RE-00001')!;
    expect(invoiceLine).toContain('Rechnung');
    expect(invoiceLine).toContain('74,79');
    expect(invoiceLine).toContain('14,21');
    expect(invoiceLine).toContain('89,00');
    const cancellationLine = [...byNumber.values()].find((line) => line.split(';')[1] === 'Stornorechnung')!;
    expect(cancellationLine).toContain('-89,00');

    const zipResponse = await admin.client.request('GET', '/api/admin/invoices/export.zip');
    expect(zipResponse.status).toBe(200);
    expect(zipResponse.headers.get('content-type')).toBe('application/zip');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'invoices-zip-'));
    try {
      const file = path.join(folder, 'rechnungen.zip');
      fs.writeFileSync(file, new Uint8Array(await zipResponse.arrayBuffer()));
      const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
      expect(names).toEqual(['rechnungen.csv', ...all.map((invoice) => `Rechnung-${invoice.number}.pdf`)].sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('retention', () => {
  it("a deleted account's invoices stay, named by the buyer, and the admin still downloads the PDF", async () => {
    const learner = await grantedLearner({ firstName: 'Rita', lastName: 'Geht' });
    const booked = await book(learner, { instructorId: 'instructor-1', date: weekdayAhead(10), slot: '09:00' });
    const id = booked.body.invoices[0]!.id;
    const deleted = await learner.client.json('POST', '/api/me/delete', { password: learner.password });
    expect(deleted.status).toBe(200);

    const [row] = await platform.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ userId: null, grossCents: 8900 });
    expect((await adminInvoices()).find((invoice) => invoice.id === id)).toMatchObject({ learnerEmail: null, buyerName: 'Rita Geht' });
    const { response, bytes } = await pdfOf(admin.client, `/api/admin/invoices/${id}/pdf`);
    expect(response.status).toBe(200);
    expect(await pdfText(bytes)).toContain('Rita Geht');
  });
});
