// @vitest-environment happy-dom
// The question form as an admin uses it: an empty option cannot be marked correct, emptying an option drops its
// mark, a form without the required parts sends nothing, and blank options are not sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuizCategorySummary } from '@common/schemas/quiz';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { QuestionDialog } from './question-dialog';

setUpGermanComponentTests();

const CATEGORIES: QuizCategorySummary[] = [
  { id: '5b0c3a4e-8f1d-4c1b-9a57-0d2f3e4a5b6c', name: 'Alkohol', description: 'd', mpuTypes: ['alcohol'], questionCount: 3 },
  { id: '7c1d4b5f-9a2e-4d2c-8b68-1e3a4f5b6c7d', name: 'Drogen', description: 'd', mpuTypes: ['drugs'], questionCount: 0 },
];

async function renderDialog(onSaved = vi.fn()) {
  renderWithProviders(<QuestionDialog question="new" categories={CATEGORIES} onClose={() => {}} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: 'Neue Frage' });
  const user = userEvent.setup();
  const option = (letter: string) => within(dialog).getByRole('textbox', { name: `Option ${letter}` });
  const mark = (letter: string) => within(dialog).getByRole('checkbox', { name: `Option ${letter} ist richtig` }) as HTMLInputElement;
  return { dialog, user, option, mark, onSaved, submit: within(dialog).getByRole('button', { name: 'Frage erstellen' }) };
}

describe('question form', () => {
  it('an empty option cannot be marked correct; emptying an option drops its mark', async () => {
    const { user, option, mark } = await renderDialog();
    expect(mark('A').disabled).toBe(true);
    await user.type(option('A'), '0,5 Promille');
    expect(mark('A').disabled).toBe(false);
    await user.click(mark('A'));
    expect(mark('A').checked).toBe(true);
    await user.clear(option('A'));
    expect(mark('A').checked).toBe(false);
    expect(mark('A').disabled).toBe(true);
    await user.type(option('A'), 'neu');
    expect(mark('A').checked).toBe(false);
  });

  it("editing a marked option's text drops its 'Richtig' mark and says so; the other marks stay", async () => {
    const { dialog, user, option, mark } = await renderDialog();
    expect(within(dialog).getByText(/Ändern Sie den Text einer Option, wird ihre Markierung „Richtig“ entfernt\./)).toBeTruthy();
    await user.type(option('A'), '0,5 Promille');
    await user.type(option('B'), '1,1 Promille');
    await user.click(mark('A'));
    await user.click(mark('B'));
    await user.type(option('A'), '!');
    expect(mark('A').checked).toBe(false);
    expect(mark('B').checked).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toBe('Die Markierung „Richtig“ von Option A wurde entfernt.');
  });

  it('editing an option of a stored question: the edited option loses its mark and is sent without it', async () => {
    const stored = {
      id: '9d2e5c6a-0b3f-4e4d-9c79-2f4b5a6c7d8e',
      categoryId: CATEGORIES[0]!.id,
      question: 'Ab wie viel Promille ist man absolut fahruntüchtig?',
      options: ['0,5 Promille', '1,1 Promille', '1,6 Promille'],
      correctAnswers: ['1,1 Promille'],
      explanation: '',
      difficulty: 'medium' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
      legalBasis: '',
      checkedOn: null,
      translations: { tr: null, en: null },
    };
    renderWithProviders(<QuestionDialog question={stored} categories={CATEGORIES} onClose={() => {}} onSaved={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Frage bearbeiten' });
    const user = userEvent.setup();
    const option = (letter: string) => within(dialog).getByRole('textbox', { name: `Option ${letter}` });
    const mark = (letter: string) => within(dialog).getByRole('checkbox', { name: `Option ${letter} ist richtig` }) as HTMLInputElement;
    expect(mark('B').checked).toBe(true);
    await user.type(option('B'), ' BAK');
    expect(mark('B').checked).toBe(false);
    // without a correct answer the form refuses and sends nothing
    await user.click(within(dialog).getByRole('button', { name: 'Frage speichern' }));
    expect(await within(dialog).findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    const saved = { ...stored, options: ['0,5 Promille', '1,1 Promille BAK', '1,6 Promille'], correctAnswers: ['1,1 Promille BAK'] };
    fetchMock.mockImplementation(async () => json(200, saved));
    await user.click(mark('B'));
    await user.click(within(dialog).getByRole('button', { name: 'Frage speichern' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await requestOf(fetchMock.mock.calls[0]!)).toMatchObject({
      method: 'PUT',
      path: `/api/admin/quiz/questions/${stored.id}`,
      body: { options: saved.options, correctAnswers: saved.correctAnswers },
    });
  });

  it("says 'Bitte füllen Sie alle Pflichtfelder aus.' and sends nothing when a correct answer is missing", async () => {
    const { dialog, user, option, submit, onSaved } = await renderDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kategorie' }), 'Alkohol');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fragetext' }), 'Ab wann ist man fahruntüchtig?');
    await user.type(option('A'), 'Ja');
    await user.type(option('B'), 'Nein');
    await user.click(submit);
    expect(await within(dialog).findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the same without a category or question text', async () => {
    const { dialog, user, option, mark, submit } = await renderDialog();
    await user.type(option('A'), 'Ja');
    await user.type(option('B'), 'Nein');
    await user.click(mark('B'));
    await user.click(submit);
    expect(await within(dialog).findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the filled options, the correct ones as texts, difficulty easy by default', async () => {
    fetchMock.mockImplementation(async () =>
      json(201, {
        id: 'q1',
        categoryId: CATEGORIES[1]!.id,
        question: 'Was ist THC?',
        options: ['Ein Wirkstoff', 'Ein Auto'],
        correctAnswers: ['Ein Wirkstoff'],
        explanation: '',
        difficulty: 'easy',
        createdAt: '2026-01-01T00:00:00.000Z',
        legalBasis: '',
        checkedOn: null,
        translations: { tr: null, en: null },
      }),
    );
    const { dialog, user, option, mark, submit, onSaved } = await renderDialog();
    expect((within(dialog).getByRole('combobox', { name: 'Schwierigkeit' }) as HTMLSelectElement).value).toBe('easy');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kategorie' }), 'Drogen');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fragetext' }), 'Was ist THC?');
    await user.type(option('A'), ' Ein Wirkstoff ');
    await user.type(option('C'), 'Ein Auto');
    await user.click(mark('A'));
    await user.click(submit);

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('created'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'POST',
      path: '/api/admin/quiz/questions',
      body: {
        categoryId: CATEGORIES[1]!.id,
        question: 'Was ist THC?',
        options: ['Ein Wirkstoff', 'Ein Auto'],
        correctAnswers: ['Ein Wirkstoff'],
        explanation: '',
        difficulty: 'easy',
        legalBasis: '',
        checkedOn: null,
        // no version typed in: none sent
        translations: {},
      },
    });
  });

  it("shows 'Fehler beim Erstellen der Frage' when the server fails, and keeps the form", async () => {
    fetchMock.mockImplementation(async () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }));
    const { dialog, user, option, mark, submit, onSaved } = await renderDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kategorie' }), 'Alkohol');
    await user.type(within(dialog).getByRole('textbox', { name: 'Fragetext' }), 'Frage');
    await user.type(option('A'), 'Ja');
    await user.type(option('B'), 'Nein');
    await user.click(mark('B'));
    await user.click(submit);
    expect(await within(dialog).findByText('Fehler beim Erstellen der Frage')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect((option('A') as HTMLInputElement).value).toBe('Ja');
  });
});
