// @vitest-environment happy-dom
// The overview's "Tagesziel" card: the day's count against the goal, a bar, the days in a row, and
// only neutral or encouraging words, whether the goal is far, reached, or the row broke.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { DailyGoalCard } from './daily-goal-card';

setUpGermanComponentTests();

function serve(progress: { dailyGoal: number; answeredToday: number; daysInARow: number }) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/dashboard/today') return json(200, progress);
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

const GUILT = /verloren|verpasst|unterbrochen|leider|nicht geschafft/i;

describe('the daily goal card', () => {
  it('shows today’s count of the goal, the bar, the days in a row and what is left', async () => {
    serve({ dailyGoal: 20, answeredToday: 12, daysInARow: 5 });
    renderWithProviders(<DailyGoalCard canOpenQuiz />, { path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Heute: 12 von 20 Fragen' })).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Heute: 12 von 20 Fragen' });
    // 12 of 20 = 60 %
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuetext')).toBe('12 von 20 Fragen');
    expect(screen.getByText('5 Tage in Folge')).toBeTruthy();
    expect(screen.getByText('Heute noch 8 Fragen bis zum Tagesziel.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fragen üben' }).getAttribute('href')).toBe('/dashboard/courses');
    expect(screen.getByRole('link', { name: 'Tagesziel ändern' }).getAttribute('href')).toBe('/dashboard/settings#tagesziel');
  });

  it('says nothing about a broken row and encourages on a day without answers', async () => {
    serve({ dailyGoal: 20, answeredToday: 0, daysInARow: 0 });
    const { container } = renderWithProviders(<DailyGoalCard canOpenQuiz />, { path: '/dashboard' });
    expect(await screen.findByText('Heute noch 20 Fragen bis zum Tagesziel.')).toBeTruthy();
    expect(screen.queryByText(/in Folge/)).toBeNull();
    expect(container.textContent).not.toMatch(GUILT);
  });

  it('says the goal is reached, with the bar full, once the answers pass it', async () => {
    serve({ dailyGoal: 20, answeredToday: 25, daysInARow: 1 });
    const { container } = renderWithProviders(<DailyGoalCard canOpenQuiz />, { path: '/dashboard' });
    expect(await screen.findByText('Tagesziel erreicht. Gut gemacht!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heute: 25 von 20 Fragen' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // one day is no row yet
    expect(screen.queryByText(/in Folge/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fragen üben' })).toBeNull();
    expect(container.textContent).not.toMatch(GUILT);
  });

  it('neither asks nor shows anything while the exam questions are closed to the learner', async () => {
    serve({ dailyGoal: 20, answeredToday: 3, daysInARow: 2 });
    const { container } = renderWithProviders(<DailyGoalCard canOpenQuiz={false} />, { path: '/dashboard' });
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
