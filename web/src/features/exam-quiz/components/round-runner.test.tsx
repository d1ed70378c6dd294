// @vitest-environment happy-dom
// A round kept on the server as the learner meets it: it opens at the first unanswered question (a
// reload continues there), 'Merken' marks the question on the server, a single-answer question has radio buttons, an answer goes out on option
// ids with a key that a retry repeats, and the last question leads to the result page with the score,
// both answers per question and the three ways on (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { QuizRound, RoundReview } from '@common/schemas/quiz-rounds';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { RoundPage } from '../pages/round-page';
import { RoundResultPage } from '../pages/round-result-page';

setUpGermanComponentTests();

const ROUND = '9d2e5c6a-1b3f-4e4d-9c79-2f4b5a6c7d8e';

const round: QuizRound = {
  id: ROUND,
  mode: 'random',
  status: 'active',
  total: 2,
  answered: 1,
  questions: [
    {
      id: 'q1',
      categoryId: 'c',
      categoryName: 'Alkohol',
      question: 'Ab wann gilt absolute Fahruntüchtigkeit?',
      difficulty: 'medium',
      multiple: false,
      marked: false,
      contentLanguage: 'de',
      options: [
        { id: 2, text: '1,6 ‰' },
        { id: 0, text: '0,5 ‰' },
        { id: 1, text: '1,1 ‰' },
      ],
      answer: { selectedOptionIds: [1], isCorrect: true, correctOptionIds: [1], explanation: '', legalBasis: '', checkedOn: null },
    },
    {
      id: 'q2',
      categoryId: 'c',
      categoryName: 'Alkohol',
      question: 'Was misst EtG?',
      difficulty: 'easy',
      multiple: false,
      marked: false,
      contentLanguage: 'de',
      options: [
        { id: 1, text: 'THC' },
        { id: 0, text: 'Alkoholabbau' },
      ],
      answer: null,
    },
  ],
};

const review: RoundReview = {
  id: ROUND,
  mode: 'random',
  score: { correct: 1, total: 2, percent: 50 },
  items: [
    {
      questionId: 'q1',
      question: 'Ab wann gilt absolute Fahruntüchtigkeit?',
      categoryName: 'Alkohol',
      multiple: false,
      options: round.questions[0]!.options,
      selectedOptionIds: [1],
      correctOptionIds: [1],
      isCorrect: true,
      explanation: '',
      legalBasis: '',
      checkedOn: null,
      contentLanguage: 'de',
    },
    {
      questionId: 'q2',
      question: 'Was misst EtG?',
      categoryName: 'Alkohol',
      multiple: false,
      options: round.questions[1]!.options,
      selectedOptionIds: [1],
      correctOptionIds: [0],
      isCorrect: false,
      explanation: 'EtG ist ein Abbauprodukt des Alkohols.',
      legalBasis: '',
      checkedOn: null,
      contentLanguage: 'de',
    },
  ],
};

function renderRound() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/quiz/rounds/:roundId" element={<RoundPage />} />
      <Route path="/dashboard/quiz/rounds/:roundId/result" element={<RoundResultPage />} />
    </Routes>,
    { path: `/dashboard/quiz/rounds/${ROUND}` },
  );
}

describe('a round', () => {
  it('continues at the first open question, answers on ids with one key per answer, and ends on the result page', async () => {
    const user = userEvent.setup();
    const answers: unknown[] = [];
    let answerCalls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
      const { method } = request;
      const path = new URL(request.url).pathname;
      if (path === `/api/quiz/rounds/${ROUND}` && method === 'GET') return json(200, round);
      if (path === `/api/quiz/rounds/${ROUND}/answers`) {
        answers.push((await requestOf([input, init])).body);
        // the first try's answer is lost on the way back; the retry is the same answer
        if (++answerCalls === 1) return json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } });
        return json(200, {
          isCorrect: false,
          correctOptionIds: [0],
          explanation: 'EtG ist ein Abbauprodukt des Alkohols.',
          answered: 2,
          finished: true,
        });
      }
      if (path === `/api/quiz/rounds/${ROUND}/review`) return json(200, review);
      if (path === '/api/quiz/questions/q2/mark' && method === 'PUT') return json(200, { marked: true });
      if (path === '/api/dashboard' || path === '/api/quiz/hub' || path === '/api/quiz/review-due') return json(200, {});
      throw new Error(`unexpected request to ${path}`);
    });
    renderRound();

    expect(await screen.findByRole('heading', { name: 'Frage 2 von 2' })).toBeTruthy();
    const mark = screen.getByRole('button', { name: 'Merken' });
    expect(mark.getAttribute('aria-pressed')).toBe('false');
    await user.click(mark);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Merken' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('radio', { name: 'THC' }));
    await user.click(screen.getByRole('radio', { name: 'Alkoholabbau' }));
    await user.click(screen.getByRole('radio', { name: 'THC' }));
    expect((screen.getByRole('radio', { name: 'Alkoholabbau' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.');
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByText('EtG ist ein Abbauprodukt des Alkohols.');
    expect(answers).toHaveLength(2);
    expect(answers[0]).toEqual({ questionId: 'q2', selectedOptionIds: [1], clientKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(answers[1]).toEqual(answers[0]);
    expect(within(screen.getByText('Alkoholabbau').closest('label')!).getByText('Richtige Antwort')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Quiz beenden' }));
    expect(await screen.findByRole('heading', { name: 'Ergebnis', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Sie haben 1 von 2 Fragen richtig beantwortet/).textContent?.replace(/\u00a0/g, ' ')).toBe(
      'Sie haben 1 von 2 Fragen richtig beantwortet (50 %).',
    );
    const second = screen.getByRole('heading', { name: 'Was misst EtG?' }).closest('li')!;
    expect(within(second).getByText('Falsch')).toBeTruthy();
    expect(within(within(second).getByText('THC').closest('li')!).getByText('Ihre Antwort')).toBeTruthy();
    expect(within(within(second).getByText('Alkoholabbau').closest('li')!).getByText('Richtige Antwort')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Falsche wiederholen' }).getAttribute('href')).toBe('/dashboard/quiz/mistakes');
    expect(screen.getByRole('link', { name: 'Neue Runde' }).getAttribute('href')).toBe('/dashboard/quiz/random');
    expect(screen.getByRole('link', { name: 'Zur Übersicht' }).getAttribute('href')).toBe('/dashboard/courses');
  });
});
