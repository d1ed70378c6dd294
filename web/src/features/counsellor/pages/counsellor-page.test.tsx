// @vitest-environment happy-dom
// "Meine Termine" of a counsellor: a day or a week of sessions from GET /api/counsellor/bookings, with what
// the counsellor may do to each one (call it off with a reason, note the outcome, read a shared story).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDateTime, type CounsellorBooking } from '@common/schemas/booking';
import { startOfWeek } from '../counsellor-calendar';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { CounsellorPage } from './counsellor-page';

setUpGermanComponentTests();

const session = (overrides: Partial<CounsellorBooking> = {}): CounsellorBooking => ({
  id: 'b-1',
  date: '2026-12-02',
  slot: '09:00',
  startsAt: '2026-12-02T08:00:00.000Z',
  endsAt: '2026-12-02T09:00:00.000Z',
  learner: { name: 'Anna Schmidt', email: 'anna.schmidt@example.org', reasons: ['alcohol', 'drugs'] },
  learnerNote: 'Ich möchte über meine Abstinenznachweise sprechen.',
  sessionMode: 'video',
  location: 'https://meet.example.org/sitzung-b-1',
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: '',
  outcome: null,
  canCancel: true,
  canMarkOutcome: false,
  storySharedAt: null,
  ...overrides,
});

/** Answers the list for any range from `items` (by date, as the server does) and records the ranges asked for. */
function serve(items: CounsellorBooking[], answers: { cancel?: () => Response; outcome?: () => Response } = {}) {
  const ranges: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/counsellor/bookings') {
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      ranges.push(`${from}..${to}`);
      return json(200, {
        counsellor: { id: 'instructor-1', name: 'Dr. Maria Weber' },
        items: items.filter((b) => b.date >= from && b.date <= to),
      });
    }
    if (method === 'POST' && url.pathname.endsWith('/cancel') && answers.cancel) return answers.cancel();
    if (method === 'POST' && url.pathname.endsWith('/outcome') && answers.outcome) return answers.outcome();
    throw new Error(`unexpected request ${method} ${url.pathname}`);
  });
  return ranges;
}

const postsTo = (suffix: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === 'POST' && String(input).endsWith(suffix));

const DAY = '/dashboard/counsellor?view=day&date=2026-12-02';

