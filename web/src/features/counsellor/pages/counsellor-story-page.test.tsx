// @vitest-environment happy-dom
// The story a learner shares with the counsellor of a booking: read-only, with the note that every read is
// shown to the learner, the saved trainer conversations, and a clear message once it is no longer shared.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SharedStory } from '@common/schemas/counsellor';
import { StorySchema } from '@common/schemas/my-story';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { CounsellorStoryPage } from './counsellor-story-page';

setUpGermanComponentTests();

const SHARED: SharedStory = {
  learnerName: 'Anna Schmidt',
  sharedAt: '2026-11-20T10:00:00.000Z',
  story: StorySchema.parse({
    incidents: [
      {
        id: 'i1',
        reason: 'alcohol',
        date: '2025-06-14',
        description: 'Nach einer Feier bin ich nach Hause gefahren.',
        bacPermille: 1.6,
        sampleTime: '01:30',
        drinks: [{ id: 'd1', kind: 'beer', volumeMl: 500, abvPercent: 5, count: 4, start: '19:00', end: '23:30' }],
      },
    ],
    insight: { text: 'Ich habe getrunken, um Stress abzubauen.' },
    proof: { items: [{ id: 'p1', kind: 'abstinence', description: 'Haaranalyse', from: '2025-09-01', to: '' }] },
    stability: { riskSituations: [{ id: 'r1', situation: 'Familienfeiern', strategy: 'Ich nehme mein eigenes Getränk mit.' }] },
  }),
  transcripts: [
    {
      id: 't1',
      mode: 'text',
      reason: 'alcohol',
      messageCount: 2,
      hasSummary: true,
      createdAt: '2026-11-18T17:00:00.000Z',
      messages: [
        { role: 'assistant', content: 'Wie viel haben Sie an dem Abend getrunken?' },
        { role: 'user', content: 'Vier große Bier.' },
      ],
      summary: 'Die Mengenangabe passt zum Messwert.',
    },
  ],
};

function renderAt(bookingId: string) {
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/counsellor/bookings/:bookingId/story" element={<CounsellorStoryPage />} />
    </Routes>,
    { path: `/dashboard/counsellor/bookings/${bookingId}/story` },
  );
}

describe('the shared story (counsellor)', () => {
  it('shows the story read-only with the note that every read is shown, and the saved conversations as transcripts', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) => {
      expect(String(input)).toBe('/api/counsellor/bookings/b-1/story');
      return json(200, SHARED);
    });
    renderAt('b-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschichte von Anna Schmidt' })).toBeTruthy();
    expect(screen.getByText('Geteilt seit 20. November 2026')).toBeTruthy();
    expect(screen.getByText('Nur lesen. Jeder Aufruf wird der/dem Lernenden angezeigt.')).toBeTruthy();
    expect(screen.getByText('Vorfall 1: Alkohol-MPU, 14.06.2025')).toBeTruthy();
    expect(screen.getByText('Blutalkohol: 1,6 ‰ (Blutprobe um 01:30 Uhr)')).toBeTruthy();
    expect(screen.getByText('4 × Bier, 500 ml, 5 % vol (19:00–23:30 Uhr)')).toBeTruthy();
    expect(screen.getByText('Ich habe getrunken, um Stress abzubauen.')).toBeTruthy();
    expect(screen.getByText(/Abstinenznachweis: Haaranalyse/)).toBeTruthy();
    expect(screen.getByText('Familienfeiern')).toBeTruthy();
    // nothing to edit
    expect(screen.queryByRole('textbox')).toBeNull();

    const transcripts = screen.getByRole('region', { name: 'Gespeicherte Gespräche aus dem Prüfungstrainer' });
    expect(within(transcripts).getByText('schriftlich, Alkohol-MPU, Beiträge: 2')).toBeTruthy();
    await user.click(within(transcripts).getByText(/^Gespräch vom/));
    expect(within(transcripts).getByText('Wie viel haben Sie an dem Abend getrunken?')).toBeTruthy();
    expect(within(transcripts).getByText('Vier große Bier.')).toBeTruthy();
    expect(within(transcripts).getByText('Die Mengenangabe passt zum Messwert.')).toBeTruthy();
  });

  it('says the story is not (or no longer) shared on a 404', async () => {
    fetchMock.mockImplementation(async () => json(404, { error: { code: 'NOT_FOUND', message: 'Not shared.' } }));
    renderAt('b-2');
    expect(await screen.findByText('Diese Geschichte ist nicht (mehr) geteilt.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Zurück zu Meine Termine/ }).length).toBeGreaterThan(0);
  });
});
