// @vitest-environment happy-dom
// "Export für die Steuerberatung": the CSV and the ZIP links carry the chosen period, the previous month at first.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDateTime } from '@common/schemas/booking';
import { renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { InvoiceExport } from './invoice-export';

setUpGermanComponentTests();

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the export for the tax adviser', () => {
  it('links to the CSV and the ZIP of the previous month, then of the period chosen', () => {
    renderWithProviders(<InvoiceExport />);
    const lastOfPreviousMonth = addDays(`${berlinDateTime(new Date()).date.slice(0, 8)}01`, -1);
    const firstOfPreviousMonth = `${lastOfPreviousMonth.slice(0, 8)}01`;
    expect(hrefOf('Tabelle herunterladen (CSV)')).toBe(
      `/api/admin/invoices/export.csv?from=${firstOfPreviousMonth}&to=${lastOfPreviousMonth}`,
    );

    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2026-03-31' } });
    expect(hrefOf('Tabelle herunterladen (CSV)')).toBe('/api/admin/invoices/export.csv?from=2026-01-01&to=2026-03-31');
    expect(hrefOf('PDFs und Tabelle herunterladen (ZIP)')).toBe('/api/admin/invoices/export.zip?from=2026-01-01&to=2026-03-31');

    // an end before the start offers no download
    fireEvent.change(screen.getByLabelText('Bis'), { target: { value: '2025-12-31' } });
    expect(screen.getByText('Das Enddatum liegt vor dem Anfangsdatum.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Tabelle herunterladen (CSV)' })).toBeNull();
  });
});
