// @vitest-environment happy-dom
// The category form: name and description are required, no MPU type is allowed (the server saves alcohol),
// and a taken name is said at the name field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { CategoryDialog } from './category-dialog';

setUpGermanComponentTests();

async function renderDialog(onSaved = vi.fn()) {
  renderWithProviders(<CategoryDialog category="new" onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Neue Kategorie' });
  const user = userEvent.setup();
  return {
    dialog,
    user,
    onSaved,
    name: within(dialog).getByRole('textbox', { name: 'Name' }),
    description: within(dialog).getByRole('textbox', { name: 'Beschreibung' }),
    submit: within(dialog).getByRole('button', { name: 'Kategorie erstellen' }),
  };
}

describe('category form', () => {
  it("says 'Bitte füllen Sie alle Felder aus.' and sends nothing when the description is blank", async () => {
    const { dialog, user, name, description, submit, onSaved } = await renderDialog();
    await user.type(name, 'Alkohol am Steuer');
    await user.type(description, '   ');
    await user.click(submit);
    expect(await within(dialog).findByText('Bitte füllen Sie alle Felder aus.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers the five MPU types and sends the chosen ones', async () => {
    fetchMock.mockImplementation(async () => json(201, { id: 'c1' }));
    const { dialog, user, name, description, submit, onSaved } = await renderDialog();
    const toggles = within(dialog).getAllByRole('button', { pressed: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      'Alkohol-MPU',
      'Drogen-MPU',
      'Verkehrsauffälligkeiten-MPU',
      'Straftaten-MPU',
      'Medizinalcannabis-MPU',
    ]);
    expect(within(dialog).getByText('Ohne Auswahl gilt die Kategorie für die Alkohol-MPU.')).toBeTruthy();
    await user.type(name, ' Straftaten ');
    await user.type(description, 'Fragen zu Straftaten');
    await user.click(within(dialog).getByRole('button', { name: 'Straftaten-MPU' }));
    await user.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'POST',
      path: '/api/admin/quiz/categories',
      body: { name: 'Straftaten', description: 'Fragen zu Straftaten', mpuTypes: ['criminal'], translations: {} },
    });
  });

  it('a taken name is said at the name field', async () => {
    fetchMock.mockImplementation(async () => json(409, { error: { code: 'CATEGORY_EXISTS', message: 'exists' } }));
    const { dialog, user, name, description, submit, onSaved } = await renderDialog();
    await user.type(name, 'Alkohol');
    await user.type(description, 'x');
    await user.click(submit);
    expect(await within(dialog).findByText('Eine Kategorie mit diesem Namen gibt es bereits.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a name that starts like a spreadsheet formula is said at the name field and nothing is sent', async () => {
    const { dialog, user, name, description, submit, onSaved } = await renderDialog();
    await user.type(name, '=HYPERLINK("x")');
    await user.type(description, 'x');
    await user.click(submit);
    expect(await within(dialog).findByText('Der Name darf nicht mit =, +, - oder @ beginnen.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
