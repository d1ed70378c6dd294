// @vitest-environment jsdom
// The question screen as a learner uses it with mouse and keyboard: 'Antwort prüfen' needs a
// selection, the server's evaluation is shown and locks the options, Enter moves on, and the last
// question ends in the result dialog (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '@common/schemas/quiz';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { QuizRunner } from './quiz-runner';

setUpGermanComponentTests();

const questions: QuizQuestion[] = [
  {
    id: 'q1',
    categoryId: 'c',
    categoryName: 'Alkohol',
    question: 'Ab wann gilt absolute Fahruntüchtigkeit?',
    options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'],
    difficulty: 'medium',
    multiple: false,
  },
  {
    id: 'q2',
    categoryId: 'c',
    categoryName: 'Alkohol',
    question: 'Was weist eine Haaranalyse nach?',
    options: ['Alkoholkonsum (EtG)', 'Drogenkonsum', 'Blutdruck'],
    difficulty: 'easy',
    multiple: true,
  },
];

describe('the question screen', () => {
  it('checks on the server, shows the explanation, locks the options; Enter goes on; the last ends in the result', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { isCorrect: false, correctAnswers: ['1,1 ‰'], explanation: 'Rechtsprechung zu § 316 StGB.' }))
      .mockResolvedValueOnce(json(200, { isCorrect: true, correctAnswers: ['Alkoholkonsum (EtG)', 'Drogenkonsum'], explanation: '' }));
    renderWithProviders(<QuizRunner questions={questions} />, { path: '/dashboard/quiz/random' });

    expect(screen.getByRole('heading', { name: 'Frage 1 von 2' })).toBeTruthy();
    const check = screen.getByRole('button', { name: 'Antwort prüfen' });
    expect((check as HTMLButtonElement).disabled).toBe(true);

    // one right answer: radio buttons, no hint that several could be right
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText('Mehrere Antworten möglich')).toBeNull();
    await user.click(screen.getByRole('radio', { name: '1,6 ‰' }));
    await user.click(screen.getByRole('radio', { name: '0,5 ‰' }));
    expect((screen.getByRole('radio', { name: '1,6 ‰' }) as HTMLInputElement).checked).toBe(false);
    await user.keyboard('{Enter}');
    await screen.findByText('Nicht richtig.');
    expect(screen.getByText('Rechtsprechung zu § 316 StGB.')).toBeTruthy();
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'POST',
      path: '/api/quiz/questions/q1/answer',
      body: { selected: ['0,5 ‰'] },
    });
    expect(within(screen.getByText('1,1 ‰').closest('label')!).getByText('Richtige Antwort')).toBeTruthy();
    expect(within(screen.getByText('0,5 ‰').closest('label')!).getByText('Ihre Auswahl – nicht richtig')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /0,5 ‰/ }) as HTMLInputElement).disabled).toBe(true);
    const next = screen.getByRole('button', { name: 'Nächste Frage' });
    await waitFor(() => expect(document.activeElement).toBe(next));

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Frage 2 von 2' })).toBeTruthy();
    // several right: checkboxes and the hint; the number keys tick them
    expect(screen.getByText('Mehrere Antworten möglich')).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.keyboard('12');
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, false]);
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    await screen.findByText('Richtig! Gut gemacht!');
    await user.click(screen.getByRole('button', { name: 'Quiz beenden' }));

    const dialog = await screen.findByRole('dialog', { name: 'Quiz beendet' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain('Sie haben 1 von 2 Fragen richtig beantwortet (50 %).');
  });

  it('a failed save offers to try again and keeps the selection', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }));
    fetchMock.mockResolvedValueOnce(json(200, { isCorrect: true, correctAnswers: ['1,1 ‰'], explanation: '' }));
    renderWithProviders(<QuizRunner questions={questions} />, { path: '/dashboard/quiz/random' });
    await user.click(screen.getByRole('radio', { name: '1,1 ‰' }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
    expect((screen.getByRole('radio', { name: '1,1 ‰' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('Richtig! Gut gemacht!');
  });
});
