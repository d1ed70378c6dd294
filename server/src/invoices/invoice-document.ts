// The invoice as a PDF (issue 40): a German tax document, so German only, with everything § 14 Abs. 4
// UStG asks of an invoice (both parties' names and addresses, the seller's tax number or VAT id, the
// date, a unique number, the service and its date, net amount, rate and tax, or the § 19 note of a
// small business). The layout follows DIN 5008 form B: the buyer's address sits in the envelope's
// window, the seller's sender line above it. An invoice to be paid carries a GiroCode.
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { formatIban } from '@common/domain/iban';
import type { InvoiceDocument } from '@common/schemas/invoices';
import { embedDejaVuSans } from '../pdf/fonts';
import { wrapText } from '../pdf/wrap-text';
import { girocodePayload, girocodePng } from './girocode';

export type { InvoiceDocument };

const MM = 72 / 25.4;
const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const LEFT = 25 * MM;
const RIGHT = PAGE_WIDTH - 20 * MM;
/** From the top edge, as DIN 5008 measures. */
const fromTop = (millimetres: number) => PAGE_HEIGHT - millimetres * MM;
const FOOTER_TOP = 30 * MM;
const CONTENT_BOTTOM = FOOTER_TOP + 8 * MM;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.7, 0.7, 0.72);
const BODY = 9.5;
const LINE = BODY * 1.45;

/** The table's columns: description, service date, quantity (right-aligned), amount (right-aligned). */
const COLUMNS = {
  description: LEFT,
  descriptionWidth: 235,
  serviceDate: LEFT + 245,
  quantityRight: LEFT + 385,
  amountRight: RIGHT,
};
const CODE_SIZE = 32 * MM;

