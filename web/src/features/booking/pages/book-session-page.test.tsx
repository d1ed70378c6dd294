// @vitest-environment happy-dom
// The booking page as a learner walks through it: the counsellor's terms before any choice, a day
// and a free time, the details (note, invoice address only when needed, story sharing off unless
// chosen), the summary and exactly what 'Buchen' sends; then the confirmation, and the answers
// SLOT_TAKEN and BILLING_ADDRESS_REQUIRED. fetch is stubbed at the network boundary.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, type BookingCheckout, type MyBooking, type SlotList } from '@common/schemas/booking';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { todayInBerlin } from '../booking-format';
import { checkoutOf, invoiceOf, MURAT, myBookingOf, SABINE } from '../test/booking-fixtures';
import { BookSessionPage } from './book-session-page';

setUpGermanComponentTests();

const DATE = addDays(todayInBerlin(), 7);
const SLOTS: SlotList['slots'] = [
  { slot: '09:00', status: 'available' },
  { slot: '10:30', status: 'taken' },
  { slot: '13:00', status: 'unavailable' },
  { slot: '14:00', status: 'available' },
];

interface Answers {
  checkout?: BookingCheckout;
  /** The slot lists answered one after the other (the last one repeats). */
  slots?: (SlotList['slots'] | Response)[];
  book?: () => Response;
}

/** Serves the booking API; returns the requests made, in order. */
function serve({ checkout = checkoutOf(), slots = [SLOTS], book }: Answers = {}) {
  let slotAnswers = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/booking/instructors') return json(200, { items: [SABINE, MURAT] });
    if (url.pathname === '/api/booking/checkout') return json(200, checkout);
    if (url.pathname === '/api/booking/bookings/mine') return json(200, { upcoming: [], past: [] });
    if (url.pathname === '/api/booking/slots') {
      const answer = slots[Math.min(slotAnswers, slots.length - 1)]!;
      slotAnswers += 1;
      if (answer instanceof Response) return answer.clone();
      return json(200, { instructorId: url.searchParams.get('instructorId'), date: url.searchParams.get('date'), slots: answer });
    }
    if (url.pathname === '/api/booking/bookings' && request.method === 'POST' && book) return book();
    throw new Error(`unexpected request to ${request.method} ${url.pathname}`);
  });
}

const bookingRequests = async () => {
  const requests = await Promise.all(
    fetchMock.mock.calls
      .filter(([input, init]) => (input instanceof Request ? input.method : (init?.method ?? 'GET')) === 'POST')
      .map((call) => requestOf(call)),
  );
  return requests.filter((request) => request.path === '/api/booking/bookings');
};
const slotRequestCount = () =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/booking/slots')).length;

