// @vitest-environment happy-dom
// The admin's instructor dialog: the price typed in euros goes to the server in cents; an account is linked or
// invited by e-mail with the outcome said in German (refusals too); unlinking asks first; "Sitzungsart und Zeiten"
// opens the shared settings form for this profile.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminInstructor } from '@common/schemas/booking';
import type { CounsellorSettings, CounsellorSettingsInput } from '@common/schemas/counsellor';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { InstructorEditorDialog } from './instructor-editor-dialog';

// the shared form is helper h4's; here it only has to hand its input back
vi.mock('../../../components/counsellor-settings-form', () => ({
  CounsellorSettingsForm: ({ value, onSubmit }: { value: CounsellorSettings; onSubmit: (input: CounsellorSettingsInput) => void }) => (
    <button
      type="button"
      onClick={() => onSubmit({ sessionMode: 'phone', videoLink: '', phone: '030 123456', address: '', availability: value.availability })}
    >
      Formular von {value.name} absenden
    </button>
  ),
}));

setUpGermanComponentTests();

const instructor = (overrides: Partial<AdminInstructor> = {}): AdminInstructor => ({
  id: 'instructor-1',
  name: 'Dr. Anna Berger',
  title: 'Verkehrspsychologin',
  specialization: 'Alkohol',
  experience: '12 Jahre',
  image: '',
  sessionMode: 'video',
  place: '',
  priceCents: 8900,
  sessionMinutes: 60,
  isStarterContent: false,
  account: null,
  ...overrides,
});

const requests = () => Promise.all(fetchMock.mock.calls.map((call) => requestOf(call).catch(() => null)));

function render(subject: AdminInstructor) {
  const onSaved = vi.fn();
  renderWithProviders(<InstructorEditorDialog instructor={subject} onClose={() => {}} onSaved={onSaved} />);
  return { onSaved, dialog: screen.getByRole('dialog', { name: 'Beraterin oder Berater bearbeiten' }) };
}

