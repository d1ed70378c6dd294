// @vitest-environment jsdom
// The glossary's deep link (?q=<term>, used by the assistant's source links): the search is filled
// in with the term and the list shows the matching entries (fetch stubbed at the network boundary).
import { screen, within } from '@testing-library/react';
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
