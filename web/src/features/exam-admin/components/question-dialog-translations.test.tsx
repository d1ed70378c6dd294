// @vitest-environment happy-dom
// The question editor's Turkish and English columns: each version's status, 'Als aktuell bestätigen' for a stale
// one (sent as confirmed), the options of the used German slots only, and a version given in part refused before
// anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ExamQuestion } from '@common/schemas/exam-admin';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { QuestionDialog } from './question-dialog';

setUpGermanComponentTests();

const CATEGORY = {
  id: '5b0c3a4e-8f1d-4c1b-9a57-0d2f3e4a5b6c',
  name: 'Alkohol',
  description: 'd',
  mpuTypes: ['alcohol' as const],
  questionCount: 1,
};

const STORED: ExamQuestion = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  categoryId: CATEGORY.id,
  question: 'Wer erstellt das Gutachten?',
  options: ['Die BfF', 'Die Polizei'],
  correctAnswers: ['Die BfF'],
  explanation: 'Amtlich anerkannt.',
  difficulty: 'medium',
  legalBasis: '§ 66 FeV',
  checkedOn: '2026-11-01',
  translations: {
    tr: { question: 'Raporu kim hazırlar?', options: ['BfF', 'Polis'], explanation: '', status: 'stale' },
    en: null,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function renderEditor() {
  const onSaved = vi.fn();
  renderWithProviders(<QuestionDialog question={STORED} categories={[CATEGORY]} onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Frage bearbeiten' });
  return {
    dialog,
    onSaved,
    user: userEvent.setup(),
    turkish: within(dialog).getByRole('group', { name: /^Türkisch/ }),
    english: within(dialog).getByRole('group', { name: /^Englisch/ }),
    save: within(dialog).getByRole('button', { name: 'Frage speichern' }),
  };
}

describe('the question editor in three languages', () => {
  it('shows each status; a confirmed stale version reads as current and is sent with confirmed: true', async () => {
    fetchMock.mockImplementation(async () => json(200, STORED));
    const { dialog, turkish, english, user, save, onSaved } = await renderEditor();
    expect(within(turkish).getByText('Übersetzung veraltet')).toBeTruthy();
    expect(within(english).getByText('Übersetzung fehlt')).toBeTruthy();
    expect((within(turkish).getByRole('textbox', { name: 'Fragetext (Türkisch)' }) as HTMLTextAreaElement).value).toBe(
      'Raporu kim hazırlar?',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Rechtsgrundlage' }) as HTMLInputElement).value).toBe('§ 66 FeV');

    await user.click(within(turkish).getByRole('button', { name: 'Als aktuell bestätigen' }));
    expect(within(turkish).getByText('Aktuell')).toBeTruthy();
    expect(within(turkish).queryByText('Übersetzung veraltet')).toBeNull();
    await user.click(save);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('updated'));
    const sent = await requestOf(fetchMock.mock.calls[0]!);
    expect(sent).toMatchObject({ method: 'PUT', path: `/api/admin/quiz/questions/${STORED.id}` });
    expect((sent.body as { translations: unknown; legalBasis: string; checkedOn: string }).translations).toEqual({
      tr: { question: 'Raporu kim hazırlar?', explanation: '', options: ['BfF', 'Polis'], confirmed: true },
    });
    expect(sent.body).toMatchObject({ legalBasis: '§ 66 FeV', checkedOn: '2026-11-01' });
  });

  it('a version given in part is refused with its reason and nothing is sent', async () => {
    const { dialog, english, user, save, onSaved } = await renderEditor();
    await user.type(within(english).getByRole('textbox', { name: 'Fragetext (Englisch)' }), 'Who writes the report?');
    await user.type(within(english).getByRole('textbox', { name: 'Option A (Englisch)' }), 'The BfF');
    await user.click(save);
    expect(
      await within(dialog).findByText(
        'Eine Übersetzung ist unvollständig. Füllen Sie Frage und alle Antwortoptionen der Sprache aus oder leeren Sie die Übersetzung ganz.',
      ),
    ).toBeTruthy();
    expect(within(english).getByRole('textbox', { name: 'Option B (Englisch)' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
