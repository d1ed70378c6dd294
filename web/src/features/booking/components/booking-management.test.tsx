// @vitest-environment happy-dom
// The admin console's 'Buchungen' tab names each learner as Persönliche Daten has it (first and last
// name, with the e-mail beside it), and by the e-mail alone when the learner has not given a name. Each
// counsellor shows the session mode, the price and the linked account (or "kein Konto").
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBooking, AdminInstructor } from '@common/schemas/booking';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { BookingManagement } from './booking-management';

setUpGermanComponentTests();

const booking = (id: string, slot: AdminBooking['slot'], learner: AdminBooking['learner']): AdminBooking => ({
  id,
  date: '2026-12-01',
  slot,
  instructor: { id: 'instructor-2', name: 'Max Mustermann' },
  learner,
  priceCents: 8900,
  createdAt: '2026-11-20T10:00:00.000Z',
  cancelledAt: null,
  outcome: null,
});

const instructor = (id: string, name: string, overrides: Partial<AdminInstructor>): AdminInstructor => ({
  id,
  name,
  title: 'Verkehrspsychologe',
  specialization: 'Alkohol',
  experience: '10 Jahre',
  image: '',
  sessionMode: 'video',
  place: '',
  priceCents: 8900,
  sessionMinutes: 60,
  isStarterContent: false,
  account: null,
  ...overrides,
});

function serve(items: AdminBooking[], instructors: AdminInstructor[] = []) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/admin/bookings') return json(200, { items });
    if (url.pathname === '/api/admin/bookings/instructors') return json(200, { items: instructors });
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

describe("the 'Buchungen' tab", () => {
  it('shows the name from Persönliche Daten with the e-mail, and the e-mail alone without a name', async () => {
    serve([
      booking('b1', '09:00', { id: 'u1', name: 'Anna Schmidt', email: 'anna.schmidt@example.org' }),
      booking('b2', '10:30', { id: 'u2', name: '', email: 'k.yilmaz@example.org' }),
    ]);
    renderWithProviders(<BookingManagement />);
    const list = await screen.findByRole('list', { name: 'Buchungen' });
    const [named, unnamed] = within(list).getAllByRole('listitem');

    const namedLearner = within(named!).getByText('Teilnehmer/in').nextElementSibling!;
    expect(within(namedLearner as HTMLElement).getByText('Anna Schmidt')).toBeTruthy();
    expect(within(namedLearner as HTMLElement).getByText('anna.schmidt@example.org')).toBeTruthy();
    expect(
      within(named!).getByRole('button', { name: 'Buchung von Anna Schmidt am Dienstag, 1. Dezember 2026 um 09:00 Uhr stornieren' }),
    ).toBeTruthy();

    const unnamedLearner = within(unnamed!).getByText('Teilnehmer/in').nextElementSibling!;
    expect(unnamedLearner.textContent).toBe('k.yilmaz@example.org');
    expect(
      within(unnamed!).getByRole('button', {
        name: 'Buchung von k.yilmaz@example.org am Dienstag, 1. Dezember 2026 um 10:30 Uhr stornieren',
      }),
    ).toBeTruthy();
  });

  it('shows per counsellor the session mode, the price and the account, or "kein Konto"', async () => {
    serve(
      [],
      [
        instructor('i1', 'Max Mustermann', {
          sessionMode: 'phone',
          priceCents: 12000,
          account: { userId: 'u9', email: 'max@example.org' },
        }),
        instructor('i2', 'Erika Beispiel', { sessionMode: 'address', priceCents: 8950, account: null }),
      ],
    );
    renderWithProviders(<BookingManagement />);
    const heading = await screen.findByRole('heading', { name: 'Beraterinnen und Berater' });
    const list = await within(heading.parentElement!).findByRole('list');
    const [max, erika] = within(list).getAllByRole('listitem');
    const valueOf = (item: HTMLElement, term: string) => within(item).getByText(term).nextElementSibling!.textContent;

    expect([valueOf(max!, 'Sitzungsart'), valueOf(max!, 'Preis'), valueOf(max!, 'Konto')]).toEqual([
      'Telefon',
      '120,00\u00a0€',
      'max@example.org',
    ]);
    expect([valueOf(erika!, 'Sitzungsart'), valueOf(erika!, 'Preis'), valueOf(erika!, 'Konto')]).toEqual([
      'Vor Ort',
      '89,50\u00a0€',
      'kein Konto',
    ]);
  });
});
