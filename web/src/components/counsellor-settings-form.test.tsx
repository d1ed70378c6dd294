// @vitest-environment happy-dom
// The counsellor's settings form (the counsellor's page and the admin console): what it sends is exactly a
// CounsellorSettingsInput, weekly periods are added and removed per weekday, and the API's field codes appear
// at the fields they name.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CounsellorSettings, CounsellorSettingsInput } from '@common/schemas/counsellor';
import { renderWithProviders, setUpGermanComponentTests } from '../test/component-harness';
import { CounsellorSettingsForm } from './counsellor-settings-form';

setUpGermanComponentTests();

const STANDARD: CounsellorSettings = {
  instructorId: 'instructor-1',
  name: 'Dr. Maria Weber',
  sessionMode: 'video',
  videoLink: '',
  phone: '',
  address: '',
  availability: null,
  hasVideoCallBase: true,
};

const CUSTOM: CounsellorSettings = {
  ...STANDARD,
  availability: {
    weeklyHours: [
      { weekday: 1, from: '09:00', to: '12:00' },
      { weekday: 1, from: '11:00', to: '13:00' },
      { weekday: 3, from: '14:00', to: '18:00' },
    ] as never,
    sessionMinutes: 60,
    bufferMinutes: 15,
    daysOff: ['2026-12-24'],
    closedTimes: [],
  },
};

function renderForm(value: CounsellorSettings, fieldErrors?: Record<string, string>) {
  const onSubmit = vi.fn<(input: CounsellorSettingsInput) => void>();
  renderWithProviders(<CounsellorSettingsForm value={value} onSubmit={onSubmit} isSaving={false} fieldErrors={fieldErrors} />);
  return onSubmit;
}

