// @vitest-environment happy-dom
// "Sitzungsart und Zeiten": the counsellor's own settings are loaded, saved with PUT, and the API's 400
// field codes come back to the fields.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CounsellorSettings } from '@common/schemas/counsellor';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { CounsellorSettingsPage } from './counsellor-settings-page';

setUpGermanComponentTests();

const SETTINGS: CounsellorSettings = {
  instructorId: 'instructor-1',
  name: 'Dr. Maria Weber',
  sessionMode: 'address',
  videoLink: '',
  phone: '',
  address: 'Hauptstraße 1\n10115 Berlin',
  availability: null,
  hasVideoCallBase: false,
};

function serve(put: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (String(input) !== '/api/counsellor/settings') throw new Error(`unexpected request to ${String(input)}`);
    return method === 'PUT' ? put() : json(200, SETTINGS);
  });
}

describe('Sitzungsart und Zeiten', () => {
  it('saves the settings with PUT and says so', async () => {
    const user = userEvent.setup();
    serve(() => json(200, SETTINGS));
    renderWithProviders(<CounsellorSettingsPage />, { path: '/dashboard/counsellor/settings' });
    expect((await screen.findByLabelText('Adresse')) as HTMLTextAreaElement).toHaveProperty('value', 'Hauptstraße 1\n10115 Berlin');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Ihre Einstellungen wurden gespeichert.')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(await requestOf(put)).toEqual({
      method: 'PUT',
      path: '/api/counsellor/settings',
      body: { sessionMode: 'address', videoLink: '', phone: '', address: 'Hauptstraße 1\n10115 Berlin', availability: null },
    });
  });

  it("shows the API's field errors at the fields", async () => {
    const user = userEvent.setup();
    serve(() => json(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid.', fields: { address: 'TOO_LONG' } } }));
    renderWithProviders(<CounsellorSettingsPage />, { path: '/dashboard/counsellor/settings' });
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Diese Angabe ist zu lang.')).toBeTruthy();
    expect(screen.getByLabelText('Adresse').getAttribute('aria-invalid')).toBe('true');
  });
});
