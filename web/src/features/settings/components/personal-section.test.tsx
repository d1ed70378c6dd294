// @vitest-environment happy-dom
// Persönliche Daten with the postal address that invoices of booked sessions are made out to: the
// stored address is shown, and saving sends it with the name (trimmed; empty fields stay allowed).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PersonalDetails } from '@common/schemas/settings';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { PersonalSection } from './personal-section';

setUpGermanComponentTests();

const DETAILS: PersonalDetails = {
  firstName: 'Lea',
  middleName: null,
  lastName: 'Öztürk',
  birthDate: null,
  street: 'Hauptstraße 1',
  postalCode: '12345',
  city: '',
};

describe('Persönliche Daten', () => {
  it('shows the stored address and saves street, postal code and city with the name', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true }));
    const user = userEvent.setup();
    renderWithProviders(<PersonalSection details={DETAILS} />);
    const street = await screen.findByRole('textbox', { name: 'Straße und Hausnummer' });
    expect((street as HTMLInputElement).value).toBe('Hauptstraße 1');
    expect((screen.getByRole('textbox', { name: 'Postleitzahl' }) as HTMLInputElement).value).toBe('12345');
    expect(screen.getByText('Ihre Anschrift steht auf den Rechnungen gebuchter Einzelsitzungen.')).toBeTruthy();

    await user.clear(street);
    await user.type(street, ' Lindenallee 7 ');
    await user.type(screen.getByRole('textbox', { name: 'Ort' }), 'Köln');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Persönliche Daten erfolgreich aktualisiert');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'PUT',
      path: '/api/settings/personal',
      body: { ...DETAILS, street: 'Lindenallee 7', city: 'Köln' },
    });
  });
});
