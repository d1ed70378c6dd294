// @vitest-environment happy-dom
// The glossary's deep link (?q=<term>, used by the assistant's source links): the search is filled
// in with the term and the list shows the matching entries; a letter of the bar brings its group to
// the top with the focus on its heading (fetch stubbed at the network boundary).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LexiconTerm } from '@common/schemas/lexicon';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { LexiconPage } from './lexicon-page';

setUpGermanComponentTests();

const TERMS: LexiconTerm[] = [
  { id: 't1', term: 'Abstinenz', definition: 'Der vollständige Verzicht auf Alkohol oder Drogen.', category: 'Diagnostik', related: [] },
  {
    id: 't2',
    term: 'Fahreignung',
    definition: 'Die dauerhafte Fähigkeit, sicher ein Fahrzeug zu führen.',
    category: 'Rechtliches',
    related: [],
  },
  {
    id: 't3',
    term: 'Sperrfrist',
    definition: 'Die Zeit, in der keine neue Fahrerlaubnis erteilt wird.',
    category: 'Rechtliches',
    related: [],
  },
];

function stubServer() {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/me') return json(200, { role: 'user' });
    if (url.pathname === '/api/lexicon') return json(200, { terms: TERMS });
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

describe('the glossary deep link', () => {
  it('?q=<term> fills in the search and shows the matching entries', async () => {
    stubServer();
    renderWithProviders(<LexiconPage />, { path: `/dashboard/lexicon?q=${encodeURIComponent('Fahreignung')}` });

    expect(await screen.findByText('Die dauerhafte Fähigkeit, sicher ein Fahrzeug zu führen.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Begriffe durchsuchen' }) as HTMLInputElement).value).toBe('Fahreignung');
    expect(screen.queryByText('Der vollständige Verzicht auf Alkohol oder Drogen.')).toBeNull();
    expect(screen.queryByText('Die Zeit, in der keine neue Fahrerlaubnis erteilt wird.')).toBeNull();
    expect(within(screen.getByRole('search')).getByRole('combobox')).toBeTruthy();
  });

  it('without the parameter the search is empty and every entry shows', async () => {
    stubServer();
    renderWithProviders(<LexiconPage />, { path: '/dashboard/lexicon' });
    expect(await screen.findByText('Der vollständige Verzicht auf Alkohol oder Drogen.')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Begriffe durchsuchen' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Die Zeit, in der keine neue Fahrerlaubnis erteilt wird.')).toBeTruthy();
  });
});

describe('the letter bar', () => {
  it('a letter scrolls its group to the top of the screen (below the bar) and gives its heading the focus', async () => {
    const user = userEvent.setup();
    const scrolled: Array<{ element: Element; options: unknown }> = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({ element: this, options });
    };
    try {
      stubServer();
      renderWithProviders(<LexiconPage />, { path: '/dashboard/lexicon' });
      await screen.findByText('Die Zeit, in der keine neue Fahrerlaubnis erteilt wird.');
      const bar = screen.getByRole('navigation', { name: 'Begriffe nach Anfangsbuchstabe' });
      await user.click(within(bar).getByRole('link', { name: /^Zu Buchstabe\s*S$/ }));
      const heading = screen.getByRole('heading', { level: 2, name: 'S' });
      expect(document.activeElement).toBe(heading);
      expect(scrolled).toEqual([{ element: heading, options: { block: 'start' } }]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
