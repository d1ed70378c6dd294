// A PDF as a download (invoices): an attachment no browser or proxy keeps.
/** A PDF to download, never cached by a browser or proxy. */
export function pdfResponse(
  c: { header(name: string, value: string): void; body(data: Uint8Array<ArrayBuffer>, status: 200): Response },
  pdf: Uint8Array,
  fileName: string,
) {
  c.header('Content-Type', 'application/pdf');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200);
}
