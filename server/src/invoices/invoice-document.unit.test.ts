// The invoice's PDF read back the way an accountant or a tax auditor would: every field § 14 Abs. 4
// UStG asks for, in the exact German wording and number format; the § 19 note only on a small
// business's invoice; a cancellation naming the invoice it cancels; and the GiroCode, taken back out
// of the PDF and scanned, carrying the seller's IBAN, the amount and the invoice number.
import zlib from 'node:zlib';
import jsQR from 'jsqr';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfLines } from '../test/pdf-text';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-document';

const seller: InvoiceDocument['seller'] = {
  name: 'Praxis Dr. Jürgen Müller',
  addressLines: ['Hauptstraße 12', '10115 Berlin'],
  taxNumber: '27/123/45678',
  vatId: 'DE123456789',
  email: 'rechnung@praxis-mueller.de',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};
const buyer: InvoiceDocument['buyer'] = { name: 'Ayşe Öztürk', addressLines: ['Kölner Straße 5', '50667 Köln'] };

/** 89,00 € including 19 % VAT: 74,79 € net, 14,21 € VAT. */
const vatInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'RE-2026-00001',
  issuedOn: '2026-11-27',
  seller,
  buyer,
  items: [{ description: 'MPU-Vorbereitung: Einzelsitzung (60 Minuten)', serviceDate: '2026-11-27', quantity: 1, netCents: 7479 }],
  netCents: 7479,
  vatRatePercent: 19,
  vatCents: 1421,
  grossCents: 8900,
  isSmallBusiness: false,
  dueOn: '2026-12-11',
};

/** A Kleinunternehmer without a VAT id, two services on two days: 1.200,00 € + 89,00 € = 1.289,00 €. */
const smallBusinessInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'RE-2026-00002',
  issuedOn: '2026-11-30',
  seller: { ...seller, vatId: '' },
  buyer,
  items: [
    { description: 'Paket: zehn Einzelsitzungen', serviceDate: '2026-11-02', quantity: 10, netCents: 120000 },
    { description: 'Abschlussgespräch', serviceDate: '2026-11-27', quantity: 1, netCents: 8900 },
  ],
  netCents: 128900,
  vatRatePercent: 0,
  vatCents: 0,
  grossCents: 128900,
  isSmallBusiness: true,
  dueOn: null,
};

/** The first invoice cancelled: every amount negative, no payment asked for. */
const cancellation: InvoiceDocument = {
  ...vatInvoice,
  kind: 'cancellation',
  number: 'RE-2026-00003',
  issuedOn: '2026-12-01',
  cancels: { number: 'RE-2026-00001', issuedOn: '2026-11-27' },
  items: [{ ...vatInvoice.items[0]!, netCents: -7479 }],
  netCents: -7479,
  vatCents: -1421,
  grossCents: -8900,
  dueOn: null,
};

/** The line drawn right after the label: the value of a label/value pair (info block, totals). */
function valueAfter(lines: string[], label: string): string | undefined {
  expect(lines, `'${label}' is printed`).toContain(label);
  return lines[lines.indexOf(label) + 1];
}

/** The lines appear in the PDF one after the other, in this order. */
function expectInOrder(lines: string[], expected: string[]) {
  const found = lines.some((_, start) => expected.every((line, offset) => lines[start + offset] === line));
  expect(found, `${JSON.stringify(expected)} in ${JSON.stringify(lines)}`).toBe(true);
}

