// @vitest-environment happy-dom
// The knowledge page's deep link (?article=<id>, used by the assistant's source links): the named
// article opens, scrolls into view and its heading takes the focus; the others stay closed (fetch
// stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { KnowledgeArticle } from '@common/schemas/knowledge';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { KnowledgePage } from './knowledge-page';

setUpGermanComponentTests();

const article = (id: string, title: string, body: string): KnowledgeArticle => ({
  id,
  title,
  summary: `Kurz: ${title}`,
  body,
  category: 'Diagnostik',
  mpuTypes: ['alcohol'],
  updatedAt: '2026-11-23T10:00:00.000Z',
});

const ARTICLES = [
  article('a1', 'Abstinenznachweise: Urinkontrollen und Haaranalysen', 'Mindestens **vier** Urinkontrollen in sechs Monaten.'),
  article('a2', 'Was ist die MPU?', 'Die MPU prüft Ihre **Fahreignung**.'),
];

function stubServer() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/me') return json(200, { role: 'user' });
    if (url.pathname === '/api/knowledge') return json(200, { articles: ARTICLES });
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});

describe('the knowledge page deep link', () => {
  it('?article=<id> opens that article, scrolls it into view and focuses its heading, once', async () => {
    const user = userEvent.setup();
    stubServer();
    renderWithProviders(<KnowledgePage />, { path: '/dashboard/knowledge?article=a2' });

    const target = await screen.findByRole('article', { name: 'Was ist die MPU?' });
    const heading = within(target).getByRole('heading', { level: 2, name: 'Was ist die MPU?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toContain(target);
    expect(within(target).getByRole('button', { name: 'Artikel lesen: Was ist die MPU?' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(target).getByText('Fahreignung').tagName).toBe('STRONG');

    const other = screen.getByRole('article', { name: /^Abstinenznachweise/ });
    expect(
      within(other)
        .getByRole('button', { name: /^Artikel lesen/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');

    // typing a search that hides and brings back the article does not take the focus again
    const search = screen.getByRole('searchbox', { name: 'Artikel durchsuchen' });
    await user.type(search, 'Urin');
    expect(screen.queryByRole('article', { name: 'Was ist die MPU?' })).toBeNull();
    await user.clear(search);
    expect(await screen.findByRole('article', { name: 'Was ist die MPU?' })).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it("?title=<exact title> (the story checks' links) opens the article of that title", async () => {
    stubServer();
    renderWithProviders(<KnowledgePage />, {
      path: `/dashboard/knowledge?title=${encodeURIComponent('Abstinenznachweise: Urinkontrollen und Haaranalysen')}`,
    });
    const target = await screen.findByRole('article', { name: /^Abstinenznachweise/ });
    const heading = within(target).getByRole('heading', { level: 2, name: 'Abstinenznachweise: Urinkontrollen und Haaranalysen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      within(screen.getByRole('article', { name: 'Was ist die MPU?' }))
        .getByRole('button', { name: /^Artikel lesen/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('without the parameter every article stays closed and nothing takes the focus', async () => {
    stubServer();
    renderWithProviders(<KnowledgePage />, { path: '/dashboard/knowledge' });
    const target = await screen.findByRole('article', { name: 'Was ist die MPU?' });
    expect(
      within(target)
        .getByRole('button', { name: /^Artikel lesen/ })
        .getAttribute('aria-expanded'),
    ).toBe('false');
    expect(document.activeElement).toBe(document.body);
  });
});
