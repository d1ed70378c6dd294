// @vitest-environment happy-dom
// The quiz below a video as a learner uses it: the submit button appears with a selection, the
// server's evaluation locks the options and names the right ones, an earlier answer comes locked,
// and an answer given in another tab (409) reloads the quiz (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoQuizQuestion } from '@common/schemas/videos';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { VideoQuiz } from './video-quiz';

setUpGermanComponentTests();

const VIDEO_ID = '7b0f7c1e-3f0a-4c55-9a51-2d3c1d1f0a01';
const QUESTION_ID = '0c8a5a5e-1111-4c55-9a51-2d3c1d1f0a02';

const question = (answered: VideoQuizQuestion['answered'] = null, multiple = false): VideoQuizQuestion => ({
  id: QUESTION_ID,
  question: 'Wie lange dauert der Abbau von 1 ‰ Alkohol etwa?',
  options: ['1 Stunde', '7 bis 10 Stunden', '24 Stunden'],
  contentLanguage: 'de',
  order: 1,
  multiple,
  answered,
});

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the video quiz', () => {
  it('shows the submit button only with a selection; a wrong answer names the right one and locks the options', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { questions: [question()] }))
      .mockResolvedValueOnce(json(200, { isCorrect: false, correctAnswers: ['7 bis 10 Stunden'] }));
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);

    // one right answer: radio buttons lettered A, B, C, no hint that several could be right
    expect(await screen.findByRole('radio', { name: /^A\) 1 Stunde$/ })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByText('Mehrere Antworten möglich')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Testen Sie Ihr Wissen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Antwort abschicken' })).toBeNull();

    await user.click(radio(/C\) 24 Stunden/));
    await user.click(radio(/A\) 1 Stunde/));
    expect(radio(/C\) 24 Stunden/).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Antwort abschicken' }));

    expect(await screen.findByText('Nicht ganz richtig.')).toBeTruthy();
    expect(screen.getByText('Die richtige Antwort ist: B) 7 bis 10 Stunden')).toBeTruthy();
    expect(await requestOf(fetchMock.mock.calls[1]!)).toEqual({
      method: 'POST',
      path: `/api/videos/quiz/${QUESTION_ID}/answer`,
      body: { selected: ['1 Stunde'] },
    });
    // the feedback sits in a polite live region
    expect(screen.getByText('Nicht ganz richtig.').closest('[aria-live="polite"]')).toBeTruthy();
    // the right option is marked in words, the wrong choice too
    expect(within(radio(/B\) 7 bis 10 Stunden/).closest('label')!).getByText('Richtige Antwort')).toBeTruthy();
    expect(within(radio(/A\) 1 Stunde/).closest('label')!).getByText('Ihre Auswahl – nicht richtig')).toBeTruthy();
    for (const name of [/A\)/, /B\)/, /C\)/]) expect(radio(name).disabled).toBe(true);
    expect(radio(/A\)/).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort abschicken' })).toBeNull();
  });

  it('several right: checkboxes with the hint; a choice can be taken back before sending', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { questions: [question(null, true)] }))
      .mockResolvedValueOnce(json(200, { isCorrect: true, correctAnswers: ['1 Stunde', '7 bis 10 Stunden'] }));
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);
    expect(await screen.findByText('Mehrere Antworten möglich')).toBeTruthy();
    await user.click(checkbox(/A\) 1 Stunde/));
    await user.click(checkbox(/C\) 24 Stunden/));
    await user.click(checkbox(/C\) 24 Stunden/));
    await user.click(checkbox(/B\) 7 bis 10 Stunden/));
    await user.click(screen.getByRole('button', { name: 'Antwort abschicken' }));
    expect(await screen.findByText('Richtig! Gut gemacht!')).toBeTruthy();
    expect((await requestOf(fetchMock.mock.calls[1]!)).body).toEqual({ selected: ['1 Stunde', '7 bis 10 Stunden'] });
  });

  it('names the right answers in the order A, B, C they are shown, whatever order they were stored in', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { questions: [question(null, true)] }))
      .mockResolvedValueOnce(json(200, { isCorrect: false, correctAnswers: ['24 Stunden', '1 Stunde'] }));
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);
    await user.click(await screen.findByRole('checkbox', { name: /B\) 7 bis 10 Stunden/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort abschicken' }));
    expect(await screen.findByText('Die richtigen Antworten sind: A) 1 Stunde, C) 24 Stunden')).toBeTruthy();
  });

  it('names several right answers and praises a right one', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(
        json(200, {
          questions: [
            question({ selected: ['24 Stunden'], isCorrect: false, correctAnswers: ['1 Stunde', '7 bis 10 Stunden'] }, true),
            { ...question(), id: 'second', order: 2, question: 'Was baut Alkohol ab?', options: ['Die Leber', 'Die Lunge'] },
          ],
        }),
      )
      .mockResolvedValueOnce(json(200, { isCorrect: true, correctAnswers: ['Die Leber'] }));
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);

    expect(await screen.findByText('Die richtigen Antworten sind: A) 1 Stunde, B) 7 bis 10 Stunden')).toBeTruthy();
    await user.click(radio(/A\) Die Leber/));
    await user.click(screen.getByRole('button', { name: 'Antwort abschicken' }));
    expect(await screen.findByText('Richtig! Gut gemacht!')).toBeTruthy();
    expect(radio(/A\) Die Leber/).disabled).toBe(true);
  });

  it('shows an earlier answer locked, without a submit button', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, { questions: [question({ selected: ['7 bis 10 Stunden'], isCorrect: true, correctAnswers: ['7 bis 10 Stunden'] })] }),
    );
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);

    expect(await screen.findByText('Richtig! Gut gemacht!')).toBeTruthy();
    expect(radio(/B\) 7 bis 10 Stunden/).checked).toBe(true);
    for (const name of [/A\)/, /B\)/, /C\)/]) expect(radio(name).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort abschicken' })).toBeNull();
  });

  it('reloads the quiz when the question was answered already (409), and offers a retry on other errors', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(json(200, { questions: [question()] }))
      .mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }))
      .mockResolvedValueOnce(json(409, { error: { code: 'ALREADY_ANSWERED', message: 'x' } }))
      .mockResolvedValueOnce(
        json(200, { questions: [question({ selected: ['24 Stunden'], isCorrect: false, correctAnswers: ['7 bis 10 Stunden'] })] }),
      );
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);

    await user.click(await screen.findByRole('radio', { name: /A\) 1 Stunde/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort abschicken' }));
    expect(await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')).toBeTruthy();
    expect(radio(/A\) 1 Stunde/).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Nicht ganz richtig.')).toBeTruthy();
    expect(radio(/C\) 24 Stunden/).checked).toBe(true);
    await waitFor(() => expect(radio(/A\) 1 Stunde/).disabled).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
