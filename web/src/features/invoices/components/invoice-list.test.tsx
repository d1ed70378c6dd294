// @vitest-environment happy-dom
// The admin's invoice list: the status filter and the dates go into the query; each invoice shows its kind with
// the cancellation it belongs to, the customer ("Konto gelöscht" once the account is gone), the service and the
// amount; "Als bezahlt markieren" sends {paid: true, paidOn} with today unless changed, and "Zahlung
// zurücknehmen" asks first and sends {paid: false}.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDateTime } from '@common/schemas/booking';
import type { AdminInvoice } from '@common/schemas/invoices';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { InvoiceList } from './invoice-list';

setUpGermanComponentTests();

const invoice = (overrides: Partial<AdminInvoice>): AdminInvoice => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 'RE-00001',
  kind: 'invoice',
  issuedOn: '2026-11-20',
  grossCents: 8900,
  paidOn: null,
  cancelsNumber: null,
  cancelledByNumber: null,
  buyerName: 'Anna Schmidt',
  learnerEmail: 'anna@example.org',
  serviceDate: '2026-12-01',
  counsellorName: 'Dr. Max Berger',
  ...overrides,
});

const ITEMS: AdminInvoice[] = [
  invoice({
    id: '00000000-0000-4000-8000-000000000003',
    number: 'RE-00003',
    kind: 'cancellation',
    grossCents: -8900,
    cancelsNumber: 'RE-00001',
    issuedOn: '2026-11-22',
  }),
  invoice({ id: '00000000-0000-4000-8000-000000000002', number: 'RE-00002', buyerName: 'Kemal Yilmaz', learnerEmail: null }),
  invoice({ cancelledByNumber: 'RE-00003' }),
  invoice({ id: '00000000-0000-4000-8000-000000000004', number: 'RE-00004', paidOn: '2026-11-21' }),
];

const listUrls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost:3000'))
    .filter((url) => url.pathname === '/api/admin/invoices')
    .map((url) => url.search);

function serve(items: AdminInvoice[] = ITEMS) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost:3000');
    if (url.pathname === '/api/admin/invoices' && (init?.method ?? 'GET') === 'GET') return json(200, { items, isBillingConfigured: true });
    if (url.pathname.endsWith('/payment')) return json(200, items[0]);
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

const rowOf = (number: string) => screen.getByText(number, { selector: 'dd' }).closest('li')!;

