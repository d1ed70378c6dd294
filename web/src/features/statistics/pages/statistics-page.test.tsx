// @vitest-environment happy-dom
// The counts in the sentences of the statistics page as a learner reads them, in German, English and
// Turkish: 'an 1 Tag' and 'an 2 Tagen', '1 Video' and '2 Videos', '1 Antwort' and '1.234 Antworten'
// (i18next plural forms, numbers formatted for the language); the periods of the chooser too.
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { Statistics } from '@common/schemas/statistics';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { i18n } from '../../../lib/i18n';
import { StatisticsPage } from './statistics-page';

setUpGermanComponentTests();
afterAll(() => i18n.changeLanguage('de'));

function statistics({ perDay, videos, chapters }: { perDay: number[]; videos: number; chapters: number }): Statistics {
  return {
    days: 30,
    from: '2026-11-01',
    to: '2026-11-30',
    answersPerDay: perDay.map((answers, i) => ({ date: `2026-11-${String(10 + i)}`, answers, correct: 0 })),
    accuracyPerWeek: [],
    completionsPerWeek: [{ week: '2026-11-23', videos, chapters }],
    readinessPerDay: [{ date: '2026-11-30', readiness: 12 }],
    totals: { questions: 40, videos: 10, chapters: 5 },
    examSimulations: [],
  };
}

async function renderPage(language: 'de' | 'en' | 'tr', data: Statistics) {
  await i18n.changeLanguage(language);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/statistics') return json(200, data);
    // the viewer only decides whether the empty state links to the quiz
    return json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } });
  });
  renderWithProviders(<StatisticsPage />, { path: '/dashboard/statistics' });
  const captionOf = async (title: string) =>
    within(await screen.findByRole('figure', { name: new RegExp(`^${title}`) })).getByText((_, element) => element?.tagName === 'P')
      .textContent;
  return captionOf;
}

describe('the counts on the statistics page', () => {
  it('German: one answer on one day, one video and one chapter', async () => {
    const caption = await renderPage('de', statistics({ perDay: [1], videos: 1, chapters: 1 }));
    expect(await caption('Antworten pro Tag')).toBe('1 Antwort an 1 Tag im Zeitraum 01.11.2026 bis 30.11.2026; höchstens 1 an einem Tag.');
    expect(await caption('Abgeschlossene Videos und Kapitel pro Woche')).toBe(
      '1 Video und 1 Kapitel im Zeitraum 01.11.2026 bis 30.11.2026 abgeschlossen.',
    );
    expect(screen.getByRole('radio', { name: '30 Tage' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '365 Tage' })).toBeTruthy();
  });

  it('German: 1,234 answers on two days, two videos and no chapter', async () => {
    const caption = await renderPage('de', statistics({ perDay: [1000, 234], videos: 2, chapters: 0 }));
    expect(await caption('Antworten pro Tag')).toBe(
      '1.234 Antworten an 2 Tagen im Zeitraum 01.11.2026 bis 30.11.2026; höchstens 1.000 an einem Tag.',
    );
    expect(await caption('Abgeschlossene Videos und Kapitel pro Woche')).toBe(
      '2 Videos und 0 Kapitel im Zeitraum 01.11.2026 bis 30.11.2026 abgeschlossen.',
    );
  });

  it('English: one of each', async () => {
    const caption = await renderPage('en', statistics({ perDay: [1], videos: 1, chapters: 1 }));
    expect(await caption('Answers per day')).toMatch(/^1 answer on 1 day in the period .+; at most 1 on one day\.$/);
    expect(await caption('Videos and chapters completed per week')).toMatch(/^1 video and 1 chapter completed in the period .+\.$/);
    expect(screen.getByRole('radio', { name: '30 days' })).toBeTruthy();
  });

  it('English: several of each', async () => {
    const caption = await renderPage('en', statistics({ perDay: [2, 1], videos: 2, chapters: 3 }));
    expect(await caption('Answers per day')).toMatch(/^3 answers on 2 days in the period .+; at most 2 on one day\.$/);
    expect(await caption('Videos and chapters completed per week')).toMatch(/^2 videos and 3 chapters completed in the period .+\.$/);
  });

  it('Turkish: a number is followed by the singular noun', async () => {
    const caption = await renderPage('tr', statistics({ perDay: [2, 1], videos: 2, chapters: 1 }));
    expect(await caption('Günlük cevaplar')).toMatch(/^.+ döneminde 2 günde 3 cevap; bir günde en fazla 2\.$/);
    expect(await caption('Haftalık tamamlanan videolar ve bölümler')).toMatch(/^.+ döneminde 2 video ve 1 bölüm tamamlandı\.$/);
    expect(screen.getByRole('radio', { name: '90 gün' })).toBeTruthy();
  });
});
