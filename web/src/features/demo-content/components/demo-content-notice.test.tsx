// @vitest-environment happy-dom
// The starter-content note of the admin console: its figures, the confirmation that says what goes and
// what stays, the removal with its success message (the note goes), and the error message (the note stays).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemoContentCounts } from '@common/schemas/demo-content';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { DemoContentNotice } from './demo-content-notice';

setUpGermanComponentTests();

const SEEDED: DemoContentCounts = {
  quizQuestions: 163,
  quizCategories: 6,
  lexicon: 79,
  courses: 1,
  videoSections: 3,
  videos: 10,
  news: 4,
  knowledgeArticles: 12,
};
const NONE: DemoContentCounts = {
  quizQuestions: 0,
  quizCategories: 0,
  lexicon: 0,
  courses: 0,
  videoSections: 0,
  videos: 0,
  news: 0,
  knowledgeArticles: 0,
};

/** Answers GET with the seeded figures until DELETE succeeds (or answers `deleteStatus`). */
function serve(deleteStatus = 200) {
  let counts = SEEDED;
  const sent: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'DELETE') {
      if (deleteStatus !== 200) return json(deleteStatus, { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } });
      const removed = counts;
      counts = NONE;
      return json(200, removed);
    }
    return json(200, { present: counts !== NONE, counts });
  });
  return sent;
}

describe('DemoContentNotice', () => {
  it('names the starter content and removes it after the confirmation', async () => {
    const sent = serve();
    renderWithProviders(<DemoContentNotice />);
    const notice = await screen.findByRole('region', { name: 'Beispielinhalte' });
    expect(notice.textContent).toContain(
      'Die Plattform enthält deutsche Beispielinhalte, die beim ersten Start (oder mit „npm run seed:demo“) geladen wurden: ' +
        '163 Prüfungsfragen, 6 Fragenkategorien, 10 Videos, 3 Videokategorien, 1 Kurs, 79 Lexikonbegriffe, 12 Wissensartikel und 4 Neuigkeiten.',
    );

    await userEvent.click(within(notice).getByRole('button', { name: 'Beispielinhalte entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Beispielinhalte entfernen?' });
    expect(dialog.textContent).toContain('mit den Antworten und dem Lernfortschritt der Lernenden zu diesen Inhalten');
    expect(dialog.textContent).toContain('Beispielinhalte mit geändertem Titel oder Fragetext');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Endgültig entfernen' }));

    await screen.findByText('Beispielinhalte wurden entfernt.');
    expect(screen.queryByRole('region', { name: 'Beispielinhalte' })).toBeNull();
    expect(sent.filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE /api/admin/demo-content']);
  });

  it('keeps the note and says so when the removal fails', async () => {
    serve(500);
    renderWithProviders(<DemoContentNotice />);
    const notice = await screen.findByRole('region', { name: 'Beispielinhalte' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Beispielinhalte entfernen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Endgültig entfernen' }));

    await screen.findByText('Fehler beim Entfernen der Beispielinhalte.');
    screen.getByRole('region', { name: 'Beispielinhalte' });
  });
});
