// Invoices of booked sessions (issue 40; docs/decisions/090-counsellors-and-invoices.md). An invoice is issued
// in the transaction that books (a cancellation invoice in the one that cancels): its number is the next of one
// sequence, taken under that row's lock, so a rolled-back booking leaves no gap and two bookings at the same
// moment get consecutive numbers. Its data never change afterwards; the PDF is rendered once, right after the
// commit (or at the first download if that failed), and stored.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { berlinDateTime, addDays } from '@common/schemas/booking';
import type { AdminInvoice, BillingSettings, BillingSettingsInput, InvoiceDocument, InvoiceSummary } from '@common/schemas/invoices';
import { isValidIban, normalizeIban } from '@common/domain/iban';
import type { DatabaseOrTransaction } from '../db/client';
import { billingSettings, bookings, instructors, invoiceSequence, invoices, user } from '../db/schema';
import { ApiError } from '../middleware/errors';
import { renderInvoicePdf } from './invoice-document';

/** § 14b UStG and § 147 AO (since 2025): eight years from the end of the calendar year of issue. */
export const RETENTION_YEARS = 8;

export type BillingSettingsRow = typeof billingSettings.$inferSelect;

export async function readBillingSettings(db: DatabaseOrTransaction): Promise<BillingSettingsRow | undefined> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  return row;
}

export function toBillingSettings(row: BillingSettingsRow | undefined): BillingSettings {
  if (!row) return { settings: null };
  const { id: _id, updatedBy: _by, updatedAt, ...rest } = row;
  return { settings: { ...rest, updatedAt: updatedAt.toISOString() } };
}

/** Saves the operator's details; 400 IBAN when the account number's check digits are wrong. */
export async function saveBillingSettings({
  db,
  adminId,
  input,
}: {
  db: DatabaseOrTransaction;
  adminId: string;
  input: BillingSettingsInput;
}): Promise<BillingSettings> {
  const iban = normalizeIban(input.iban);
  if (!isValidIban(iban)) throw new ApiError(400, 'VALIDATION_ERROR', 'The IBAN is not valid.', { iban: 'IBAN' });
  const values = {
    ...input,
    iban,
    bic: input.bic.replace(/\s+/g, '').toUpperCase(),
    vatRatePercent: input.isSmallBusiness ? 0 : input.vatRatePercent,
    updatedAt: new Date(),
    updatedBy: adminId,
  };
  const [row] = await db
    .insert(billingSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: billingSettings.id, set: values })
    .returning();
  return toBillingSettings(row);
}

/** The gross price split into net and VAT (the price a learner sees is the gross amount). */
export function splitGross(grossCents: number, vatRatePercent: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((grossCents * 100) / (100 + vatRatePercent));
  return { netCents, vatCents: grossCents - netCents };
}

const retainUntil = (issuedOn: string) => `${Number(issuedOn.slice(0, 4)) + RETENTION_YEARS}-12-31`;

/** The next number of the one sequence; the row stays locked until the caller's transaction ends. */
async function nextSequence(tx: DatabaseOrTransaction): Promise<number> {
  const [row] = await tx
    .update(invoiceSequence)
    .set({ lastNumber: sql`${invoiceSequence.lastNumber} + 1` })
    .where(eq(invoiceSequence.id, 1))
    .returning({ lastNumber: invoiceSequence.lastNumber });
  return row!.lastNumber;
}

const formatNumber = (prefix: string, sequence: number) => `${prefix}${String(sequence).padStart(5, '0')}`;

export interface SessionSale {
  bookingId: string;
  userId: string;
  buyer: { name: string; addressLines: string[] };
  description: string;
  serviceDate: string;
  grossCents: number;
}