/** '89,00 €', '-1.234,50 €' (the sign before the number, as German invoices print it). */
export function formatEuro(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`invoice: an amount in cents must be whole (${cents})`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const euros = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(absolute % 100).padStart(2, '0')} €`;
}

/** 'YYYY-MM-DD' → '27.11.2026'. */
export function formatGermanDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`invoice: not a date 'YYYY-MM-DD': ${iso}`);
  return `${match[3]}.${match[2]}.${match[1]}`;
}

const formatNumber = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(value);
/** The text at the largest size down to `minSize` that fits the width, cut with '…' if even that is too wide. */
function fitLine(value: string, font: PDFFont, size: number, minSize: number, width: number) {
  const fitted = Math.max(minSize, Math.min(size, (size * width) / font.widthOfTextAtSize(value, size)));
  let text = value;
  while (text.length > 1 && font.widthOfTextAtSize(text, fitted) > width) text = `${text.slice(0, -2).trimEnd()}…`;
  return { text, size: fitted };
}

/** A field printed on one line: the admin's or buyer's line breaks and tabs become spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The document's own sums must agree: a mismatch is a bug upstream, and must not reach the buyer. */
function checkInvoice(invoice: InvoiceDocument) {
  const { seller, items } = invoice;
  if (!seller.taxNumber.trim() && !seller.vatId.trim())
    throw new Error('invoice: the seller needs a tax number or a VAT id (§ 14 Abs. 4 Nr. 2 UStG)');
  if (items.length === 0) throw new Error('invoice: no items');
  if (invoice.kind === 'cancellation' && !invoice.cancels) throw new Error('invoice: a cancellation names the invoice it cancels');
  const itemsNet = items.reduce((sum, item) => sum + item.netCents, 0);
  if (itemsNet !== invoice.netCents) throw new Error(`invoice: the items add up to ${itemsNet}, not ${invoice.netCents} cents`);
  if (invoice.netCents + invoice.vatCents !== invoice.grossCents) throw new Error('invoice: net and VAT do not add up to gross');
  if (invoice.isSmallBusiness && invoice.vatCents !== 0) throw new Error('invoice: a small business charges no VAT');
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  checkInvoice(invoice);
  const { seller, buyer } = invoice;
  const isCancellation = invoice.kind === 'cancellation';
  const title = isCancellation ? 'Stornorechnung' : 'Rechnung';

  const doc = await PDFDocument.create();
  const { regular, bold } = await embedDejaVuSans(doc);
  const issued = new Date(`${invoice.issuedOn}T00:00:00Z`);
  doc.setTitle(`${title} ${invoice.number}`);
  doc.setAuthor(seller.name);
  doc.setLanguage('de-DE');
  // the same invoice renders to the same bytes whenever it is asked for again
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  doc.setProducer('MPU-Vorbereitung');

  let page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const text = (
    value: string,
    x: number,
    y: number,
    options: { size?: number; font?: PDFFont; colour?: ReturnType<typeof rgb>; align?: 'left' | 'right' } = {},
  ) => {
    const size = options.size ?? BODY;
    const font = options.font ?? regular;
    const left = options.align === 'right' ? x - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: left, y, size, font, color: options.colour ?? BLACK });
  };
  const rule = (y: number, from = LEFT, to = RIGHT, thickness = 0.5, colour = RULE) =>
    page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color: colour });

  // the seller's letterhead, top right, above the sender line (45 mm): a long name or address wraps,
  // and is set smaller when it would run into the window
  const letterheadWidth = 110 * MM;
  const letterhead = (scale: number) => {
    const name = wrapText(oneLine(seller.name), bold, 12 * scale, letterheadWidth);
    const details = [...seller.addressLines, seller.email]
      .map(oneLine)
      .filter(Boolean)
      .flatMap((line) => wrapText(line, regular, 8.5 * scale, letterheadWidth));
    return { scale, name, details, height: (name.length * 15 + 4 + details.length * 11.5) * scale };
  };
  const room = fromTop(12) - fromTop(44);
  const head = [1, 0.9, 0.8, 0.7].map(letterhead).find((each) => each.height <= room) ?? letterhead(0.6);
  let y = fromTop(12) - 12 * head.scale;
  for (const line of head.name) {
    text(line, RIGHT, y, { size: 12 * head.scale, font: bold, align: 'right' });
    y -= 15 * head.scale;
  }
  y += 11 * head.scale;
  for (const line of head.details) {
    y -= 11.5 * head.scale;
    text(line, RIGHT, y, { size: 8.5 * head.scale, colour: GREY, align: 'right' });
  }

  // the sender line and the buyer's address, in the window of a DIN long envelope (20 mm from the left,
  // 85 mm wide; its text 5 mm in, on the body's left edge)
  const windowWidth = 75 * MM;
  const sender = fitLine([seller.name, ...seller.addressLines].map(oneLine).filter(Boolean).join(' · '), regular, 7, 6, windowWidth);
  text(sender.text, LEFT, fromTop(49), { size: sender.size, colour: GREY });
  rule(fromTop(49) - 2.5, LEFT, LEFT + regular.widthOfTextAtSize(sender.text, sender.size), 0.4, GREY);
  y = fromTop(57);
  for (const [index, line] of [buyer.name, ...buyer.addressLines].map(oneLine).filter(Boolean).entries()) {
    for (const part of wrapText(line, regular, 10, windowWidth)) {
      text(part, LEFT, y, { size: 10, font: index === 0 ? bold : regular });
      y -= 13;
    }
  }

  // number and dates beside the window, labels left, values right-aligned
  const serviceDates = [...new Set(invoice.items.map((item) => item.serviceDate))].sort();
  const infoRows: Array<[string, string]> = [
    ['Rechnungsnummer', invoice.number],
    ['Rechnungsdatum', formatGermanDate(invoice.issuedOn)],
    serviceDates.length === 1
      ? ['Leistungsdatum', formatGermanDate(serviceDates[0]!)]
      : ['Leistungszeitraum', `${formatGermanDate(serviceDates[0]!)} – ${formatGermanDate(serviceDates.at(-1)!)}`],
  ];
  const infoLeft = 112 * MM;
  y = fromTop(57);
  for (const [label, value] of infoRows) {
    text(label, infoLeft, y, { size: 8.5, colour: GREY });
    text(value, RIGHT, y, { size: 9, align: 'right' });
    y -= 13;
  }

  // the heading where the letter's body starts
  y = fromTop(103) - 16;
  text(title, LEFT, y, { size: 16, font: bold });
  if (invoice.cancels) {
    y -= 18;
    text(`Storno zu Rechnung ${invoice.cancels.number} vom ${formatGermanDate(invoice.cancels.issuedOn)}`, LEFT, y, { size: 10 });
  }
  y -= 26;

  const continuation = () => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    text(`${title} ${invoice.number}`, LEFT, fromTop(15), { size: 8.5, colour: GREY });
    y = fromTop(25);
  };
  const tableHeader = () => {
    text('Beschreibung', COLUMNS.description, y, { size: 8.5, font: bold });
    text('Leistungsdatum', COLUMNS.serviceDate, y, { size: 8.5, font: bold });
    text('Menge', COLUMNS.quantityRight, y, { size: 8.5, font: bold, align: 'right' });
    text('Betrag', COLUMNS.amountRight, y, { size: 8.5, font: bold, align: 'right' });
    rule(y - 5, LEFT, RIGHT, 0.7, GREY);
    y -= 5 + LINE;
  };
  tableHeader();
  for (const item of invoice.items) {
    const lines = wrapText(item.description.trim(), regular, BODY, COLUMNS.descriptionWidth);
    if (y - (lines.length - 1) * LINE < CONTENT_BOTTOM) {
      continuation();
      tableHeader();
    }
    text(formatGermanDate(item.serviceDate), COLUMNS.serviceDate, y);
    text(formatNumber(item.quantity), COLUMNS.quantityRight, y, { align: 'right' });
    text(formatEuro(item.netCents), COLUMNS.amountRight, y, { align: 'right' });
    for (const line of lines) {
      text(line, COLUMNS.description, y);
      y -= LINE;
    }
    y -= 3;
  }
  rule(y + LINE - 6);

  // the sums, under the amount column
  const totals: Array<{ label: string; amount: number; isFinal?: boolean }> = invoice.isSmallBusiness
    ? [{ label: 'Gesamtbetrag', amount: invoice.grossCents, isFinal: true }]
    : [
        { label: 'Nettobetrag', amount: invoice.netCents },
        { label: `Umsatzsteuer ${formatNumber(invoice.vatRatePercent)} %`, amount: invoice.vatCents },
        { label: 'Bruttobetrag', amount: invoice.grossCents, isFinal: true },
      ];
  const totalsHeight = totals.length * LINE + 8 + (invoice.isSmallBusiness ? 2 * LINE : 0);
  if (y - totalsHeight < CONTENT_BOTTOM) continuation();
  y -= 6;
  for (const { label, amount, isFinal } of totals) {
    const font = isFinal ? bold : regular;
    if (isFinal && totals.length > 1) {
      rule(y + LINE - 4, COLUMNS.serviceDate, RIGHT);
      y -= 2;
    }
    text(label, COLUMNS.serviceDate, y, { font });
    text(formatEuro(amount), RIGHT, y, { font, align: 'right' });
    y -= LINE;
  }
  if (invoice.isSmallBusiness) {
    y -= 6;
    text('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.', LEFT, y);
    y -= LINE;
  }

  // how to pay, with the GiroCode beside it: only what is to be paid (a cancellation asks for nothing)
  if (!isCancellation && invoice.grossCents > 0) {
    const code = await doc.embedPng(
      await girocodePng(
        girocodePayload({
          // the code allows 70 characters for the payee; the bank matches the account by its IBAN
          name: [...oneLine(seller.name)].slice(0, 70).join(''),
          iban: seller.iban,
          bic: seller.bic,
          amountCents: invoice.grossCents,
          reference: invoice.number,
        }),
      ),
    );
    const payment: Array<[string, PDFFont]> = [];
    if (invoice.dueOn) payment.push([`Zahlbar bis ${formatGermanDate(invoice.dueOn)}`, bold]);
    payment.push([`Bitte überweisen Sie ${formatEuro(invoice.grossCents)} auf folgendes Konto:`, regular]);
    payment.push([`Kontoinhaber: ${oneLine(seller.name)}`, regular]);
    payment.push([`IBAN: ${formatIban(seller.iban)}`, regular]);
    if (seller.bic.trim()) payment.push([`BIC: ${seller.bic.replace(/\s+/g, '').toUpperCase()}`, regular]);
    if (seller.bankName.trim()) payment.push([`Bank: ${oneLine(seller.bankName)}`, regular]);
    payment.push([`Verwendungszweck: ${invoice.number}`, bold]);
    const height = Math.max(payment.length * LINE, CODE_SIZE + 14) + 20;
    if (y - height < CONTENT_BOTTOM) continuation();
    y -= 20;
    const codeTop = y + BODY;
    page.drawImage(code, { x: RIGHT - CODE_SIZE, y: codeTop - CODE_SIZE, width: CODE_SIZE, height: CODE_SIZE });
    text('GiroCode: mit der Banking-App scannen', RIGHT, codeTop - CODE_SIZE - 9, { size: 7, colour: GREY, align: 'right' });
    const paymentWidth = RIGHT - CODE_SIZE - 12 - LEFT;
    for (const [line, font] of payment) {
      for (const part of wrapText(line, font, BODY, paymentWidth)) {
        text(part, LEFT, y, { font });
        y -= LINE;
      }
    }
  }

  // on every page: the seller, its tax number and VAT id, the bank; a page count when there are more
  const pages = doc.getPages();
  const footer: string[][] = [
    [seller.name, ...seller.addressLines].map(oneLine).filter(Boolean),
    [
      seller.taxNumber.trim() ? `Steuernummer: ${oneLine(seller.taxNumber)}` : '',
      seller.vatId.trim() ? `USt-IdNr.: ${oneLine(seller.vatId)}` : '',
      seller.email.trim() ? `E-Mail: ${oneLine(seller.email)}` : '',
    ].filter(Boolean),
    [
      oneLine(seller.bankName),
      `IBAN: ${formatIban(seller.iban)}`,
      seller.bic.trim() ? `BIC: ${seller.bic.replace(/\s+/g, '').toUpperCase()}` : '',
    ].filter(Boolean),
  ];
  const columnWidth = (RIGHT - LEFT) / 3;
  pages.forEach((each, index) => {
    page = each;
    rule(FOOTER_TOP);
    footer.forEach((column, columnIndex) => {
      let lineY = FOOTER_TOP - 10;
      // a long line wraps rather than run into the next column
      for (const line of column.flatMap((each) => wrapText(each, regular, 7, columnWidth - 8))) {
        text(line, LEFT + columnIndex * columnWidth, lineY, { size: 7, colour: GREY });
        lineY -= 9;
      }
    });
    if (pages.length > 1) text(`Seite ${index + 1} von ${pages.length}`, RIGHT, FOOTER_TOP + 5, { size: 7, colour: GREY, align: 'right' });
  });

  return doc.save();
}