/** The page's images, decoded from the raw pixels pdf-lib stored (RGB, 8 bits, Flate), as RGBA on white. */
async function extractImages(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const images: Array<{ width: number; height: number; rgba: Uint8ClampedArray }> = [];
  for (const page of doc.getPages()) {
    const xObjects = page.node.Resources()!.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [, ref] of xObjects?.entries() ?? []) {
      const image = doc.context.lookup(ref);
      if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
      const number = (key: string) => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
      const width = number('Width');
      const height = number('Height');
      expect(number('BitsPerComponent')).toBe(8);
      expect(image.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
      expect(image.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
      const rgb = zlib.inflateSync(image.getContents());
      expect(rgb.length).toBe(width * height * 3);
      const maskRef = image.dict.get(PDFName.of('SMask'));
      const alpha = maskRef instanceof PDFRef ? zlib.inflateSync((doc.context.lookup(maskRef) as PDFRawStream).getContents()) : null;
      const rgba = new Uint8ClampedArray(width * height * 4);
      for (let pixel = 0; pixel < width * height; pixel++) {
        const opacity = alpha ? alpha[pixel]! / 255 : 1;
        for (let channel = 0; channel < 3; channel++)
          rgba[pixel * 4 + channel] = Math.round(rgb[pixel * 3 + channel]! * opacity + 255 * (1 - opacity));
        rgba[pixel * 4 + 3] = 255;
      }
      images.push({ width, height, rgba });
    }
  }
  return images;
}

describe('an invoice with VAT', () => {
  it('holds every field of § 14 Abs. 4 UStG in German wording and format', async () => {
    const lines = await extractPdfLines(await renderInvoicePdf(vatInvoice));
    // the seller's name and address (letterhead and sender line) and the buyer's
    expectInOrder(lines, ['Praxis Dr. Jürgen Müller', 'Hauptstraße 12', '10115 Berlin', 'rechnung@praxis-mueller.de']);
    expect(lines).toContain('Praxis Dr. Jürgen Müller · Hauptstraße 12 · 10115 Berlin');
    expectInOrder(lines, ['Ayşe Öztürk', 'Kölner Straße 5', '50667 Köln']);
    // the seller's tax number and VAT id
    expect(lines).toContain('Steuernummer: 27/123/45678');
    expect(lines).toContain('USt-IdNr.: DE123456789');
    // heading, number, date of issue, date of the service
    expect(lines).toContain('Rechnung');
    expect(lines).not.toContain('Stornorechnung');
    expect(valueAfter(lines, 'Rechnungsnummer')).toBe('RE-2026-00001');
    expect(valueAfter(lines, 'Rechnungsdatum')).toBe('27.11.2026');
    expect(valueAfter(lines, 'Leistungsdatum')).toBe('27.11.2026');
    // the service: date, quantity, amount, description
    expectInOrder(lines, ['Beschreibung', 'Leistungsdatum', 'Menge', 'Betrag']);
    expectInOrder(lines, ['27.11.2026', '1', '74,79 €', 'MPU-Vorbereitung: Einzelsitzung (60 Minuten)']);
    // net amount, rate and tax, gross
    expect(valueAfter(lines, 'Nettobetrag')).toBe('74,79 €');
    expect(valueAfter(lines, 'Umsatzsteuer 19 %')).toBe('14,21 €');
    expect(valueAfter(lines, 'Bruttobetrag')).toBe('89,00 €');
    expect(lines.join('\n')).not.toContain('§ 19');
    expect(lines).not.toContain('Gesamtbetrag');
  });

  it('asks for payment by a date, with the bank account, the invoice number as reference, and a GiroCode', async () => {
    const lines = await extractPdfLines(await renderInvoicePdf(vatInvoice));
    expectInOrder(lines, [
      'Zahlbar bis 11.12.2026',
      'Bitte überweisen Sie 89,00 € auf folgendes Konto:',
      'Kontoinhaber: Praxis Dr. Jürgen Müller',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      'Bank: Commerzbank',
      'Verwendungszweck: RE-2026-00001',
    ]);
    expect(lines).toContain('GiroCode: mit der Banking-App scannen');
  });

  it('carries a GiroCode that a banking app reads as a transfer of 89,00 € to the seller with the invoice number', async () => {
    const images = await extractImages(await renderInvoicePdf(vatInvoice));
    expect(images).toHaveLength(1);
    const { width, height, rgba } = images[0]!;
    const code = jsQR(rgba, width, height);
    expect(code?.data).toBe('BCD\n002\n1\nSCT\nCOBADEFFXXX\nPraxis Dr. Jürgen Müller\nDE89370400440532013000\nEUR89.00\n\n\nRE-2026-00001');
    const [, , , , bic, name, iban, amount, , , reference] = code!.data.split('\n');
    expect({ bic, name, iban, amount, reference }).toEqual({
      bic: 'COBADEFFXXX',
      name: 'Praxis Dr. Jürgen Müller',
      iban: 'DE89370400440532013000',
      amount: 'EUR89.00',
      reference: 'RE-2026-00001',
    });
  });

  it('renders the same bytes for the same invoice (a copy asked for later is the same document)', async () => {
    expect(Buffer.from(await renderInvoicePdf(vatInvoice)).equals(Buffer.from(await renderInvoicePdf(vatInvoice)))).toBe(true);
  });
});

describe('a small business invoice (§ 19 UStG)', () => {
  it('shows no VAT, only the total, and prints the § 19 sentence', async () => {
    const lines = await extractPdfLines(await renderInvoicePdf(smallBusinessInvoice));
    expect(valueAfter(lines, 'Gesamtbetrag')).toBe('1.289,00 €');
    expect(lines).toContain('Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.');
    for (const vatLabel of ['Nettobetrag', 'Bruttobetrag', 'Umsatzsteuer 0 %']) expect(lines).not.toContain(vatLabel);
    expect(lines.join('\n')).not.toMatch(/Umsatzsteuer \d|USt-IdNr/);
    // the tax number stands alone when there is no VAT id
    expect(lines).toContain('Steuernummer: 27/123/45678');
  });

  it('lists each service with its own date and gives the period in the header', async () => {
    const lines = await extractPdfLines(await renderInvoicePdf(smallBusinessInvoice));
    expect(valueAfter(lines, 'Rechnungsnummer')).toBe('RE-2026-00002');
    expect(valueAfter(lines, 'Rechnungsdatum')).toBe('30.11.2026');
    expect(valueAfter(lines, 'Leistungszeitraum')).toBe('02.11.2026 – 27.11.2026');
    expectInOrder(lines, ['02.11.2026', '10', '1.200,00 €', 'Paket: zehn Einzelsitzungen']);
    expectInOrder(lines, ['27.11.2026', '1', '89,00 €', 'Abschlussgespräch']);
  });

  it('without a payment term gives no date, but the account and a GiroCode for 1.289,00 €', async () => {
    const bytes = await renderInvoicePdf(smallBusinessInvoice);
    const lines = await extractPdfLines(bytes);
    expect(lines.join('\n')).not.toContain('Zahlbar bis');
    expect(lines).toContain('Bitte überweisen Sie 1.289,00 € auf folgendes Konto:');
    expect(lines).toContain('Verwendungszweck: RE-2026-00002');
    const [image] = await extractImages(bytes);
    expect(jsQR(image!.rgba, image!.width, image!.height)?.data).toBe(
      'BCD\n002\n1\nSCT\nCOBADEFFXXX\nPraxis Dr. Jürgen Müller\nDE89370400440532013000\nEUR1289.00\n\n\nRE-2026-00002',
    );
  });
});

describe('a cancellation', () => {
  it('is a "Stornorechnung" naming the invoice it cancels, with negative amounts', async () => {
    const lines = await extractPdfLines(await renderInvoicePdf(cancellation));
    expect(lines).toContain('Stornorechnung');
    expect(lines).toContain('Storno zu Rechnung RE-2026-00001 vom 27.11.2026');
    expect(valueAfter(lines, 'Rechnungsnummer')).toBe('RE-2026-00003');
    expect(valueAfter(lines, 'Rechnungsdatum')).toBe('01.12.2026');
    expect(valueAfter(lines, 'Leistungsdatum')).toBe('27.11.2026');
    expectInOrder(lines, ['27.11.2026', '1', '-74,79 €', 'MPU-Vorbereitung: Einzelsitzung (60 Minuten)']);
    expect(valueAfter(lines, 'Nettobetrag')).toBe('-74,79 €');
    expect(valueAfter(lines, 'Umsatzsteuer 19 %')).toBe('-14,21 €');
    expect(valueAfter(lines, 'Bruttobetrag')).toBe('-89,00 €');
    expect(lines).toContain('Steuernummer: 27/123/45678');
    expect(lines).toContain('USt-IdNr.: DE123456789');
  });

  it('asks for no payment and carries no GiroCode', async () => {
    const bytes = await renderInvoicePdf(cancellation);
    const text = (await extractPdfLines(bytes)).join('\n');
    for (const payment of ['Zahlbar', 'Bitte überweisen', 'Verwendungszweck', 'GiroCode']) expect(text).not.toContain(payment);
    expect(await extractImages(bytes)).toEqual([]);
  });
});

describe('a long invoice', () => {
  it('continues the table on further pages, with the header, the footer and a page count on each', async () => {
    const items = Array.from({ length: 40 }, (_, index) => ({
      description: `Einzelsitzung ${index + 1}: Aufarbeitung der Trinkgeschichte und der Veränderung seit dem Vorfall`,
      serviceDate: `2026-11-${String(1 + (index % 27)).padStart(2, '0')}`,
      quantity: 1,
      netCents: 100 + index,
    }));
    const netCents = items.reduce((sum, item) => sum + item.netCents, 0); // 4,780 cents
    const invoice = { ...vatInvoice, items, netCents, vatCents: 908, grossCents: netCents + 908 };
    const bytes = await renderInvoicePdf(invoice);
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    const lines = await extractPdfLines(bytes);
    for (let page = 1; page <= pages; page++) expect(lines).toContain(`Seite ${page} von ${pages}`);
    expect(lines.filter((line) => line === 'Beschreibung')).toHaveLength(pages);
    expect(lines.filter((line) => line === 'Steuernummer: 27/123/45678')).toHaveLength(pages);
    for (const [index, item] of items.entries()) expect(lines, item.description).toContain(formatCents(100 + index));
    expect(valueAfter(lines, 'Leistungszeitraum')).toBe('01.11.2026 – 27.11.2026');
    expect(valueAfter(lines, 'Nettobetrag')).toBe('47,80 €');
    expect(valueAfter(lines, 'Umsatzsteuer 19 %')).toBe('9,08 €');
    expect(valueAfter(lines, 'Bruttobetrag')).toBe('56,88 €');
    const [image] = await extractImages(bytes);
    expect(jsQR(image!.rgba, image!.width, image!.height)?.data).toContain('\nEUR56.88\n');
  });
});

/** 100 → '1,00 €' for the amounts of the long invoice (all under ten euros). */
const formatCents = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;

describe('refused before anything is printed', () => {
  it('a seller with neither tax number nor VAT id, sums that do not add up, VAT on a small business', async () => {
    await expect(renderInvoicePdf({ ...vatInvoice, seller: { ...seller, taxNumber: '', vatId: ' ' } })).rejects.toThrow(/tax number/);
    await expect(renderInvoicePdf({ ...vatInvoice, netCents: 7480 })).rejects.toThrow(/add up/);
    await expect(renderInvoicePdf({ ...vatInvoice, grossCents: 8901 })).rejects.toThrow(/add up/);
    await expect(renderInvoicePdf({ ...vatInvoice, isSmallBusiness: true })).rejects.toThrow(/small business/);
    await expect(renderInvoicePdf({ ...cancellation, cancels: undefined })).rejects.toThrow(/cancellation/);
  });

  it('an invoice to be paid into an account whose IBAN fails its checksum', async () => {
    await expect(renderInvoicePdf({ ...vatInvoice, seller: { ...seller, iban: 'DE88370400440532013000' } })).rejects.toThrow(/IBAN/);
  });
});
