// GET /api/booking/invoices/{id}/pdf answers the PDF as an attachment: a plain link downloads it with
// the session cookie, so no request goes through the query cache.
export function invoicePdfUrl(invoiceId: string): string {
  return `/api/booking/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}
