// @vitest-environment happy-dom
// 'Meine Termine' as the learner reads it: where each session happens, its state, the invoices as PDF
// links with paid/open, sharing the story (ending it only after a confirmation) and every read of it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MyBooking, MyBookings as MyBookingsData } from '@common/schemas/booking';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { invoiceOf, myBookingOf } from '../test/booking-fixtures';
import { MyBookings } from './my-bookings';

setUpGermanComponentTests();

/** Serves 'Meine Termine' and answers the sharing switch with the booking as changed. */
function serve(data: MyBookingsData) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/booking/bookings/mine') return json(200, data);
    const share = /^\/api\/booking\/bookings\/([^/]+)\/story-share$/.exec(url.pathname);
    if (share && request.method === 'PUT') {
      const booking = [...data.upcoming, ...data.past].find((item) => item.id === share[1])!;
      const { share: isShared } = (await request.clone().json()) as { share: boolean };
      return json(200, { ...booking, storySharedAt: isShared ? '2026-11-27T10:00:00.000Z' : null });
    }
    throw new Error(`unexpected request to ${request.method} ${url.pathname}`);
  });
}

const writes = async () =>
  Promise.all(
    fetchMock.mock.calls
      .filter(([input, init]) => (input instanceof Request ? input.method : (init?.method ?? 'GET')) !== 'GET')
      .map((call) => requestOf(call)),
  );

function renderMyBookings() {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  renderWithProviders(<MyBookings onSuccess={onSuccess} onError={onError} />);
  return { onSuccess, onError };
}

/** The list entry whose heading is the booking's date and time. */
const entry = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('li')!;

