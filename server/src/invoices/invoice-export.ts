// The accountant's export (issue 40): every invoice of a period as one CSV line (';', German numbers, as a
// German spreadsheet opens it) and, in the ZIP, each invoice's PDF as issued beside that CSV.
import { writeCsv } from '@common/domain/write-csv';
import type { Database } from '../db/client';
import { zipFiles } from '../zip';
import { invoicePdf, invoicesForExport } from './invoices.service';

const HEADER = [
  'Rechnungsnummer',
  'Art',
  'Rechnungsdatum',
  'Storno zu',
  'Kunde',
  'Leistung',
  'Leistungsdatum',
  'Netto',
  'USt-Satz',
  'USt',
  'Brutto',
  'Bezahlt am',
];

const euro = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export async function exportInvoicesCsv(db: Database, range: { from?: string; to?: string }): Promise<string> {
  const rows = await invoicesForExport(db, range);
  const lines = rows.map(({ document, paidOn }) => [
    document.number,
    document.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung',
    document.issuedOn,
    document.cancels?.number ?? '',
    document.buyer.name,
    document.items.map((item) => item.description).join(' | '),
    document.items[0]?.serviceDate ?? '',
    euro(document.netCents),
    document.isSmallBusiness ? '§ 19 UStG' : `${document.vatRatePercent} %`,
    euro(document.vatCents),
    euro(document.grossCents),
    paidOn ?? '',
  ]);
  // a BOM so that Excel reads the umlauts as UTF-8
  return `\uFEFF${writeCsv(HEADER, lines, { delimiter: ';', newline: '\r\n', amountColumns: [7, 9, 10] })}\r\n`;
}

export async function exportInvoicesZip(db: Database, range: { from?: string; to?: string }): Promise<Buffer> {
  const rows = await invoicesForExport(db, range);
  const files: Array<{ name: string; data: Uint8Array }> = [
    { name: 'rechnungen.csv', data: new TextEncoder().encode(await exportInvoicesCsv(db, range)) },
  ];
  for (const row of rows) files.push({ name: `Rechnung-${row.number}.pdf`, data: (await invoicePdf(db, row.id)).pdf });
  return zipFiles(files);
}
