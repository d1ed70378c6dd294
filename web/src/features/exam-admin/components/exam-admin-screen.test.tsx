// @vitest-environment happy-dom
// The exam-question admin screen: the list as the server answers it, 'Alle löschen' with its two confirmations,
// a single delete, and the empty state. fetch is stubbed at the network boundary, answering per route.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExamCategory, ExamQuestion } from '@common/schemas/exam-admin';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { ExamAdminScreen } from './exam-admin-screen';

setUpGermanComponentTests();

const CATEGORY: ExamCategory = {
  id: '5b0c3a4e-8f1d-4c1b-9a57-0d2f3e4a5b6c',
  name: 'Alkohol',
  description: 'Fragen zu Alkohol',
  mpuTypes: ['alcohol'],
  questionCount: 5,
  translations: { tr: null, en: null },
};

const QUESTION: ExamQuestion = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  categoryId: CATEGORY.id,
  question: 'Ab wie viel Promille droht eine MPU?',
  options: ['0,5', '1,1', '1,6'],
  correctAnswers: ['1,6'],
  explanation: 'Ab 1,6 Promille ordnet die Behörde eine MPU an.',
  difficulty: 'medium',
  createdAt: '2026-01-01T00:00:00.000Z',
  legalBasis: '',
  checkedOn: null,
  translations: { tr: null, en: null },
};

const ORPHAN: ExamQuestion = { ...QUESTION, id: 'a1b2c3d4-0000-4000-8000-000000000002', categoryId: 'gone', question: 'Ohne Kategorie?' };

interface Sent {
  method: string;
  path: string;
}

function serve({ questions = [QUESTION, ORPHAN] }: { questions?: ExamQuestion[] } = {}) {
  const sent: Sent[] = [];
  let remaining = questions;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const { pathname } = new URL(request.url);
    sent.push({ method: request.method, path: pathname });
    if (request.method === 'GET' && pathname === '/api/admin/quiz/categories') {
      return json(200, { categories: [{ ...CATEGORY, questionCount: remaining.length === 0 ? 0 : CATEGORY.questionCount }] });
    }
    if (request.method === 'GET' && pathname === '/api/admin/quiz/questions') {
      return json(200, { items: remaining, total: remaining.length, page: 1, pageSize: 20 });
    }
    if (request.method === 'DELETE' && pathname === '/api/admin/quiz/questions') {
      const deleted = remaining.length;
      remaining = [];
      return json(200, { deleted });
    }
    if (request.method === 'DELETE' && pathname.startsWith('/api/admin/quiz/questions/')) {
      remaining = remaining.filter((question) => !pathname.endsWith(question.id));
      return json(200, { success: true });
    }
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
  return sent;
}

const deletes = (sent: Sent[]) => sent.filter((request) => request.method === 'DELETE');

describe('exam admin screen', () => {
  it('lists each question with category, difficulty, marked answers and explanation', async () => {
    serve();
    renderWithProviders(<ExamAdminScreen />, { path: '/dashboard/admin/quiz' });
    const article = (await screen.findByRole('heading', { name: QUESTION.question })).closest('article')!;
    expect(within(article).getByText('Alkohol')).toBeTruthy();
    expect(within(article).getByText('Mittel')).toBeTruthy();
    expect(within(article).getByText('(Richtig)').parentElement!.textContent).toBe('1,6 (Richtig)');
    expect(within(article).getByText(QUESTION.explanation)).toBeTruthy();
    expect(within(article).getByRole('button', { name: `Frage bearbeiten: ${QUESTION.question}` })).toBeTruthy();
    const orphan = screen.getByRole('heading', { name: 'Ohne Kategorie?' }).closest('article')!;
    expect(within(orphan).getByText('Unbekannte Kategorie')).toBeTruthy();
    expect(screen.getByText('2 Fragen gefunden')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Administration' }).getAttribute('href')).toBe('/dashboard/admin');
  });

  it("'Alle löschen' sends the DELETE only after the second, stronger confirmation", async () => {
    const sent = serve();
    renderWithProviders(<ExamAdminScreen />, { path: '/dashboard/admin/quiz' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: QUESTION.question });
    const deleteAll = screen.getByRole('button', { name: 'Alle löschen' });
    await waitFor(() => expect((deleteAll as HTMLButtonElement).disabled).toBe(false));

    await user.click(deleteAll);
    const first = await screen.findByRole('dialog', { name: 'Alle Prüfungsfragen löschen?' });
    await user.click(within(first).getByRole('button', { name: 'Weiter' }));
    expect(deletes(sent)).toEqual([]);

    const second = await screen.findByRole('dialog', { name: 'Wirklich alle Fragen endgültig löschen?' });
    expect(within(second).getByText(/Es werden alle 5 Prüfungsfragen/)).toBeTruthy();
    expect(deletes(sent)).toEqual([]);
    await user.click(within(second).getByRole('button', { name: 'Endgültig alle löschen' }));

    expect(await screen.findByText('Alle Prüfungsfragen wurden gelöscht.')).toBeTruthy();
    expect(deletes(sent)).toEqual([{ method: 'DELETE', path: '/api/admin/quiz/questions' }]);
    expect(await screen.findByText('Keine Fragen gefunden')).toBeTruthy();
  });

  it("cancelling either confirmation of 'Alle löschen' deletes nothing", async () => {
    const sent = serve();
    renderWithProviders(<ExamAdminScreen />, { path: '/dashboard/admin/quiz' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: QUESTION.question });
    const deleteAll = screen.getByRole('button', { name: 'Alle löschen' });
    await waitFor(() => expect((deleteAll as HTMLButtonElement).disabled).toBe(false));

    await user.click(deleteAll);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Alle Prüfungsfragen löschen?' })).getByRole('button', { name: 'Abbrechen' }),
    );
    await user.click(deleteAll);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Alle Prüfungsfragen löschen?' })).getByRole('button', { name: 'Weiter' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Wirklich alle Fragen endgültig löschen?' })).getByRole('button', {
        name: 'Abbrechen',
      }),
    );
    expect(deletes(sent)).toEqual([]);
  });

  it('deletes one question after its confirmation and says so', async () => {
    const sent = serve();
    renderWithProviders(<ExamAdminScreen />, { path: '/dashboard/admin/quiz' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Frage löschen: ${QUESTION.question}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage löschen' });
    expect(within(dialog).getByText('Sind Sie sicher, dass Sie diese Frage löschen möchten?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Frage löschen' }));
    expect(await screen.findByText('Frage erfolgreich gelöscht')).toBeTruthy();
    expect(deletes(sent)).toEqual([{ method: 'DELETE', path: `/api/admin/quiz/questions/${QUESTION.id}` }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: QUESTION.question })).toBeNull());
  });

  it('says what to do when there are no questions', async () => {
    serve({ questions: [] });
    renderWithProviders(<ExamAdminScreen />, { path: '/dashboard/admin/quiz' });
    expect(await screen.findByText('Keine Fragen gefunden')).toBeTruthy();
    expect(screen.getByText('Erstellen Sie eine neue Frage oder importieren Sie eine CSV-Datei.')).toBeTruthy();
  });
});
