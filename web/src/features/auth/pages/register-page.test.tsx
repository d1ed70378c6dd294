// @vitest-environment happy-dom
// Registration as a learner uses it: German messages for each rule, nothing sent without the
// health-data consent, exactly what reaches POST /api/register (fetch stubbed at the network
// boundary), and the server's refusal in German.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { RegisterPage } from './register-page';

setUpGermanComponentTests();

async function renderPage() {
  renderWithProviders(<RegisterPage />, { path: '/register' });
  await screen.findByRole('heading', { name: 'Konto erstellen' });
  return {
    email: screen.getByLabelText('E-Mail-Adresse'),
    password: screen.getByLabelText('Passwort'),
    reason: screen.getByLabelText('Grund für Ihre MPU'),
    consent: screen.getByRole('checkbox', { name: /Ich willige ein/ }),
    submit: screen.getByRole('button', { name: 'Registrieren' }),
  };
}

describe('registration page', () => {
  it('an empty form names every rule in German and sends nothing', async () => {
    const { submit } = await renderPage();
    await userEvent.setup().click(submit);
    await screen.findByText('Bitte wählen Sie den Grund für Ihre MPU aus.');
    expect(screen.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a short password and a missing consent are refused before sending', async () => {
    const user = userEvent.setup();
    const { email, password, reason, submit } = await renderPage();
    await user.type(email, 'lea@example.org');
    await user.type(password, '12345');
    await user.selectOptions(reason, 'drugs');
    await user.click(submit);
    await screen.findByText('Das Passwort muss mindestens 6 Zeichen lang sein.');
    expect(screen.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends address, password, reason, consent and the UI language; then says what to do next', async () => {
    fetchMock.mockImplementation(async () => json(201, { success: true, message: 'REGISTERED' }));
    const user = userEvent.setup();
    const { email, password, reason, consent, submit } = await renderPage();
    await user.type(email, 'lea@example.org');
    await user.type(password, 'geheim123');
    await user.selectOptions(reason, 'drugs');
    await user.click(consent);
    await user.click(submit);
    await screen.findByText(/Registrierung erfolgreich!/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'POST',
      path: '/api/register',
      body: { email: 'lea@example.org', password: 'geheim123', mpuReason: 'drugs', healthDataConsent: true, language: 'de' },
    });
    // a page of its own names the address and offers to send the mail again
    await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    expect(screen.getByText('lea@example.org')).toBeTruthy();
    fetchMock.mockImplementation(async () => json(200, { status: true }));
    await user.click(screen.getByRole('button', { name: 'E-Mail erneut senden' }));
    await screen.findByText(/Wir haben Ihnen eine neue Bestätigungs-E-Mail gesendet/);
    expect(await requestOf(fetchMock.mock.calls[1]!)).toEqual({
      method: 'POST',
      path: '/api/auth/send-verification-email',
      body: { email: 'lea@example.org', callbackURL: '/auth/callback' },
    });
    // a mistyped address: back to the form, the address kept to correct, the password empty
    await user.click(screen.getByRole('button', { name: 'Falsche Adresse?' }));
    await screen.findByRole('heading', { name: 'Konto erstellen' });
    await waitFor(() => expect((screen.getByLabelText('E-Mail-Adresse') as HTMLInputElement).value).toBe('lea@example.org'));
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('');
  });

  it('an address that exists already is said in German', async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { error: { code: 'USER_ALREADY_EXISTS', message: 'exists', fields: { email: 'USER_ALREADY_EXISTS' } } }),
    );
    const user = userEvent.setup();
    const { email, password, reason, consent, submit } = await renderPage();
    await user.type(email, 'lea@example.org');
    await user.type(password, 'geheim123');
    await user.selectOptions(reason, 'alcohol');
    await user.click(consent);
    await user.click(submit);
    await screen.findByText('Diese E-Mail-Adresse existiert bereits. Bitte melden Sie sich an.');
    expect(screen.queryByText(/Registrierung erfolgreich!/)).toBeNull();
  });
});
