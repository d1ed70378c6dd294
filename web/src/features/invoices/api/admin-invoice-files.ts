// The addresses the admin downloads from (plain links: the browser saves what the server names): an invoice's PDF
// and the accountant's exports of a period.

export const adminInvoicePdfUrl = (id: string) => `/api/admin/invoices/${encodeURIComponent(id)}/pdf`;

/** export.csv (the table) or export.zip (the PDFs and the table), for the dates given. */
export function adminInvoiceExportUrl(format: 'csv' | 'zip', { from, to }: { from?: string; to?: string }): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return `/api/admin/invoices/export.${format}${search ? `?${search}` : ''}`;
}