describe('the instructor dialog', () => {
  it('shows the price in euros and sends the changed price in cents', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => json(200, instructor({ priceCents: 9550 })));
    const { dialog, onSaved } = render(instructor());

    const price = within(dialog).getByLabelText(/Preis pro Sitzung/);
    expect((price as HTMLInputElement).value).toBe('89,00');
    await user.clear(price);
    await user.type(price, '95,50');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [sent] = await requests();
    expect(sent).toMatchObject({ method: 'PUT', path: '/api/admin/bookings/instructors/instructor-1' });
    expect(sent!.body).toEqual({
      name: 'Dr. Anna Berger',
      title: 'Verkehrspsychologin',
      specialization: 'Alkohol',
      experience: '12 Jahre',
      image: '',
      priceCents: 9550,
    });
  });

  it('refuses a price that is not an amount of euros, without a request', async () => {
    const user = userEvent.setup();
    const { dialog, onSaved } = render(instructor());
    const price = within(dialog).getByLabelText(/Preis pro Sitzung/);
    await user.clear(price);
    await user.type(price, '89 Euro');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText(/Bitte geben Sie einen Preis zwischen 0 und 10.000 Euro an/)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    ['linked', 'Das Konto anna.berger@example.org ist jetzt Berater/in.'],
    ['invited', 'Einladung an anna.berger@example.org gesendet.'],
  ] as const)('links or invites an account by e-mail and says so (%s)', async (status, message) => {
    const user = userEvent.setup();
    const account = { userId: 'user-9', email: 'anna.berger@example.org' };
    fetchMock.mockImplementation(async () => json(200, { status, instructor: instructor({ account }) }));
    const { dialog } = render(instructor());

    expect(within(dialog).queryByRole('button', { name: 'Verknüpfung lösen' })).toBeNull();
    await user.type(within(dialog).getByLabelText('E-Mail-Adresse'), 'Anna.Berger@example.org ');
    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfen oder einladen' }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    const [sent] = await requests();
    expect(sent).toEqual({
      method: 'POST',
      path: '/api/admin/bookings/instructors/instructor-1/account',
      body: { email: 'Anna.Berger@example.org' },
    });
    // the linked account is shown at once, with the way back
    expect(within(dialog).getByText('Verknüpft mit anna.berger@example.org')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Verknüpfung lösen' })).toBeTruthy();
  });

  it.each([
    ['ACCOUNT_IS_ADMIN', 'Das Konto chef@example.org gehört einer Administratorin oder einem Administrator'],
    ['ACCOUNT_LINKED_ELSEWHERE', 'Das Konto chef@example.org ist bereits mit einem anderen Beraterprofil verknüpft.'],
  ])('explains a refused link (%s) in German', async (code, message) => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => json(409, { error: { code, message: code } }));
    const { dialog } = render(instructor());

    await user.type(within(dialog).getByLabelText('E-Mail-Adresse'), 'chef@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfen oder einladen' }));

    expect((await within(dialog).findByText(new RegExp(`^${message}`))).textContent).toContain('chef@example.org');
    expect(within(dialog).getByLabelText('E-Mail-Adresse')).toBeTruthy();
  });

  it('asks before unlinking an account, naming it, and unlinks only on confirmation', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async () => json(200, instructor()));
    const { dialog } = render(instructor({ account: { userId: 'user-9', email: 'anna.berger@example.org' } }));

    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfung lösen' }));
    const confirmation = screen.getByRole('dialog', { name: 'Verknüpfung lösen' });
    expect(confirmation.textContent).toContain(
      'Möchten Sie die Verknüpfung des Kontos anna.berger@example.org mit Dr. Anna Berger wirklich lösen?',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    // Abbrechen leaves it linked
    await user.click(within(confirmation).getByRole('button', { name: 'Abbrechen' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Verknüpft mit anna.berger@example.org')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Verknüpfung lösen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Verknüpfung lösen' })).getByRole('button', { name: 'Verknüpfung lösen' }));

    expect(await within(dialog).findByText('Die Verknüpfung mit anna.berger@example.org ist gelöst.')).toBeTruthy();
    const [sent] = await Promise.all(
      fetchMock.mock.calls.map(async ([input, init]) => new Request(new URL(String(input), 'http://x'), init)),
    );
    expect([sent!.method, new URL(sent!.url).pathname]).toEqual(['DELETE', '/api/admin/bookings/instructors/instructor-1/account']);
    expect(within(dialog).getByLabelText('E-Mail-Adresse')).toBeTruthy();
  });

  it("opens the profile's session mode and times and saves them", async () => {
    const user = userEvent.setup();
    const settings: CounsellorSettings = {
      instructorId: 'instructor-1',
      name: 'Dr. Anna Berger',
      sessionMode: 'video',
      videoLink: '',
      phone: '',
      address: '',
      availability: null,
      hasVideoCallBase: true,
    };
    fetchMock.mockImplementation(async (input, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return json(200, settings);
      return json(200, { ...settings, sessionMode: 'phone', phone: '030 123456' });
    });
    const { dialog } = render(instructor());

    await user.click(within(dialog).getByRole('button', { name: 'Sitzungsart und Zeiten von Dr. Anna Berger' }));
    const settingsDialog = screen.getByRole('dialog', { name: 'Sitzungsart und Zeiten: Dr. Anna Berger' });
    await user.click(await within(settingsDialog).findByRole('button', { name: 'Formular von Dr. Anna Berger absenden' }));

    expect(await within(dialog).findByText('Sitzungsart und Zeiten wurden gespeichert.')).toBeTruthy();
    const [loaded] = fetchMock.mock.calls;
    expect(String(loaded![0])).toBe('/api/admin/bookings/instructors/instructor-1/settings');
    // the GETs (the load, a refresh after saving) have no body to read
    const saves = (await requests()).filter((request) => request !== null);
    expect(saves).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/bookings/instructors/instructor-1/settings',
        body: { sessionMode: 'phone', videoLink: '', phone: '030 123456', address: '', availability: null },
      },
    ]);
  });
});
