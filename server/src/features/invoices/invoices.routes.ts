// The admin's invoices (issue 40): billing details, the list, payments by hand or from a bank's CSV, and the
// accountant's export. Invoices are never edited or deleted here: they stay as issued.
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  AdminInvoiceListSchema,
  AdminInvoiceQuerySchema,
  AdminInvoiceSchema,
  BillingSettingsInputSchema,
  BillingSettingsSchema,
  InvoiceIdParamSchema,
  InvoicePaymentInputSchema,
  PaymentImportResultSchema,
} from '@common/schemas/invoices';
import { readCsvUpload } from '../../csv-upload';
import { ApiError } from '../../middleware/errors';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { pdfResponse } from '../../pdf/pdf-response';
import { exportInvoicesCsv, exportInvoicesZip } from '../../invoices/invoice-export';
import { importBankPayments } from '../../invoices/invoice-payments';
import * as service from '../../invoices/invoices.service';

const tags = ['invoices'];
const notFound = apiErrorResponse('INVOICE_NOT_FOUND');
const RangeQuerySchema = z.object({ from: z.iso.date('DATE').optional(), to: z.iso.date('DATE').optional() });

const getBillingRoute = createRoute({
  method: 'get',
  path: '/billing',
  tags,
  summary: "The operator's details printed on every invoice; null until saved (bookings then issue no invoice)",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(BillingSettingsSchema, 'The details'), ...errorResponses(401, 403) },
});

const saveBillingRoute = createRoute({
  method: 'put',
  path: '/billing',
  tags,
  summary:
    "Save the operator's details: name, address, tax number or VAT id, bank account, small business or VAT rate, payment term, number prefix",
  middleware: [requireSession, requireAdmin] as const,
  request: { body: jsonBody(BillingSettingsInputSchema) },
  responses: { 200: jsonResponse(BillingSettingsSchema, 'Saved'), ...errorResponses(400, 401, 403, 415) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/invoices',
  tags,
  summary: 'Invoices and cancellation invoices, newest first: open, paid or all, in a range of issue dates',
  middleware: [requireSession, requireAdmin] as const,
  request: { query: AdminInvoiceQuerySchema },
  responses: { 200: jsonResponse(AdminInvoiceListSchema, 'The invoices'), ...errorResponses(400, 401, 403) },
});

const paymentRoute = createRoute({
  method: 'put',
  path: '/invoices/{id}/payment',
  tags,
  summary: 'Mark an invoice paid on a day (default today), or take the payment back',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InvoiceIdParamSchema, body: jsonBody(InvoicePaymentInputSchema) },
  responses: {
    200: jsonResponse(AdminInvoiceSchema, 'Saved'),
    ...errorResponses(400, 401, 403, 415),
    404: notFound,
    409: apiErrorResponse('NOT_PAYABLE: a cancellation invoice.'),
  },
});

const importRoute = createRoute({
  method: 'post',
  path: '/invoices/payments',
  tags,
  summary: "Import a bank's CSV of transfers: each row naming an open invoice with its amount marks it paid on the transfer's day",
  middleware: [
    requireSession,
    requireAdmin,
    bodyLimit({
      maxSize: 5 * 1024 * 1024,
      onError: () => {
        throw new ApiError(413, 'FILE_TOO_LARGE', 'The file is larger than 5 MB.');
      },
    }),
  ] as const,
  request: { body: { required: true, content: { 'text/csv': { schema: z.string() } } } },
  responses: {
    200: jsonResponse(PaymentImportResultSchema, 'What the file paid, and the rows it could not apply'),
    ...errorResponses(401, 403),
    400: apiErrorResponse('MISSING_COLUMNS: no header with a date, an amount and a purpose column.'),
    413: apiErrorResponse('FILE_TOO_LARGE'),
    415: apiErrorResponse('NOT_CSV: the body is not a CSV text file.'),
  },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/invoices/export.csv',
  tags,
  summary: "For the accountant: the invoices of a range as CSV (';', German amounts)",
  middleware: [requireSession, requireAdmin] as const,
  request: { query: RangeQuerySchema },
  responses: { 200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(400, 401, 403) },
});

const zipRoute = createRoute({
  method: 'get',
  path: '/invoices/export.zip',
  tags,
  summary: 'For the accountant: the PDFs of a range as issued, and the CSV, in one ZIP',
  middleware: [requireSession, requireAdmin] as const,
  request: { query: RangeQuerySchema },
  responses: {
    200: { description: 'application/zip', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 401, 403),
  },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/invoices/{id}/pdf',
  tags,
  summary: 'An invoice as issued (PDF)',
  middleware: [requireSession, requireAdmin] as const,
  request: { params: InvoiceIdParamSchema },
  responses: {
    200: { description: 'application/pdf', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...errorResponses(400, 401, 403),
    404: notFound,
  },
});

const fileName = (base: string, range: { from?: string; to?: string }, extension: string) =>
  `${[base, range.from, range.to].filter(Boolean).join('_')}.${extension}`;

export const invoiceAdminRoutes = createRouter()
  .openapi(getBillingRoute, async (c) => c.json(service.toBillingSettings(await service.readBillingSettings(c.get('db'))), 200))
  .openapi(saveBillingRoute, async (c) =>
    c.json(await service.saveBillingSettings({ db: c.get('db'), adminId: c.get('viewer').userId, input: c.req.valid('json') }), 200),
  )
  .openapi(listRoute, async (c) => {
    const db = c.get('db');
    const [items, settings] = await Promise.all([service.listInvoicesForAdmin(db, c.req.valid('query')), service.readBillingSettings(db)]);
    return c.json({ items, isBillingConfigured: settings !== undefined }, 200);
  })
  .openapi(paymentRoute, async (c) => {
    const { paid, paidOn } = c.req.valid('json');
    return c.json(
      await service.setInvoicePayment({
        db: c.get('db'),
        adminId: c.get('viewer').userId,
        id: c.req.valid('param').id,
        paid,
        paidOn,
        now: new Date(),
      }),
      200,
    );
  })
  .openapi(importRoute, async (c) => {
    const csv = await readCsvUpload(c.req);
    return c.json(await importBankPayments({ db: c.get('db'), adminId: c.get('viewer').userId, csv }), 200);
  })
  .openapi(csvRoute, async (c) => {
    const range = c.req.valid('query');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${fileName('rechnungen', range, 'csv')}"`);
    return c.body(await exportInvoicesCsv(c.get('db'), range), 200);
  })
  .openapi(zipRoute, async (c) => {
    const range = c.req.valid('query');
    const zip = await exportInvoicesZip(c.get('db'), range);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${fileName('rechnungen', range, 'zip')}"`);
    return c.body(new Uint8Array(zip) as Uint8Array<ArrayBuffer>, 200);
  })
  .openapi(pdfRoute, async (c) => {
    const { number, pdf } = await service.invoicePdf(c.get('db'), c.req.valid('param').id);
    return pdfResponse(c, pdf, `Rechnung-${number}.pdf`);
  });