describe('Meine Termine', () => {
  it('shows mode, location and note, the invoices as PDF links with paid or open, and who cancelled why', async () => {
    const upcoming = myBookingOf({
      learnerNote: 'Rückfall im Sommer',
      invoices: [invoiceOf({ paidOn: '2026-11-30' })],
    });
    const cancelled = myBookingOf({
      id: 'booking-2',
      date: '2026-11-18',
      slot: '14:00',
      cancelledAt: '2026-11-16T09:00:00.000Z',
      cancelledBy: 'counsellor',
      cancelReason: 'Krankheit',
      canCancel: false,
      invoices: [
        invoiceOf({ id: 'invoice-2', number: 'RE-00002', cancelledByNumber: 'RE-00003' }),
        invoiceOf({ id: 'invoice-3', number: 'RE-00003', kind: 'cancellation', grossCents: -8900, cancelsNumber: 'RE-00002' }),
      ],
    });
    const held = myBookingOf({
      id: 'booking-3',
      date: '2026-11-11',
      outcome: 'held',
      invoices: [invoiceOf({ id: 'invoice-4', number: 'RE-00004' })],
    });
    const missed = myBookingOf({ id: 'booking-4', date: '2026-11-04', outcome: 'missed', sessionMode: 'phone', location: '030 1234567' });
    serve({ upcoming: [upcoming], past: [cancelled, held, missed] });
    renderMyBookings();

    const first = await entry('Mi., 2. Dezember 2026, 09:00 Uhr');
    expect(within(first).getByText('Gebucht')).toBeTruthy();
    expect(within(first).getByText('Videotermin')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Zum Videoraum/ })
        .getAttribute('href'),
    ).toBe('https://meet.example.org/raum-sabine');
    expect(within(first).getByText('Rückfall im Sommer')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Rechnung RE-00001 (PDF)' }).getAttribute('href')).toBe(
      '/api/booking/invoices/invoice-1/pdf',
    );
    expect(within(first).getByText('bezahlt am 30. November 2026')).toBeTruthy();

    const second = await entry('Mi., 18. November 2026, 14:00 Uhr');
    expect(within(second).getByText('Storniert')).toBeTruthy();
    expect(within(second).getByText('Sabine Krüger hat den Termin abgesagt.')).toBeTruthy();
    expect(within(second).getByText('Begründung: Krankheit')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Stornorechnung RE-00003 (PDF)' }).getAttribute('href')).toBe(
      '/api/booking/invoices/invoice-3/pdf',
    );
    expect(within(second).getByText('storniert durch RE-00003')).toBeTruthy();
    // a cancelled session has no room to go to
    expect(within(second).queryByRole('link', { name: /Zum Videoraum/ })).toBeNull();
    expect(within(second).queryByRole('button', { name: 'Stornieren' })).toBeNull();

    const third = await entry('Mi., 11. November 2026, 09:00 Uhr');
    expect(within(third).getByText('Stattgefunden')).toBeTruthy();
    expect(within(third).getByText('offen')).toBeTruthy();
    expect(within(await entry('Mi., 4. November 2026, 09:00 Uhr')).getByText('Nicht wahrgenommen')).toBeTruthy();
  });

  it('ends sharing only after a confirmation, and starts it for an upcoming booking with one click', async () => {
    const shared = myBookingOf({ storySharedAt: '2026-11-20T08:30:00.000Z' });
    const notShared = myBookingOf({
      id: 'booking-2',
      date: '2026-12-09',
      instructor: { id: 'instructor-2', name: 'Murat Aydın', title: '' },
    });
    const pastNotShared = myBookingOf({ id: 'booking-3', date: '2026-11-04', outcome: 'held' });
    serve({ upcoming: [shared, notShared], past: [pastNotShared] });
    const { onSuccess } = renderMyBookings();
    const user = userEvent.setup();

    const first = await entry('Mi., 2. Dezember 2026, 09:00 Uhr');
    expect(within(first).getByText('Geschichte geteilt seit 20. November 2026')).toBeTruthy();
    expect(within(first).getByText('Noch nicht angesehen.')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Teilen beenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teilen beenden' });
    expect(dialog.textContent).toContain('Möchten Sie das Teilen mit Sabine Krüger beenden?');
    expect(await writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(await writes()).toEqual([]);

    await user.click(within(first).getByRole('button', { name: 'Teilen beenden' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Teilen beenden' })).getByRole('button', { name: 'Teilen beenden' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('booking:success.unshared'));
    expect(await writes()).toEqual([{ method: 'PUT', path: '/api/booking/bookings/booking-1/story-share', body: { share: false } }]);

    const second = await entry('Mi., 9. Dezember 2026, 09:00 Uhr');
    expect(within(second).getByText(/Wenn Sie teilen, kann Murat Aydın Ihre MPU-Geschichte/)).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Geschichte teilen' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('booking:success.shared'));
    expect((await writes())[1]).toEqual({ method: 'PUT', path: '/api/booking/bookings/booking-2/story-share', body: { share: true } });

    // a past session is not shared afresh
    expect(within(await entry('Mi., 4. November 2026, 09:00 Uhr')).queryByRole('button', { name: 'Geschichte teilen' })).toBeNull();
  });

  it('lists every read of the shared story with the counsellor’s name, date and Berlin time', async () => {
    const booking: MyBooking = myBookingOf({
      storySharedAt: '2026-11-20T08:30:00.000Z',
      storyReads: [
        { readAt: '2026-12-03T13:05:00.000Z', counsellorName: 'Sabine Krüger' },
        { readAt: '2026-11-21T07:00:00.000Z', counsellorName: 'Sabine Krüger' },
      ],
    });
    serve({ upcoming: [booking], past: [] });
    renderMyBookings();
    const item = await entry('Mi., 2. Dezember 2026, 09:00 Uhr');
    const reads = within(item).getByRole('list', { name: 'Aufrufe Ihrer Geschichte' });
    expect(
      within(reads)
        .getAllByRole('listitem')
        .map((read) => read.textContent),
    ).toEqual([
      'Sabine Krüger hat Ihre Geschichte am 3. Dezember 2026 um 14:05 Uhr angesehen.',
      'Sabine Krüger hat Ihre Geschichte am 21. November 2026 um 08:00 Uhr angesehen.',
    ]);
    expect(within(item).queryByText('Noch nicht angesehen.')).toBeNull();
  });

  it('asks before cancelling and says that the invoice gets a cancellation invoice', async () => {
    serve({ upcoming: [myBookingOf({ invoices: [invoiceOf()] })], past: [] });
    renderMyBookings();
    const user = userEvent.setup();
    const item = await entry('Mi., 2. Dezember 2026, 09:00 Uhr');
    await user.click(within(item).getByRole('button', { name: 'Stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termin stornieren' });
    expect(dialog.textContent).toContain(
      'Möchten Sie den Termin am Mi., 2. Dezember 2026 um 09:00 Uhr bei Sabine Krüger wirklich stornieren?',
    );
    expect(dialog.textContent).toContain('Zur Rechnung RE-00001 erhalten Sie eine Stornorechnung per E-Mail.');
    expect(await writes()).toEqual([]);
  });
});