describe('Meine Termine (counsellor)', () => {
  it('shows a day: time range, learner, MPU reasons, note, mode and the video room as a link', async () => {
    const ranges = serve([session()]);
    renderWithProviders(<CounsellorPage />, { path: DAY });
    const card = await screen.findByRole('article', { name: '09:00–10:00 Uhr, Anna Schmidt' });
    expect(ranges).toEqual(['2026-12-02..2026-12-02']);
    expect(screen.getByRole('heading', { level: 2, name: 'Mi., 2. Dezember 2026' })).toBeTruthy();
    expect(within(card).getByText('Alkohol-MPU, Drogen-MPU')).toBeTruthy();
    expect(within(card).getByText('Ich möchte über meine Abstinenznachweise sprechen.')).toBeTruthy();
    expect(within(card).getByText('Videotermin')).toBeTruthy();
    const room = within(card).getByRole('link', { name: 'Videoraum für die Sitzung mit Anna Schmidt öffnen (neues Fenster)' });
    expect(room.getAttribute('href')).toBe('https://meet.example.org/sitzung-b-1');
    expect(room.textContent).toBe('Videoraum öffnen');
    expect(screen.getByRole('link', { name: 'Sitzungsart und Zeiten' }).getAttribute('href')).toBe('/dashboard/counsellor/settings');
  });

  it('switches to the week (Monday to Sunday), steps a week back and returns to today', async () => {
    const user = userEvent.setup();
    const ranges = serve([
      session(),
      session({ id: 'b-2', date: '2026-12-04', slot: '14:30', startsAt: '2026-12-04T13:30:00.000Z', endsAt: '2026-12-04T14:30:00.000Z' }),
    ]);
    renderWithProviders(<CounsellorPage />, { path: DAY });
    await screen.findByRole('article', { name: '09:00–10:00 Uhr, Anna Schmidt' });
    expect(screen.queryByRole('article', { name: '14:30–15:30 Uhr, Anna Schmidt' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Woche' }));
    await screen.findByRole('article', { name: '14:30–15:30 Uhr, Anna Schmidt' });
    expect(ranges.at(-1)).toBe('2026-11-30..2026-12-06');
    expect((screen.getByRole('radio', { name: 'Woche' }) as HTMLInputElement).checked).toBe(true);
    // one heading per day with sessions
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Mi., 2. Dezember 20261 Sitzung',
      'Fr., 4. Dezember 20261 Sitzung',
    ]);

    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(await screen.findByText('Keine Sitzungen in dieser Woche.')).toBeTruthy();
    expect(ranges.at(-1)).toBe('2026-11-23..2026-11-29');

    // back to the week of Berlin's today
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    const monday = startOfWeek(berlinDateTime(new Date()).date);
    await waitFor(() => expect(ranges.at(-1)).toBe(`${monday}..${addDays(monday, 6)}`));
    expect(screen.getByRole('button', { name: 'Heute' })).toHaveProperty('disabled', true);
  });

  it('says so when a day has no sessions', async () => {
    serve([session()]);
    renderWithProviders(<CounsellorPage />, { path: '/dashboard/counsellor?view=day&date=2026-12-03' });
    expect(await screen.findByText('Keine Sitzungen an diesem Tag.')).toBeTruthy();
    expect(screen.getByText(/legen Sie unter „Sitzungsart und Zeiten“ fest/)).toBeTruthy();
  });

  it('calls a session off only with a reason, sends the reason, and says the learner gets it by e-mail', async () => {
    const user = userEvent.setup();
    serve([session()], {
      cancel: () =>
        json(
          200,
          session({ cancelledAt: '2026-12-01T10:00:00.000Z', cancelledBy: 'counsellor', cancelReason: 'Ich bin krank.', canCancel: false }),
        ),
    });
    renderWithProviders(<CounsellorPage />, { path: DAY });
    await user.click(await screen.findByRole('button', { name: 'Sitzung mit Anna Schmidt um 09:00 Uhr absagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Sitzung absagen' });
    expect(within(dialog).getByText('Sitzung mit Anna Schmidt am Mi., 2. Dezember 2026 um 09:00 Uhr.')).toBeTruthy();
    const reason = within(dialog).getByLabelText('Grund der Absage');
    expect(document.activeElement).toBe(reason);
    expect(descriptionOf(reason)).toContain('Die/der Lernende erhält diesen Grund per E-Mail.');

    // without a reason nothing is sent
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Sitzung absagen und E-Mail senden' }));
    expect(descriptionOf(reason)).toContain('Bitte geben Sie einen Grund an.');
    expect(postsTo('/cancel')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, '  Ich bin krank.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Sitzung absagen und E-Mail senden' }));
    expect(await screen.findByText('Die Sitzung ist abgesagt. Anna Schmidt erhält Ihre Begründung per E-Mail.')).toBeTruthy();
    const [call] = postsTo('/cancel');
    expect(await requestOf(call!)).toEqual({
      method: 'POST',
      path: '/api/counsellor/bookings/b-1/cancel',
      body: { reason: 'Ich bin krank.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and the reason when the server refuses, and names why', async () => {
    const user = userEvent.setup();
    serve([session()], { cancel: () => json(409, { error: { code: 'ALREADY_STARTED', message: 'Already started.' } }) });
    renderWithProviders(<CounsellorPage />, { path: DAY });
    await user.click(await screen.findByRole('button', { name: 'Sitzung mit Anna Schmidt um 09:00 Uhr absagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Sitzung absagen' });
    await user.type(within(dialog).getByLabelText('Grund der Absage'), 'Ich bin krank.');
    await user.click(within(dialog).getByRole('button', { name: 'Sitzung absagen und E-Mail senden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Die Sitzung hat bereits begonnen und kann nicht mehr abgesagt werden.',
    );
    expect((within(dialog).getByLabelText('Grund der Absage') as HTMLTextAreaElement).value).toBe('Ich bin krank.');
  });

  it('offers the outcome only for a begun session, and the story only when it is shared', async () => {
    const user = userEvent.setup();
    serve(
      [
        session({ canCancel: false, canMarkOutcome: true, storySharedAt: '2026-11-20T10:00:00.000Z' }),
        session({
          id: 'b-2',
          slot: '10:30',
          startsAt: '2026-12-02T09:30:00.000Z',
          endsAt: '2026-12-02T10:30:00.000Z',
          learner: { name: 'Kemal Yılmaz', email: 'k.yilmaz@example.org', reasons: [] },
          learnerNote: '',
        }),
      ],
      { outcome: () => json(200, session({ canCancel: false, canMarkOutcome: true, outcome: 'held' })) },
    );
    renderWithProviders(<CounsellorPage />, { path: DAY });
    const begun = await screen.findByRole('article', { name: '09:00–10:00 Uhr, Anna Schmidt' });
    const upcoming = screen.getByRole('article', { name: '10:30–11:30 Uhr, Kemal Yılmaz' });

    // the begun one: outcome and story, no cancelling
    expect(within(begun).queryByRole('button', { name: /absagen/ })).toBeNull();
    expect(within(begun).getByText('Geschichte geteilt')).toBeTruthy();
    expect(within(begun).getByRole('link', { name: 'Geschichte von Anna Schmidt ansehen' }).getAttribute('href')).toBe(
      '/dashboard/counsellor/bookings/b-1/story',
    );
    // the upcoming one: cancelling only
    expect(within(upcoming).queryByRole('button', { name: /stattgefunden|nicht wahrgenommen/ })).toBeNull();
    expect(within(upcoming).queryByRole('link', { name: /Geschichte/ })).toBeNull();
    expect(within(upcoming).getByText('keine Angabe')).toBeTruthy();
    expect(within(upcoming).getByText('Kein Anliegen angegeben.')).toBeTruthy();

    await user.click(within(begun).getByRole('button', { name: 'Sitzung mit Anna Schmidt um 09:00 Uhr hat stattgefunden' }));
    expect(await screen.findByText('Vermerkt: Die Sitzung mit Anna Schmidt hat stattgefunden.')).toBeTruthy();
    const [call] = postsTo('/outcome');
    expect(await requestOf(call!)).toEqual({ method: 'POST', path: '/api/counsellor/bookings/b-1/outcome', body: { outcome: 'held' } });
  });

  it('shows cancelled and finished sessions with their state in words', async () => {
    serve([
      session({ cancelledAt: '2026-11-30T08:00:00.000Z', cancelledBy: 'counsellor', cancelReason: 'Krankheit', canCancel: false }),
      session({
        id: 'b-2',
        slot: '10:30',
        startsAt: '2026-12-02T09:30:00.000Z',
        endsAt: '2026-12-02T10:30:00.000Z',
        outcome: 'missed',
        canCancel: false,
      }),
      session({
        id: 'b-3',
        slot: '14:30',
        startsAt: '2026-12-02T13:30:00.000Z',
        endsAt: '2026-12-02T14:30:00.000Z',
        outcome: 'held',
        canCancel: false,
      }),
    ]);
    renderWithProviders(<CounsellorPage />, { path: DAY });
    const cancelled = await screen.findByRole('article', { name: '09:00–10:00 Uhr, Anna Schmidt' });
    expect(within(cancelled).getByText('Storniert')).toBeTruthy();
    expect(within(cancelled).getByText(/von Ihnen abgesagt\. Grund: Krankheit/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '10:30–11:30 Uhr, Anna Schmidt' })).getByText('Nicht wahrgenommen')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '14:30–15:30 Uhr, Anna Schmidt' })).getByText('Stattgefunden')).toBeTruthy();
  });

  it('tells an account without a linked profile whom to ask', async () => {
    fetchMock.mockImplementation(async () => json(403, { error: { code: 'NOT_A_COUNSELLOR', message: 'Not a counsellor.' } }));
    renderWithProviders(<CounsellorPage />, { path: DAY });
    expect(
      await screen.findByText('Ihr Konto ist noch keinem Beraterprofil zugeordnet. Bitte wenden Sie sich an die Administration.'),
    ).toBeTruthy();
  });
});

/** The text an input's aria-describedby points at (hint and error). */
function descriptionOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