/** Issues the invoice of a booking inside the caller's transaction; undefined when no billing details are saved. */
export async function issueInvoice(tx: DatabaseOrTransaction, sale: SessionSale, now: Date): Promise<string | undefined> {
  const settings = await readBillingSettings(tx);
  if (!settings) return undefined;
  const sequence = await nextSequence(tx);
  const issuedOn = berlinDateTime(now).date;
  const rate = settings.isSmallBusiness ? 0 : settings.vatRatePercent;
  const { netCents, vatCents } = splitGross(sale.grossCents, rate);
  const number = formatNumber(settings.numberPrefix, sequence);
  const document: InvoiceDocument = {
    kind: 'invoice',
    number,
    issuedOn,
    seller: {
      name: settings.sellerName,
      addressLines: settings.sellerAddress
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      taxNumber: settings.taxNumber,
      vatId: settings.vatId,
      email: settings.email,
      iban: settings.iban,
      bic: settings.bic,
      bankName: settings.bankName,
    },
    buyer: sale.buyer,
    items: [{ description: sale.description, serviceDate: sale.serviceDate, quantity: 1, netCents }],
    netCents,
    vatRatePercent: rate,
    vatCents,
    grossCents: sale.grossCents,
    isSmallBusiness: settings.isSmallBusiness,
    dueOn: settings.paymentDays > 0 ? addDays(issuedOn, settings.paymentDays) : null,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      sequence,
      number,
      kind: 'invoice',
      bookingId: sale.bookingId,
      userId: sale.userId,
      issuedOn,
      issuedAt: now,
      document,
      grossCents: sale.grossCents,
      retainUntil: retainUntil(issuedOn),
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/**
 * The cancellation invoice (Stornorechnung) of a booking's invoice, inside the caller's transaction: its own
 * number, the original's amounts negated, and a reference to it. Undefined when the booking had no invoice.
 */
export async function issueCancellationInvoice(tx: DatabaseOrTransaction, bookingId: string, now: Date): Promise<string | undefined> {
  const [original] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.sequence))
    .limit(1);
  if (!original) return undefined;
  const [already] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.cancelsInvoiceId, original.id));
  if (already) return already.id;
  const settings = await readBillingSettings(tx);
  const sequence = await nextSequence(tx);
  const issuedOn = berlinDateTime(now).date;
  const number = formatNumber(settings?.numberPrefix ?? 'RE-', sequence);
  const source = original.document;
  const document: InvoiceDocument = {
    ...source,
    kind: 'cancellation',
    number,
    issuedOn,
    cancels: { number: source.number, issuedOn: source.issuedOn },
    items: source.items.map((item) => ({ ...item, netCents: -item.netCents })),
    netCents: -source.netCents,
    vatCents: -source.vatCents,
    grossCents: -source.grossCents,
    dueOn: null,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      sequence,
      number,
      kind: 'cancellation',
      cancelsInvoiceId: original.id,
      bookingId,
      userId: original.userId,
      issuedOn,
      issuedAt: now,
      document,
      grossCents: document.grossCents,
      retainUntil: retainUntil(issuedOn),
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** The stored PDF, rendered and stored now if the render after the commit did not happen. */
export async function invoicePdf(db: DatabaseOrTransaction, id: string): Promise<{ number: string; pdf: Uint8Array }> {
  const [row] = await db
    .select({ number: invoices.number, pdf: invoices.pdf, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw invoiceNotFound();
  if (row.pdf) return { number: row.number, pdf: row.pdf };
  const pdf = await renderInvoicePdf(row.document);
  // another request may have stored it meanwhile: the first one stays
  await db
    .update(invoices)
    .set({ pdf })
    .where(and(eq(invoices.id, id), isNull(invoices.pdf)));
  const [stored] = await db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id));
  return { number: row.number, pdf: stored!.pdf! };
}

/** Renders and stores the PDFs of freshly issued invoices; a failure is left to the first download. */
export async function renderIssued(db: DatabaseOrTransaction, ids: readonly (string | undefined)[]): Promise<void> {
  for (const id of ids) if (id) await invoicePdf(db, id);
}

export const invoiceNotFound = () => new ApiError(404, 'INVOICE_NOT_FOUND', 'No such invoice.');

/** The learner's own invoice's PDF; another learner's id is 404. */
export async function learnerInvoicePdf(db: DatabaseOrTransaction, userId: string, id: string) {
  const [row] = await db.select({ userId: invoices.userId }).from(invoices).where(eq(invoices.id, id));
  if (!row || row.userId !== userId) throw invoiceNotFound();
  return invoicePdf(db, id);
}

const cancellations = alias(invoices, 'cancellations');
const originals = alias(invoices, 'originals');

function selectSummaries(db: DatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      issuedOn: invoices.issuedOn,
      grossCents: invoices.grossCents,
      paidOn: invoices.paidOn,
      bookingId: invoices.bookingId,
      document: invoices.document,
      cancelsNumber: originals.number,
      cancelledByNumber: cancellations.number,
      learnerEmail: user.email,
      counsellorName: instructors.name,
    })
    .from(invoices)
    .leftJoin(originals, eq(originals.id, invoices.cancelsInvoiceId))
    .leftJoin(cancellations, eq(cancellations.cancelsInvoiceId, invoices.id))
    .leftJoin(user, eq(user.id, invoices.userId))
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(instructors, eq(instructors.id, bookings.instructorId))
    .where(where)
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): InvoiceSummary => ({
  id: row.id,
  number: row.number,
  kind: row.kind,
  issuedOn: row.issuedOn,
  grossCents: row.grossCents,
  paidOn: row.paidOn,
  cancelsNumber: row.cancelsNumber,
  cancelledByNumber: row.cancelledByNumber,
});

