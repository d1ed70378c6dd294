// @vitest-environment happy-dom
// The permissions editor as an admin uses it: the boxes show the user's pages, every box is locked
// while saving, all seven keys are sent in one PUT (fetch stubbed at the network boundary), and a
// refusal is said in German.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@common/schemas/admin-users';
import { fetchMock, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { PermissionsDialog } from './permissions-dialog';

setUpGermanComponentTests();

const USER: AdminUser = {
  id: 'u1',
  email: 'lea@example.org',
  role: 'user',
  mpuReasons: ['alcohol'],
  createdAt: '2026-01-01T00:00:00.000Z',
  hasAbstinenceProgramme: false,
  permissions: {
    courses: false,
    videos: true,
    lexicon: true,
    news: false,
    'book-session': false,
    'ai-assistant': false,
    'exam-trainer': false,
    'performance-trainer': true,
    abstinence: true,
    'my-story': true,
  },
};

async function renderDialog(onSaved = vi.fn()) {
  renderWithProviders(<PermissionsDialog user={USER} onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Seitenrechte für lea@example.org' });
  const box = (label: string) => within(dialog).getByRole('checkbox', { name: label });
  return { dialog, box, submit: within(dialog).getByRole('button', { name: 'Seitenrechte speichern' }), onSaved };
}

describe('permissions editor', () => {
  it('shows the stored pages checked and the others unchecked', async () => {
    const { box } = await renderDialog();
    expect((box('Videokurse') as HTMLInputElement).checked).toBe(true);
    expect((box('MPU-Lexikon') as HTMLInputElement).checked).toBe(true);
    expect((box('Abstinenznachweise') as HTMLInputElement).checked).toBe(true);
    for (const label of ['Multiple-Choice-Kurse', 'Neuigkeiten', 'Einzelsitzung buchen', 'KI-Assistent', 'Prüfungstrainer']) {
      expect((box(label) as HTMLInputElement).checked).toBe(false);
    }
  });

  it('sends all eight keys in one PUT, with the change; the boxes are locked while it saves', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { box, submit, onSaved } = await renderDialog();
    const user = userEvent.setup();
    await user.click(box('Multiple-Choice-Kurse'));
    await user.click(box('Videokurse'));
    await user.click(submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'PUT',
      path: '/api/admin/users/u1/permissions',
      body: {
        permissions: {
          courses: true,
          videos: false,
          lexicon: true,
          news: false,
          'book-session': false,
          'ai-assistant': false,
          'exam-trainer': false,
          'performance-trainer': true,
          abstinence: true,
          'my-story': true,
        },
      },
    });
    await waitFor(() => expect((box('KI-Assistent') as HTMLInputElement).disabled).toBe(true));
    answer(
      new Response(JSON.stringify({ success: true, message: 'PERMISSIONS_UPDATED' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });

  it('a refusal is shown in German and nothing counts as saved', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: { code: 'USER_NOT_FOUND', message: 'No such user.' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { dialog, submit, onSaved } = await renderDialog();
    await userEvent.setup().click(submit);
    await within(dialog).findByText('Diesen Benutzer gibt es nicht mehr. Die Liste wird aktualisiert.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
