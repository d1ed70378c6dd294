// Invoices (issue 40; docs/decisions/090-counsellors-and-invoices.md): what an invoice holds as issued, the
// operator's billing details in the admin console, and the admin's invoice list, payments and exports.
import { z } from 'zod';

/** An invoice as issued (§ 14 UStG); amounts in cents, negative on a cancellation invoice. Never changed after issue. */
export const InvoiceDocumentSchema = z.object({
  kind: z.enum(['invoice', 'cancellation']),
  number: z.string(),
  /** 'YYYY-MM-DD' */
  issuedOn: z.string(),
  cancels: z.object({ number: z.string(), issuedOn: z.string() }).optional(),
  seller: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    taxNumber: z.string(),
    vatId: z.string(),
    email: z.string(),
    iban: z.string(),
    bic: z.string(),
    bankName: z.string(),
  }),
  buyer: z.object({ name: z.string(), addressLines: z.array(z.string()) }),
  items: z.array(z.object({ description: z.string(), serviceDate: z.string(), quantity: z.number().int(), netCents: z.number().int() })),
  netCents: z.number().int(),
  vatRatePercent: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  isSmallBusiness: z.boolean(),
  dueOn: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocumentSchema>;

export const VAT_RATES = [0, 7, 19] as const;

const line = (max: number) => z.string().trim().max(max, 'TOO_LONG');
const required = (max: number) => line(max).min(1, 'REQUIRED');

/** The operator's details, entered once under Admin > Buchungen > Rechnungsdaten. */
export const BillingSettingsInputSchema = z
  .object({
    sellerName: required(200),
    /** Street, postal code and town, one per line. */
    sellerAddress: required(500),
    taxNumber: line(50),
    vatId: line(50),
    email: z.union([z.literal(''), z.email('EMAIL').max(254, 'TOO_LONG')]),
    /** Spaces allowed; stored without them, upper case. */
    iban: required(42),
    bic: line(11),
    bankName: line(200),
    isSmallBusiness: z.boolean(),
    vatRatePercent: z.union(VAT_RATES.map((rate) => z.literal(rate)) as [z.ZodLiteral<0>, z.ZodLiteral<7>, z.ZodLiteral<19>], 'VAT_RATE'),
    paymentDays: z.number('REQUIRED').int('RANGE').min(0, 'RANGE').max(90, 'RANGE'),
    numberPrefix: line(20).regex(/^[A-Za-z0-9-/]*$/, 'PREFIX'),
  })
  .superRefine((value, context) => {
    // § 14 Abs. 4 Nr. 2 UStG: the tax number or the VAT id
    if (value.taxNumber === '' && value.vatId === '') context.addIssue({ code: 'custom', path: ['taxNumber'], message: 'TAX_ID_REQUIRED' });
  });
export type BillingSettingsInput = z.infer<typeof BillingSettingsInputSchema>;

export const BillingSettingsSchema = z
  .object({
    /** null until the admin saved them: bookings then create no invoice, and the console says so. */
    settings: z
      .object({
        sellerName: z.string(),
        sellerAddress: z.string(),
        taxNumber: z.string(),
        vatId: z.string(),
        email: z.string(),
        iban: z.string(),
        bic: z.string(),
        bankName: z.string(),
        isSmallBusiness: z.boolean(),
        vatRatePercent: z.number().int(),
        paymentDays: z.number().int(),
        numberPrefix: z.string(),
        updatedAt: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'BillingSettings' });
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;

/** An invoice in a list (the learner's own, or the admin's). */
export const InvoiceSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    kind: z.enum(['invoice', 'cancellation']),
    issuedOn: z.string(),
    grossCents: z.number().int(),
    /** 'YYYY-MM-DD', or null while open (a cancellation invoice is settled by its nature: null). */
    paidOn: z.string().nullable(),
    /** The number of the invoice a cancellation invoice cancels; null otherwise. */
    cancelsNumber: z.string().nullable(),
    /** The number of the cancellation invoice that cancelled this one; null otherwise. */
    cancelledByNumber: z.string().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const AdminInvoiceSchema = InvoiceSummarySchema.extend({
  buyerName: z.string(),
  /** Null once the learner deleted the account (the invoice is kept). */
  learnerEmail: z.string().nullable(),
  serviceDate: z.string(),
  counsellorName: z.string(),
}).meta({ id: 'AdminInvoice' });
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;

export const AdminInvoiceQuerySchema = z.object({
  status: z.enum(['open', 'paid', 'all']).default('all'),
  from: z.iso.date('DATE').optional(),
  to: z.iso.date('DATE').optional(),
});
export type AdminInvoiceQuery = z.infer<typeof AdminInvoiceQuerySchema>;

export const AdminInvoiceListSchema = z
  .object({
    items: z.array(AdminInvoiceSchema),
    /** Whether invoices can be issued (billing details saved). */
    isBillingConfigured: z.boolean(),
  })
  .meta({ id: 'AdminInvoiceList' });
export type AdminInvoiceList = z.infer<typeof AdminInvoiceListSchema>;

export const InvoiceIdParamSchema = z.object({ id: z.uuid() });

/** "Als bezahlt markieren": the day the money arrived (default today); `paid: false` reopens it. */
export const InvoicePaymentInputSchema = z.object({ paid: z.boolean(), paidOn: z.iso.date('DATE').optional() });
export type InvoicePaymentInput = z.infer<typeof InvoicePaymentInputSchema>;

/**
 * The bank's CSV of transfers (POST text/csv): each row whose purpose names an open invoice number and whose
 * amount matches marks it paid on the booking date. Columns found by name: a date (Buchungstag/Datum), an amount
 * (Betrag) and the purpose (Verwendungszweck); ';' or ',' separated, German or English number format.
 */
export const PaymentImportResultSchema = z
  .object({
    /** Invoice numbers marked paid by this file. */
    paid: z.array(z.string()),
    /** Rows that named an invoice but could not be applied, with why. */
    problems: z.array(
      z.object({
        line: z.number().int(),
        number: z.string(),
        code: z.enum(['UNKNOWN_INVOICE', 'ALREADY_PAID', 'AMOUNT_MISMATCH', 'NOT_PAYABLE']),
      }),
    ),
    /** Rows without any invoice number (other transfers). */
    unmatchedRows: z.number().int(),
  })
  .meta({ id: 'PaymentImportResult' });
export type PaymentImportResult = z.infer<typeof PaymentImportResultSchema>;
