// Invoices as German practices issue them (docs/decisions/090-counsellors-and-invoices.md): the operator's
// details once (one row), one gap-free number sequence (one row, taken under its row lock in the transaction
// that books or cancels), and each invoice kept as issued: its data and, once rendered, its PDF never change
// (a trigger in the migration refuses it), and it outlives the learner's account for the retention period.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@common/schemas/invoices';
import { user } from './auth';
import { bookings } from './booking';
import { tz } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** At most one row (id 1); no row: invoices cannot be issued yet (the admin console says so). */
export const billingSettings = pgTable(
  'billing_settings',
  {
    id: smallint('id').primaryKey().default(1),
    sellerName: text('seller_name').notNull(),
    /** Street, postal code and town, one per line. */
    sellerAddress: text('seller_address').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    vatId: text('vat_id').notNull().default(''),
    email: text('email').notNull().default(''),
    iban: text('iban').notNull(),
    bic: text('bic').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    /** Kleinunternehmer (§ 19 UStG): no VAT on the invoice, and the note instead. */
    isSmallBusiness: boolean('is_small_business').notNull().default(false),
    vatRatePercent: integer('vat_rate_percent').notNull().default(19),
    paymentDays: integer('payment_days').notNull().default(14),
    numberPrefix: text('number_prefix').notNull().default('RE-'),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('billing_settings_single_row', sql`${t.id} = 1`)],
);

/** The last number issued; one row (id 1), written by the migration. */
export const invoiceSequence = pgTable(
  'invoice_sequence',
  {
    id: smallint('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_sequence_single_row', sql`${t.id} = 1`)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The position in the one sequence (1, 2, 3 …); `number` is it with the prefix, as printed. */
    sequence: integer('sequence').notNull().unique(),
    number: text('number').notNull().unique(),
    kind: text('kind', { enum: ['invoice', 'cancellation'] }).notNull(),
    cancelsInvoiceId: uuid('cancels_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /** Null once the booking went with the learner's account; the invoice stays. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    issuedOn: date('issued_on').notNull(),
    issuedAt: timestamp('issued_at', tz).notNull().defaultNow(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    grossCents: integer('gross_cents').notNull(),
    /** Rendered right after the transaction that issued it (or at the first download), then never again. */
    pdf: bytea('pdf'),
    paidOn: date('paid_on'),
    paidBy: text('paid_by').references(() => user.id, { onDelete: 'set null' }),
    /** Kept at least until this date (§ 14b UStG, § 147 AO: eight years from the end of the year of issue). */
    retainUntil: date('retain_until').notNull(),
  },
  (t) => [
    index('invoices_open_idx')
      .on(t.issuedOn)
      .where(sql`${t.paidOn} is null`),
    index('invoices_booking_idx').on(t.bookingId),
    index('invoices_user_idx').on(t.userId),
    check('invoices_cancellation_check', sql`(${t.kind} = 'cancellation') = (${t.cancelsInvoiceId} is not null)`),
  ],
);
