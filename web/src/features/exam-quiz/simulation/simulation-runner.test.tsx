// @vitest-environment happy-dom
// A running simulation as the learner uses it: an answer is sent as the option's id (not its position
// on screen), nothing says right or wrong, the overview follows, and 'Abgeben' names the open questions.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExamSimulation } from '@common/schemas/exam-simulation';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { SimulationRunner } from './simulation-runner';

setUpGermanComponentTests();

const question = (id: string, text: string, options: string[], order: number[]) => ({
  id,
  text,
  categoryName: 'Alkohol',
  options: order.map((optionId) => ({ id: optionId, text: options[optionId]! })),
  multiple: false,
  selected: [],
  marked: false,
  contentLanguage: 'de' as const,
  review: null,
});

const simulation: ExamSimulation = {
  id: 'sim-1',
  status: 'running',
  startedAt: '2026-11-26T10:00:00.000Z',
  deadline: '2026-11-26T10:30:00.000Z',
  now: '2026-11-26T10:00:00.000Z',
  minutes: 30,
  passPercent: 80,
  submittedAt: null,
  submittedBy: null,
  questions: [
    // shown in the order 2, 0, 1: "1,1 ‰" is third on screen and has the id 1
    question('q1', 'Ab wann gilt absolute Fahruntüchtigkeit?', ['0,5 ‰', '1,1 ‰', '1,6 ‰'], [2, 0, 1]),
    question('q2', 'Was misst EtG?', ['Alkoholabbau', 'THC'], [1, 0]),
    question('q3', 'Was ist die MPU?', ['Gutachten', 'Bußgeld'], [0, 1]),
  ],
  result: null,
};

describe('SimulationRunner', () => {
  it('sends the option id, gives no feedback, updates the overview and names the open questions before handing in', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { saved: true }));
    renderWithProviders(<SimulationRunner simulation={simulation} onTimeUp={() => undefined} />, {
      path: '/dashboard/quiz/simulation/sim-1',
    });

    expect(screen.getAllByText('Frage 1 von 3').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '1,1 ‰' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await requestOf(fetchMock.mock.calls[0]!)).toEqual({
      method: 'PUT',
      path: '/api/exam-simulations/sim-1/answers/q1',
      body: { selected: [1], marked: false },
    });
    expect(screen.queryByText(/Richtig|Nicht richtig/)).toBeNull();

    const overview = screen.getByRole('navigation', { name: 'Fragenübersicht' });
    expect(within(overview).getByText('1 von 3 beantwortet')).toBeTruthy();
    expect(within(overview).getByRole('button', { name: 'Frage 1, beantwortet' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Später ansehen' }));
    expect(within(overview).getByRole('button', { name: 'Frage 2, offen, später ansehen' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Abgeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prüfung abgeben?' });
    expect(dialog.textContent).toContain('2 Fragen sind noch offen und zählen als falsch: Fragen 2, 3.');
  });
});
