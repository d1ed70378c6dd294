// @vitest-environment happy-dom
// The password change form as a learner uses it: German messages for every rule, nothing sent while
// a rule is broken, and exactly what reaches better-auth (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { AccountSection } from './account-section';

setUpGermanComponentTests();

async function renderSection() {
  renderWithProviders(<AccountSection email="lea@example.org" />);
  const form = await screen.findByRole('form', { name: 'Passwort ändern' });
  return {
    form,
    current: within(form).getByLabelText('Aktuelles Passwort'),
    next: within(form).getByLabelText('Neues Passwort', { exact: true }),
    confirm: within(form).getByLabelText('Neues Passwort bestätigen'),
    submit: within(form).getByRole('button', { name: 'Passwort ändern' }),
  };
}

/** The requests that reached the network: path and parsed body. */
const sent = () =>
  fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    const body = init?.body ?? (input instanceof Request ? undefined : undefined);
    return {
      path: url.pathname,
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      body: body ? JSON.parse(String(body)) : undefined,
    };
  });

describe('password change form', () => {
  it('an empty form shows the German messages for both passwords and sends nothing', async () => {
    const user = userEvent.setup();
    const { form, submit } = await renderSection();
    await user.click(submit);
    await within(form).findByText('Bitte geben Sie Ihr aktuelles Passwort ein.');
    expect(within(form).getByText('Bitte geben Sie ein neues Passwort ein.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a new password under 6 characters, or two that differ, is refused before sending', async () => {
    const user = userEvent.setup();
    const { form, current, next, confirm, submit } = await renderSection();
    await user.type(current, 'geheim123');
    await user.type(next, '12345');
    await user.type(confirm, '12345');
    await user.click(submit);
    await within(form).findByText('Das Passwort muss mindestens 6 Zeichen lang sein.');

    await user.clear(next);
    await user.type(next, 'neuesPasswort1');
    await user.clear(confirm);
    await user.type(confirm, 'anderesPasswort1');
    await user.click(submit);
    await within(form).findByText('Passwörter stimmen nicht überein');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both passwords and asks to end the other sessions; then says so in German', async () => {
    fetchMock.mockImplementation(async () => json(200, { token: null, user: { id: 'u1', email: 'lea@example.org' } }));
    const user = userEvent.setup();
    const { form, current, next, confirm, submit } = await renderSection();
    await user.type(current, 'geheim123');
    await user.type(next, 'neuesPasswort1');
    await user.type(confirm, 'neuesPasswort1');
    await user.click(submit);
    await within(form).findByText('Passwort erfolgreich aktualisiert');
    expect(within(form).getByText('Auf anderen Geräten wurden Sie abgemeldet.')).toBeTruthy();
    expect(sent()).toEqual([
      {
        path: '/api/auth/change-password',
        method: 'POST',
        body: { currentPassword: 'geheim123', newPassword: 'neuesPasswort1', revokeOtherSessions: true },
      },
    ]);
    // the fields are emptied for the next change
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
  });

  it('a wrong current password is shown at the field, in German', async () => {
    fetchMock.mockImplementation(async () => json(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' }));
    const user = userEvent.setup();
    const { form, current, next, confirm, submit } = await renderSection();
    await user.type(current, 'falsch123');
    await user.type(next, 'neuesPasswort1');
    await user.type(confirm, 'neuesPasswort1');
    await user.click(submit);
    await within(form).findByText('Fehler beim Aktualisieren des Passworts');
    expect(within(form).getAllByText('Das aktuelle Passwort ist nicht korrekt.').length).toBeGreaterThan(0);
    expect(current.getAttribute('aria-invalid')).toBe('true');
  });
});