/** The text an input's aria-describedby points at (hint and error). */
function descriptionOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('CounsellorSettingsForm', () => {
  it('sends the standard times as availability null, with the mode and the trimmed link', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(STANDARD);
    const link = screen.getByLabelText('Link zu Ihrem Videoraum');
    // the server has a video service: an empty link gives each session its own room
    expect(descriptionOf(link)).toContain('Leer lassen: Für jede Sitzung wird automatisch ein eigener Videoraum angelegt.');
    expect(screen.getByRole('radio', { name: 'Standardzeiten (Mo–Fr 09:00, 10:30, 14:30, 16:00)' })).toHaveProperty('checked', true);
    await user.type(link, '  https://meet.example.org/weber  ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      sessionMode: 'video',
      videoLink: 'https://meet.example.org/weber',
      phone: '',
      address: '',
      availability: null,
    } satisfies CounsellorSettingsInput);
  });

  it('starts own times from the standard ones; periods are added and removed per weekday, and the body lists them in weekday order', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...STANDARD, sessionMode: 'phone', phone: '030 1234567' });
    await user.click(screen.getByRole('radio', { name: 'Eigene Zeiten' }));
    // Monday to Friday 09:00–11:30 and 14:30–17:00 with 60 + 30 minutes: the standard start times without the closed 13:00
    expect((screen.getByLabelText('Montag, Zeitraum 1: von') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Montag, Zeitraum 2: bis') as HTMLInputElement).value).toBe('17:00');
    expect(screen.queryByLabelText('Samstag, Zeitraum 1: von')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Zeitraum am Samstag hinzufügen' }));
    expect((screen.getByLabelText('Samstag, Zeitraum 1: von') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Samstag, Zeitraum 1: bis') as HTMLInputElement).value).toBe('12:00');
    // a second one on Monday follows the day's last period
    await user.click(screen.getByRole('button', { name: 'Zeitraum am Montag hinzufügen' }));
    expect((screen.getByLabelText('Montag, Zeitraum 3: von') as HTMLInputElement).value).toBe('18:00');
    await user.click(screen.getByRole('button', { name: 'Zeitraum 3 am Montag entfernen' }));
    expect(screen.queryByLabelText('Montag, Zeitraum 3: von')).toBeNull();
    // Tuesday to Friday lose their afternoons
    for (const weekday of ['Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']) {
      await user.click(screen.getByRole('button', { name: `Zeitraum 2 am ${weekday} entfernen` }));
    }
    fireEvent.change(screen.getByLabelText('Samstag, Zeitraum 1: bis'), { target: { value: '13:00' } });

    await user.clear(screen.getByLabelText('Sitzungsdauer in Minuten'));
    await user.type(screen.getByLabelText('Sitzungsdauer in Minuten'), '50');
    await user.clear(screen.getByLabelText('Pause zwischen zwei Sitzungen in Minuten'));
    await user.type(screen.getByLabelText('Pause zwischen zwei Sitzungen in Minuten'), '10');
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Freien Tag hinzufügen' }));
    fireEvent.change(screen.getByLabelText('Datum'), { target: { value: '2026-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Freien Tag hinzufügen' }));
    expect(
      within(screen.getByRole('list', { name: 'Freie Tage' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['24. Dezember 2026Entfernen', '31. Dezember 2026Entfernen']);
    await user.click(screen.getByRole('button', { name: 'Freien Tag 31. Dezember 2026 entfernen' }));

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      sessionMode: 'phone',
      videoLink: '',
      phone: '030 1234567',
      address: '',
      availability: {
        weeklyHours: [
          { weekday: 1, from: '09:00', to: '11:30' },
          { weekday: 1, from: '14:30', to: '17:00' },
          { weekday: 2, from: '09:00', to: '11:30' },
          { weekday: 3, from: '09:00', to: '11:30' },
          { weekday: 4, from: '09:00', to: '11:30' },
          { weekday: 5, from: '09:00', to: '11:30' },
          { weekday: 6, from: '09:00', to: '13:00' },
        ],
        sessionMinutes: 50,
        bufferMinutes: 10,
        daysOff: ['2026-12-24'],
        closedTimes: [],
      },
    });
  });

  it("shows the API's field codes at the fields they name", () => {
    renderForm(CUSTOM, {
      'availability.weeklyHours.1.to': 'OVERLAP',
      'availability.sessionMinutes': 'RANGE',
      'availability.daysOff.0': 'DATE',
      videoLink: 'URL',
    });
    expect(screen.getByRole('alert').textContent).toBe('Bitte prüfen Sie die markierten Angaben.');
    const overlapping = screen.getByLabelText('Montag, Zeitraum 2: bis');
    expect(overlapping.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(overlapping)).toBe('Überschneidet sich mit einem anderen Zeitraum');
    // the other periods are not marked
    expect(screen.getByLabelText('Montag, Zeitraum 1: bis').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Mittwoch, Zeitraum 1: bis').getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(screen.getByLabelText('Sitzungsdauer in Minuten'))).toBe('Bitte eine Sitzungsdauer von 30 bis 240 Minuten.');
    expect(descriptionOf(screen.getByLabelText('Link zu Ihrem Videoraum'))).toContain(
      'Bitte geben Sie einen vollständigen Link an, der mit https:// beginnt.',
    );
    expect(within(screen.getByRole('list', { name: 'Freie Tage' })).getByText('Bitte geben Sie ein gültiges Datum an.')).toBeTruthy();
    // the first marked field has the focus
    expect(document.activeElement).toBe(screen.getByLabelText('Link zu Ihrem Videoraum'));
  });

  it('does not send what the API would refuse: a missing video link without a video service, a bad phone number', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ ...CUSTOM, hasVideoCallBase: false });
    const link = screen.getByLabelText('Link zu Ihrem Videoraum');
    expect(descriptionOf(link)).toContain('Pflichtfeld: Auf dieser Plattform ist kein Videodienst eingerichtet');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(link)).toContain('Bitte füllen Sie dieses Feld aus.');

    await user.click(screen.getByRole('radio', { name: 'Telefon' }));
    await user.type(screen.getByLabelText('Telefonnummer für die Sitzungen'), 'ruf mich an');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(descriptionOf(screen.getByLabelText('Telefonnummer für die Sitzungen'))).toContain(
      'Bitte verwenden Sie nur Ziffern, Leerzeichen und die Zeichen + ( ) / -.',
    );
  });
});