/** Counsellor, day and time chosen as a learner would. */
async function chooseSlot(user: ReturnType<typeof userEvent.setup>, instructor = SABINE.name, time = '09:00') {
  await user.click(await screen.findByRole('radio', { name: instructor }));
  fireEvent.change(screen.getByLabelText('Datum'), { target: { value: DATE } });
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${time}`) }));
}

const details = () => screen.getByRole('region', { name: 'Ihre Angaben' });
const summary = () => screen.getByRole('region', { name: 'Zusammenfassung' });

describe('the booking page', () => {
  it('shows each counsellor’s mode, price, length and cancellation rule before anything is chosen', async () => {
    serve();
    renderWithProviders(<BookSessionPage />);
    const sabine = (await screen.findByRole('radio', { name: SABINE.name })).closest('label')!;
    const murat = screen.getByRole('radio', { name: MURAT.name }).closest('label')!;
    for (const text of ['Videotermin', '89,00\u00a0€', '60 Minuten', 'Kostenlos stornierbar bis 24 Stunden vor Beginn'])
      expect(sabine.textContent).toContain(text);
    for (const text of ['Vor Ort:', 'Lindenstraße 5', '10969 Berlin', '89,00\u00a0€', '60 Minuten'])
      expect(murat.textContent).toContain(text);
    // the terms are the radio's description, read after the name
    const descriptionIds = screen.getByRole('radio', { name: SABINE.name }).getAttribute('aria-describedby')!.split(' ');
    expect(descriptionIds.map((id) => document.getElementById(id)!.textContent).join(' ')).toContain('Kostenlos stornierbar');
    // nothing to book yet: the later steps say what comes first
    expect(screen.queryByRole('button', { name: /buchen/i })).toBeNull();
    expect(within(summary()).getByText('Wählen Sie zuerst eine Uhrzeit.')).toBeTruthy();
  });

  it('shows taken and unavailable times as such, and a day without hours says so instead of an error', async () => {
    serve({ slots: [SLOTS, json(400, { error: { code: 'DATE_NOT_BOOKABLE', message: 'no hours', fields: { date: 'NO_HOURS' } } })] });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await user.click(await screen.findByRole('radio', { name: SABINE.name }));
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: DATE } });
    const taken = await screen.findByRole('button', { name: /^10:30/ });
    expect(taken.hasAttribute('disabled')).toBe(true);
    expect(taken.textContent).toContain('vergeben');
    expect(screen.getByRole('button', { name: /^13:00/ }).textContent).toContain('nicht verfügbar');

    await user.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    await screen.findByText('An diesem Tag keine Termine. Bitte wählen Sie einen anderen Tag.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: /^09:00/ })).toBeNull();
  });

  it('leaves story sharing off and lists exactly what would be shared', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    const share = await within(details()).findByRole('checkbox', {
      name: 'Meine MPU-Geschichte und gespeicherte Trainer-Gespräche mit Sabine Krüger teilen',
    });
    expect((share as HTMLInputElement).checked).toBe(false);
    expect((share as HTMLInputElement).disabled).toBe(false);
    const described = document.getElementById(share.getAttribute('aria-describedby')!)!;
    expect(
      within(described)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ihre MPU-Geschichte', '3 gespeicherte Gespräche']);
    expect(described.textContent).toContain('Sie können das Teilen jederzeit in „Meine Termine“ beenden.');
    expect(described.textContent).toContain('Jeden Aufruf durch Sabine Krüger sehen Sie dort.');
    expect(within(summary()).getByText('Geschichte teilen').nextElementSibling!.textContent).toBe('Nein');
  });

  it('offers nothing to share when there is no story and no saved conversation', async () => {
    serve({ checkout: checkoutOf({ shareable: { hasStory: false, transcriptCount: 0 } }) });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    const share = await within(details()).findByRole('checkbox', { name: /MPU-Geschichte/ });
    expect((share as HTMLInputElement).disabled).toBe(true);
    expect(within(details()).getByText(/es gibt noch nichts zu teilen/)).toBeTruthy();
  });

  it('asks for the invoice address only when an invoice is issued and the address is incomplete', async () => {
    const user = userEvent.setup();
    // complete: the saved address is shown, no form
    serve();
    const first = renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByText('Hauptstraße 1');
    expect(within(details()).queryByRole('textbox', { name: 'Straße und Hausnummer' })).toBeNull();
    expect(within(summary()).getByText('Sie erhalten eine Rechnung per E-Mail; zahlbar per Überweisung.')).toBeTruthy();
    first.unmount();

    // no invoice at all: no address, no payment sentence
    serve({ checkout: checkoutOf({ issuesInvoice: false, isBillingAddressComplete: false }) });
    const second = renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByRole('checkbox', { name: /MPU-Geschichte/ });
    expect(within(details()).queryByText('Rechnungsadresse')).toBeNull();
    expect(within(summary()).queryByText(/Rechnung per E-Mail/)).toBeNull();
    second.unmount();

    // an invoice and an incomplete address: the form, prefilled, saying where it is saved
    serve({
      checkout: checkoutOf({
        isBillingAddressComplete: false,
        billingAddress: { firstName: 'Lea', lastName: 'Öztürk', street: '', postalCode: '', city: '' },
      }),
    });
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    const street = await within(details()).findByRole('textbox', { name: 'Straße und Hausnummer' });
    expect((street as HTMLInputElement).value).toBe('');
    expect((within(details()).getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Lea');
    expect(within(details()).getByText(/Sie werden in Ihren Persönlichen Daten gespeichert/)).toBeTruthy();
  });

  it('sends exactly the choices with the address, then confirms with the video room and the invoice', async () => {
    const booked: MyBooking = myBookingOf({
      date: DATE,
      learnerNote: 'Ich möchte über den Rückfall sprechen.',
      storySharedAt: '2026-11-27T10:00:00.000Z',
      invoices: [invoiceOf()],
    });
    serve({
      checkout: checkoutOf({
        isBillingAddressComplete: false,
        billingAddress: { firstName: 'Lea', lastName: 'Öztürk', street: '', postalCode: '', city: '' },
      }),
      book: () => json(201, booked),
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await user.type(
      await within(details()).findByRole('textbox', { name: /Nachricht an Ihre Beraterin/ }),
      ' Ich möchte über den Rückfall sprechen. ',
    );
    await user.type(within(details()).getByRole('textbox', { name: 'Straße und Hausnummer' }), 'Lindenallee 7');
    await user.type(within(details()).getByRole('textbox', { name: 'Postleitzahl' }), '50667');
    await user.type(within(details()).getByRole('textbox', { name: 'Ort' }), 'Köln');
    await user.click(within(details()).getByRole('checkbox', { name: /MPU-Geschichte/ }));
    await user.click(within(summary()).getByRole('button', { name: 'Zahlungspflichtig buchen' }));

    const confirmation = await screen.findByRole('region', { name: 'Ihr Termin ist gebucht.' });
    expect((await bookingRequests()).map((request) => request.body)).toEqual([
      {
        instructorId: 'instructor-1',
        date: DATE,
        slot: '09:00',
        note: 'Ich möchte über den Rückfall sprechen.',
        shareStory: true,
        billingAddress: { firstName: 'Lea', lastName: 'Öztürk', street: 'Lindenallee 7', postalCode: '50667', city: 'Köln' },
      },
    ]);
    expect(
      within(confirmation)
        .getByRole('link', { name: /Zum Videoraum/ })
        .getAttribute('href'),
    ).toBe('https://meet.example.org/raum-sabine');
    expect(within(confirmation).getByRole('link', { name: 'Rechnung RE-00001 (PDF)' }).getAttribute('href')).toBe(
      '/api/booking/invoices/invoice-1/pdf',
    );
    expect(within(confirmation).getByRole('link', { name: 'Zu Meine Termine' }).getAttribute('href')).toBe('#meine-termine');
    expect(confirmation.textContent).toContain('09:00–10:00 Uhr');
    expect(document.activeElement?.textContent).toBe('Ihr Termin ist gebucht.');
  });

  it('sends no address when none is needed, and no sharing unless chosen', async () => {
    serve({ book: () => json(201, myBookingOf({ date: DATE })) });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByText('Hauptstraße 1');
    await user.click(within(summary()).getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    await screen.findByRole('region', { name: 'Ihr Termin ist gebucht.' });
    expect((await bookingRequests()).map((request) => request.body)).toEqual([
      { instructorId: 'instructor-1', date: DATE, slot: '09:00', note: '', shareStory: false },
    ]);

    // another session: the same counsellor and day stay chosen, focus on the times
    await user.click(screen.getByRole('button', { name: 'Weiteren Termin buchen' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('booking-step-2'));
    expect((screen.getByRole('radio', { name: SABINE.name }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('button', { name: /^14:00/ })).toBeTruthy();
  });

  it('checks the address before sending and marks the empty fields', async () => {
    serve({
      checkout: checkoutOf({
        isBillingAddressComplete: false,
        billingAddress: { firstName: 'Lea', lastName: '', street: '', postalCode: '', city: '' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByRole('textbox', { name: 'Straße und Hausnummer' });
    await user.click(within(summary()).getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    await screen.findByText('Bitte ergänzen Sie Ihre Rechnungsadresse.');
    const street = within(details()).getByRole('textbox', { name: 'Straße und Hausnummer' });
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(within(details()).getByRole('textbox', { name: 'Nachname' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(details()).getByRole('textbox', { name: 'Vorname' }).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(details()).getByRole('textbox', { name: 'Nachname' })));
    expect(await bookingRequests()).toEqual([]);
  });

  it('on SLOT_TAKEN says so and shows the refreshed times', async () => {
    serve({
      slots: [SLOTS, SLOTS.map((entry) => (entry.slot === '09:00' ? { ...entry, status: 'taken' as const } : entry))],
      book: () => json(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByText('Hauptstraße 1');
    await user.click(within(summary()).getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    await screen.findByText(/Termin ist leider nicht mehr verfügbar/);
    await waitFor(() => expect(screen.getByRole('button', { name: /^09:00/ }).textContent).toContain('vergeben'));
    expect(slotRequestCount()).toBe(2);
    expect(within(summary()).queryByRole('button', { name: /buchen/i })).toBeNull();
  });

  it('on BILLING_ADDRESS_REQUIRED opens the address form and marks the fields the server names', async () => {
    serve({
      book: () =>
        json(400, { error: { code: 'BILLING_ADDRESS_REQUIRED', message: 'address', fields: { 'billingAddress.postalCode': 'REQUIRED' } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BookSessionPage />);
    await chooseSlot(user);
    await within(details()).findByText('Hauptstraße 1');
    await user.click(within(summary()).getByRole('button', { name: 'Zahlungspflichtig buchen' }));
    const postalCode = await within(details()).findByRole('textbox', { name: 'Postleitzahl' });
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(within(details()).getByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(within(details()).getByRole('textbox', { name: 'Straße und Hausnummer' }).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Bitte ergänzen Sie Ihre Rechnungsadresse.')).toBeTruthy();
  });
});
