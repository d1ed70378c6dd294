// @vitest-environment happy-dom
// "Rechnungsdaten": an invoice needs the tax number or the VAT id (§ 14 UStG), so saving without both says so
// at the tax number and sends nothing; a small business (§ 19 UStG) has no VAT rate to choose and sends 0 %;
// the server's field codes land at their fields; the tab warns while no details are saved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BillingSettings } from '@common/schemas/invoices';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { BillingSettingsForm } from './billing-settings-form';
import { InvoiceManagement } from './invoice-management';

setUpGermanComponentTests();

const saved: NonNullable<BillingSettings['settings']> = {
  sellerName: 'MPU-Praxis Berger',
  sellerAddress: 'Hauptstraße 1\n10115 Berlin',
  taxNumber: '',
  vatId: 'DE123456789',
  email: 'rechnung@praxis-berger.de',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bankName: 'Deutsche Kreditbank',
  isSmallBusiness: false,
  vatRatePercent: 19,
  paymentDays: 14,
  numberPrefix: 'RE-',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name der Praxis/), 'MPU-Praxis Berger');
  await user.type(screen.getByLabelText(/Anschrift/), 'Hauptstraße 1{Enter}10115 Berlin');
  await user.type(screen.getByLabelText(/IBAN/), 'DE02 1203 0000 0000 2020 51');
}

describe('the billing details form', () => {
  it('asks for the tax number or the VAT id before saving, and sends nothing without one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BillingSettingsForm settings={null} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));

    const taxNumber = screen.getByLabelText(/^Steuernummer/);
    expect(taxNumber.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Steuernummer oder USt-IdNr. angeben (§ 14 UStG)')).toBeTruthy();
    expect(taxNumber.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // the VAT id alone is enough
    fetchMock.mockImplementation(async () => json(200, { settings: { ...saved } }));
    await user.type(screen.getByLabelText('USt-IdNr.'), 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));
    expect(await screen.findByText('Die Rechnungsdaten wurden gespeichert.')).toBeTruthy();
    const [sent] = await Promise.all(fetchMock.mock.calls.map(requestOf));
    expect(sent).toMatchObject({ method: 'PUT', path: '/api/admin/billing' });
    expect(sent!.body).toMatchObject({ taxNumber: '', vatId: 'DE123456789', isSmallBusiness: false, vatRatePercent: 19, paymentDays: 14 });
  });

  it('hides the VAT rate for a small business (§ 19 UStG) and sends 0 %', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => json(200, { settings: { ...saved, isSmallBusiness: true, vatRatePercent: 0 } }));
    renderWithProviders(<BillingSettingsForm settings={saved} />);

    const rate = screen.getByRole('combobox', { name: 'Umsatzsteuersatz' });
    expect(
      within(rate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['19 %', '7 %', '0 %']);
    await user.selectOptions(rate, '7');

    await user.click(screen.getByRole('checkbox', { name: 'Kleinunternehmer (§ 19 UStG)' }));
    expect(screen.queryByRole('combobox', { name: 'Umsatzsteuersatz' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const { body } = await requestOf(fetchMock.mock.calls[0]!);
    expect(body).toMatchObject({ isSmallBusiness: true, vatRatePercent: 0 });

    // unticking it brings the rate back as chosen
    await user.click(screen.getByRole('checkbox', { name: 'Kleinunternehmer (§ 19 UStG)' }));
    expect((screen.getByRole('combobox', { name: 'Umsatzsteuersatz' }) as HTMLSelectElement).value).toBe('7');
  });

  it("shows the server's field codes at their fields", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () =>
      json(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', fields: { iban: 'IBAN', taxNumber: 'TAX_ID_REQUIRED' } } }),
    );
    renderWithProviders(<BillingSettingsForm settings={saved} />);
    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));

    expect(await screen.findByText('Bitte prüfen Sie die IBAN.')).toBeTruthy();
    expect(screen.getByLabelText(/IBAN/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Steuernummer oder USt-IdNr. angeben (§ 14 UStG)')).toBeTruthy();
  });
});

describe("the 'Rechnungen' tab", () => {
  function serve(settings: BillingSettings['settings']) {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost:3000');
      if (url.pathname === '/api/admin/billing') return json(200, { settings });
      if (url.pathname === '/api/admin/invoices') return json(200, { items: [], isBillingConfigured: settings !== null });
      throw new Error(`unexpected request to ${url.pathname}`);
    });
  }

  it('warns at the top while no billing details are saved', async () => {
    serve(null);
    renderWithProviders(<InvoiceManagement />);
    const warning = await screen.findByText('Noch keine Rechnungsdaten: Buchungen erzeugen keine Rechnung.');
    const heading = screen.getByRole('heading', { name: 'Rechnungen' });
    // the warning comes before everything else of the tab
    expect(warning.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText('Keine Rechnungen für diese Auswahl.')).toBeTruthy();
  });

  it('drops the warning once the details are saved there, and says they are', async () => {
    const user = userEvent.setup();
    serve(null);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost:3000');
      if (url.pathname === '/api/admin/billing') return json(200, { settings: init?.method === 'PUT' ? saved : null });
      return json(200, { items: [], isBillingConfigured: false });
    });
    renderWithProviders(<InvoiceManagement />);
    await screen.findByText('Noch keine Rechnungsdaten: Buchungen erzeugen keine Rechnung.');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Steuernummer/), '27/123/45678');
    await user.click(screen.getByRole('button', { name: 'Rechnungsdaten speichern' }));

    expect(await screen.findByText('Die Rechnungsdaten wurden gespeichert.')).toBeTruthy();
    expect(screen.queryByText('Noch keine Rechnungsdaten: Buchungen erzeugen keine Rechnung.')).toBeNull();
  });

  it('has no warning once they are saved', async () => {
    serve(saved);
    renderWithProviders(<InvoiceManagement />);
    expect(await screen.findByRole('heading', { name: 'Rechnungsdaten' })).toBeTruthy();
    expect((screen.getByLabelText(/Name der Praxis/) as HTMLInputElement).value).toBe('MPU-Praxis Berger');
    expect(screen.queryByText('Noch keine Rechnungsdaten: Buchungen erzeugen keine Rechnung.')).toBeNull();
  });
});
