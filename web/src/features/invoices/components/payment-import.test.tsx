// @vitest-environment happy-dom
// "Kontoauszug importieren (CSV)": the chosen file goes to the server as text/csv, and the answer reads as
// German sentences: which invoices are now paid, why rows that named an invoice were not applied, and how many
// rows named none.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentImportResult } from '@common/schemas/invoices';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { PaymentImport, readCsvText } from './payment-import';

setUpGermanComponentTests();

const CSV = 'Buchungstag;Betrag;Verwendungszweck\n01.12.2026;89,00;RE-00001 Anna Schmidt\n';

async function upload(result: PaymentImportResult | (() => Response)) {
  const user = userEvent.setup();
  fetchMock.mockImplementation(async () => (typeof result === 'function' ? result() : json(200, result)));
  renderWithProviders(<PaymentImport />);
  await user.upload(screen.getByLabelText('CSV-Datei des Kontoauszugs'), new File([CSV], 'umsaetze.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Kontoauszug einlesen' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return user;
}

describe('the bank statement import', () => {
  it('sends the file as text/csv and lists what it marked paid, what it could not apply and the other rows', async () => {
    await upload({
      paid: ['RE-00001', 'RE-00004', 'RE-00007'],
      problems: [
        { line: 3, number: 'RE-09999', code: 'UNKNOWN_INVOICE' },
        { line: 5, number: 'RE-00002', code: 'ALREADY_PAID' },
        { line: 6, number: 'RE-00003', code: 'AMOUNT_MISMATCH' },
        { line: 8, number: 'RE-00005', code: 'NOT_PAYABLE' },
      ],
      unmatchedRows: 12,
    });

    expect(await screen.findByText('3 Rechnungen als bezahlt markiert: RE-00001, RE-00004, RE-00007')).toBeTruthy();
    const problems = within(screen.getByText('Nicht übernommen').parentElement!).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Zeile 3, RE-09999: Unbekannte Rechnungsnummer',
      'Zeile 5, RE-00002: Bereits als bezahlt markiert',
      'Zeile 6, RE-00003: Betrag stimmt nicht',
      'Zeile 8, RE-00005: Stornorechnung',
    ]);
    expect(screen.getByText('12 Zeilen nannten keine Rechnungsnummer (andere Umsätze).')).toBeTruthy();

    const [input, init] = fetchMock.mock.calls[0]!;
    expect([String(input), init?.method]).toEqual(['/api/admin/invoices/payments', 'POST']);
    expect((init?.headers as Record<string, string>)['Content-Type']).toMatch(/^text\/csv/);
    expect(init?.body).toBe(CSV);
  });

  it('says so when nothing was paid, in the singular for one other row', async () => {
    await upload({ paid: [], problems: [], unmatchedRows: 1 });
    expect(await screen.findByText('Keine Rechnung als bezahlt markiert.')).toBeTruthy();
    expect(screen.getByText('1 Zeile nannte keine Rechnungsnummer (andere Umsätze).')).toBeTruthy();
    expect(screen.queryByText('Nicht übernommen')).toBeNull();
  });

  it('counts one paid invoice in the singular', async () => {
    await upload({ paid: ['RE-00001'], problems: [], unmatchedRows: 0 });
    expect(await screen.findByText('1 Rechnung als bezahlt markiert: RE-00001')).toBeTruthy();
  });

  it('explains a file the server cannot read', async () => {
    await upload(() => json(400, { error: { code: 'VALIDATION_ERROR', message: 'no amount column' } }));
    expect(
      await screen.findByText('Die Datei ist kein lesbarer Kontoauszug: Es braucht eine CSV-Datei mit Datum, Betrag und Verwendungszweck.'),
    ).toBeTruthy();
  });

  it('asks for a file before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentImport />);
    await user.click(screen.getByRole('button', { name: 'Kontoauszug einlesen' }));
    expect(screen.getByText('Bitte wählen Sie zuerst eine CSV-Datei.')).toBeTruthy();
    expect(screen.getByLabelText('CSV-Datei des Kontoauszugs').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a Windows-1252 export (common at German banks) without losing its umlauts', async () => {
    // "Überweisung" in Windows-1252: Ü is 0xDC, which is not valid UTF-8 on its own
    const bytes = new Uint8Array([0xdc, ...new TextEncoder().encode('berweisung')]);
    expect(await readCsvText(new Blob([bytes]))).toBe('Überweisung');
    expect(await readCsvText(new Blob(['Überweisung']))).toBe('Überweisung');
  });
});