describe('the invoice list', () => {
  it('asks for the chosen status and issue dates', async () => {
    const user = userEvent.setup();
    serve([]);
    renderWithProviders(<InvoiceList />);
    expect(await screen.findByText('Keine Rechnungen für diese Auswahl.')).toBeTruthy();
    expect(listUrls()).toEqual(['?status=all']);

    await user.click(screen.getByRole('radio', { name: 'Offen' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('?status=open'));

    fireEvent.change(screen.getByLabelText('Ausgestellt von'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Ausgestellt bis'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(listUrls().at(-1)).toBe('?status=open&from=2026-11-01&to=2026-11-30'));

    await user.click(screen.getByRole('radio', { name: 'Bezahlt' }));
    await waitFor(() => expect(listUrls().at(-1)).toBe('?status=paid&from=2026-11-01&to=2026-11-30'));

    // an end before the start is not asked for
    const asked = listUrls().length;
    fireEvent.change(screen.getByLabelText('Ausgestellt bis'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('Das Enddatum liegt vor dem Anfangsdatum.')).toBeTruthy();
    expect(listUrls()).toHaveLength(asked);
  });

  it('shows kind, cancellation links, customer, service, amount and status', async () => {
    serve();
    renderWithProviders(<InvoiceList />);
    await screen.findByRole('list', { name: 'Rechnungen, die neuesten zuerst' });

    const cancellation = rowOf('RE-00003');
    expect(within(cancellation).getByText('Stornorechnung')).toBeTruthy();
    expect(within(cancellation).getByText('Storno zu RE-00001')).toBeTruthy();
    expect(within(cancellation).getByText('-89,00 €')).toBeTruthy();
    expect(within(cancellation).queryByRole('button', { name: /bezahlt markieren/ })).toBeNull();

    const cancelled = rowOf('RE-00001');
    expect(within(cancelled).getByText('Rechnung')).toBeTruthy();
    expect(within(cancelled).getByText('storniert durch RE-00003')).toBeTruthy();
    expect(within(cancelled).getByText('Storniert')).toBeTruthy();
    expect(within(cancelled).getByText('01.12.2026, Dr. Max Berger')).toBeTruthy();
    expect(within(cancelled).getByText('20.11.2026')).toBeTruthy();
    expect(within(cancelled).getByRole('link', { name: 'PDF der Rechnung RE-00001 herunterladen' }).getAttribute('href')).toBe(
      '/api/admin/invoices/00000000-0000-4000-8000-000000000001/pdf',
    );

    const deleted = rowOf('RE-00002');
    expect(within(deleted).getByText('Kemal Yilmaz')).toBeTruthy();
    expect(within(deleted).getByText('Konto gelöscht')).toBeTruthy();
    expect(within(deleted).getByText('89,00 €')).toBeTruthy();
    expect(within(deleted).getByText('Offen')).toBeTruthy();

    const paid = rowOf('RE-00004');
    expect(within(paid).getByText('Bezahlt am 21.11.2026')).toBeTruthy();
    expect(within(paid).getByText('Anna Schmidt')).toBeTruthy();
  });

  it('marks an invoice paid on today unless another day is chosen', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<InvoiceList />);
    await screen.findByRole('list', { name: 'Rechnungen, die neuesten zuerst' });
    const today = berlinDateTime(new Date()).date;

    await user.click(screen.getByRole('button', { name: 'Rechnung RE-00002 als bezahlt markieren' }));
    let dialog = screen.getByRole('dialog', { name: 'Rechnung RE-00002 als bezahlt markieren' });
    expect(dialog.textContent).toContain('89,00\u00a0€ von Kemal Yilmaz');
    expect((within(dialog).getByLabelText(/Zahlungseingang am/) as HTMLInputElement).value).toBe(today);
    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(await screen.findByText('Die Rechnung RE-00002 ist als bezahlt markiert.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rechnung RE-00002 als bezahlt markieren' }));
    dialog = screen.getByRole('dialog', { name: 'Rechnung RE-00002 als bezahlt markieren' });
    fireEvent.change(within(dialog).getByLabelText(/Zahlungseingang am/), { target: { value: addDays(today, -3) } });
    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /als bezahlt markieren/ })).toBeNull());

    const puts = (await Promise.all(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(requestOf))).map(
      ({ method, path, body }) => ({ method, path, body }),
    );
    expect(puts).toEqual([
      { method: 'PUT', path: '/api/admin/invoices/00000000-0000-4000-8000-000000000002/payment', body: { paid: true, paidOn: today } },
      {
        method: 'PUT',
        path: '/api/admin/invoices/00000000-0000-4000-8000-000000000002/payment',
        body: { paid: true, paidOn: addDays(today, -3) },
      },
    ]);
  });

  it('refuses a payment date in the future', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<InvoiceList />);
    await screen.findByRole('list', { name: 'Rechnungen, die neuesten zuerst' });
    await user.click(screen.getByRole('button', { name: 'Rechnung RE-00002 als bezahlt markieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechnung RE-00002 als bezahlt markieren' });
    fireEvent.change(within(dialog).getByLabelText(/Zahlungseingang am/), {
      target: { value: addDays(berlinDateTime(new Date()).date, 2) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Als bezahlt markieren' }));
    expect(within(dialog).getByText('Bitte geben Sie ein Datum an, das nicht in der Zukunft liegt.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('takes a payment back only after a confirmation naming the invoice', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<InvoiceList />);
    await screen.findByRole('list', { name: 'Rechnungen, die neuesten zuerst' });

    await user.click(screen.getByRole('button', { name: 'Zahlung der Rechnung RE-00004 zurücknehmen' }));
    const confirmation = screen.getByRole('dialog', { name: 'Zahlung zurücknehmen' });
    expect(confirmation.textContent).toContain(
      'Möchten Sie die Zahlung der Rechnung RE-00004 (89,00\u00a0€, Anna Schmidt) wirklich zurücknehmen?',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(confirmation).getByRole('button', { name: 'Zahlung zurücknehmen' }));
    expect(await screen.findByText('Die Rechnung RE-00004 ist wieder offen.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(await requestOf(put)).toEqual({
      method: 'PUT',
      path: '/api/admin/invoices/00000000-0000-4000-8000-000000000004/payment',
      body: { paid: false },
    });
  });
});
