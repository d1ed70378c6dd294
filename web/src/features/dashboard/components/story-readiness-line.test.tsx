// @vitest-environment happy-dom
// The overview's line about the learner's own MPU story: the overall readiness with the way to the
// page and the note that it is no prognosis; nothing without consent or with the page closed.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { StoryReadinessLine } from './story-readiness-line';

setUpGermanComponentTests();

const asked: string[] = [];
function serve(readiness: { parts: Record<string, number>; overall: number } | null) {
  asked.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    asked.push(url.pathname);
    if (url.pathname === '/api/my-story/readiness') return json(200, { readiness });
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

const PARTS = { incidents: 80, causes: 60, insight: 40, change: 50, proof: 20, stability: 20 };

describe('the story line on the overview', () => {
  it('shows the overall readiness, says it is no prognosis and links the story', async () => {
    serve({ parts: PARTS, overall: 45 });
    renderWithProviders(<StoryReadinessLine canOpenStory />, { path: '/dashboard' });
    expect(await screen.findByText('Meine MPU-Geschichte: 45 % ausgearbeitet')).toBeTruthy();
    expect(screen.getByText(/keine Prognose für Ihr Gutachten/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Geschichte' }).getAttribute('href')).toBe('/dashboard/my-story');
  });

  it('shows nothing without the consent (nothing is stored, so nothing is measured)', async () => {
    serve(null);
    const { container } = renderWithProviders(<StoryReadinessLine canOpenStory />, { path: '/dashboard' });
    await waitFor(() => expect(asked).toContain('/api/my-story/readiness'));
    expect(container.textContent).toBe('');
  });

  it('neither asks nor shows anything while the page is closed to the learner', async () => {
    serve({ parts: PARTS, overall: 45 });
    const { container } = renderWithProviders(<StoryReadinessLine canOpenStory={false} />, { path: '/dashboard' });
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(asked).not.toContain('/api/my-story/readiness');
  });
});
