// @vitest-environment happy-dom
// A round without a connection, as the learner meets it: the answer is kept with its key and the moment
// it was given, the card says it will be evaluated once online, a reload goes on after it, and the end
// of the round waits for the answers to reach the server before it opens the result page (fetch stubbed
// at the network boundary; e2e/offline-round.test.ts runs the same against the real server).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuizRound } from '@common/schemas/quiz-rounds';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { listQueuedAnswers, removeQueuedAnswer } from '../../../lib/offline/answer-queue';
import '../locales';
import { RoundPage } from '../pages/round-page';

setUpGermanComponentTests();

const ROUND = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const question = (n: number): QuizRound['questions'][number] => ({
  id: `q${n}`,
  categoryId: 'c',
  categoryName: 'Alkohol',
  question: `Frage Nummer ${n}?`,
  difficulty: 'easy',
  multiple: false,
  marked: false,
  contentLanguage: 'de',
  options: [
    { id: 1, text: `Ja ${n}` },
    { id: 0, text: `Nein ${n}` },
  ],
  answer: null,
});
const round: QuizRound = { id: ROUND, mode: 'random', status: 'active', total: 2, answered: 0, questions: [question(1), question(2)] };

function setOnline(isOnline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
}

function renderRound() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/quiz/rounds/:roundId" element={<RoundPage />} />
      <Route path="/dashboard/quiz/rounds/:roundId/result" element={<h1>Ergebnisseite</h1>} />
    </Routes>,
    { path: `/dashboard/quiz/rounds/${ROUND}` },
  );
}

beforeEach(() => {
  localStorage.removeItem('mpu.offline-answers');
  setOnline(false);
});
afterEach(() => {
  setOnline(true);
  localStorage.removeItem('mpu.offline-answers');
});

describe('a round offline', () => {
  it('keeps each answer with its key and time, says it will be evaluated online, and goes on after a reload', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname;
      if (path === `/api/quiz/rounds/${ROUND}`) return json(200, round);
      throw new Error(`unexpected request to ${path}`);
    });
    const view = renderRound();
    await screen.findByRole('heading', { name: 'Frage 1 von 2' });
    const before = Date.now();
    await user.click(screen.getByRole('radio', { name: 'Nein 1' }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));

    expect(await screen.findByText('Antwort gespeichert – Auswertung, sobald Sie wieder online sind.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Nein 1' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Ja 1' }) as HTMLInputElement).disabled).toBe(true);
    // no request left the browser: the answer waits in the queue
    expect(fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))).toEqual([
      `/api/quiz/rounds/${ROUND}`,
    ]);
    const [queued] = listQueuedAnswers();
    expect(queued).toEqual({
      roundId: ROUND,
      questionId: 'q1',
      selectedOptionIds: [0],
      clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      answeredAt: expect.any(String),
    });
    expect(Date.parse(queued!.answeredAt)).toBeGreaterThanOrEqual(before);

    // a reload (the server's copy still without the answer) continues at question 2
    view.unmount();
    renderRound();
    await screen.findByRole('heading', { name: 'Frage 2 von 2' });

    // the last one: the result waits until the answers have reached the server
    await user.click(screen.getByRole('radio', { name: 'Ja 2' }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    await user.click(await screen.findByRole('button', { name: 'Quiz beenden' }));
    expect(
      await screen.findByText('Alle Fragen sind beantwortet. Das Ergebnis erscheint, sobald Ihre Antworten übertragen sind.'),
    ).toBeTruthy();
    expect(listQueuedAnswers().map((entry) => entry.questionId)).toEqual(['q1', 'q2']);
    act(() => listQueuedAnswers().forEach((entry) => removeQueuedAnswer(entry.clientKey)));
    expect(await screen.findByRole('heading', { name: 'Ergebnisseite' })).toBeTruthy();
  });
});