/** The invoices of these bookings, by booking, in order of issue. */
export async function invoicesOfBookings(db: DatabaseOrTransaction, bookingIds: string[]): Promise<Map<string, InvoiceSummary[]>> {
  const map = new Map<string, InvoiceSummary[]>();
  if (bookingIds.length === 0) return map;
  const rows = await selectSummaries(db, inArray(invoices.bookingId, bookingIds)).orderBy(asc(invoices.sequence));
  for (const row of rows) map.set(row.bookingId!, [...(map.get(row.bookingId!) ?? []), toSummary(row)]);
  return map;
}

function toAdminInvoice(row: SummaryRow): AdminInvoice {
  const item = row.document.items[0];
  return {
    ...toSummary(row),
    buyerName: row.document.buyer.name,
    learnerEmail: row.learnerEmail,
    serviceDate: item?.serviceDate ?? '',
    // the booking goes with the learner's account; the invoice's own text still names the session
    counsellorName: row.counsellorName ?? '',
  };
}

function adminFilter({ status, from, to }: { status: 'open' | 'paid' | 'all'; from?: string; to?: string }) {
  return and(
    status === 'open' ? and(isNull(invoices.paidOn), eq(invoices.kind, 'invoice'), isNull(cancellations.id)) : undefined,
    status === 'paid' ? isNotNull(invoices.paidOn) : undefined,
    from ? gte(invoices.issuedOn, from) : undefined,
    to ? lte(invoices.issuedOn, to) : undefined,
  );
}

export async function listInvoicesForAdmin(
  db: DatabaseOrTransaction,
  query: { status: 'open' | 'paid' | 'all'; from?: string; to?: string },
): Promise<AdminInvoice[]> {
  const rows = await selectSummaries(db, adminFilter(query)).orderBy(desc(invoices.sequence));
  return rows.map(toAdminInvoice);
}

/** For the accountant: every invoice of the range in number order, with the data the PDF shows. */
export async function invoicesForExport(db: DatabaseOrTransaction, range: { from?: string; to?: string }) {
  return db
    .select({ id: invoices.id, number: invoices.number, document: invoices.document, paidOn: invoices.paidOn })
    .from(invoices)
    .where(adminFilter({ status: 'all', ...range }))
    .orderBy(asc(invoices.sequence));
}

async function adminInvoice(db: DatabaseOrTransaction, id: string): Promise<AdminInvoice> {
  const [row] = await selectSummaries(db, eq(invoices.id, id));
  if (!row) throw invoiceNotFound();
  return toAdminInvoice(row);
}

/** "Als bezahlt markieren" (on a day, default today in Berlin) or "Zahlung zurücknehmen". */
export async function setInvoicePayment({
  db,
  adminId,
  id,
  paid,
  paidOn,
  now,
}: {
  db: DatabaseOrTransaction;
  adminId: string;
  id: string;
  paid: boolean;
  paidOn?: string;
  now: Date;
}): Promise<AdminInvoice> {
  const [row] = await db.select({ kind: invoices.kind }).from(invoices).where(eq(invoices.id, id));
  if (!row) throw invoiceNotFound();
  if (row.kind === 'cancellation') throw new ApiError(409, 'NOT_PAYABLE', 'A cancellation invoice is not paid.');
  const day = paidOn ?? berlinDateTime(now).date;
  if (paid && day > berlinDateTime(now).date)
    throw new ApiError(400, 'VALIDATION_ERROR', 'A payment cannot lie ahead.', { paidOn: 'FUTURE' });
  await db
    .update(invoices)
    .set(paid ? { paidOn: day, paidBy: adminId } : { paidOn: null, paidBy: null })
    .where(eq(invoices.id, id));
  return adminInvoice(db, id);
}
