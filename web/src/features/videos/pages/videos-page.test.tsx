// @vitest-environment happy-dom
// The library page: sections with cards (admins also see the MPU types), the search sent debounced
// in the UI language, the note when the videos are German in a Turkish or English interface, a card
// that cannot play, and the empty states naming their cause (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LibrarySection, VideoLibrary } from '@common/schemas/videos';
import { i18n } from '../../../lib/i18n';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { VideosPage } from './videos-page';

setUpGermanComponentTests();

const section: LibrarySection = {
  id: 's1',
  title: 'Grundlagen',
  description: 'Der Einstieg in die MPU-Vorbereitung.',
  order: 1,
  videos: [
    {
      id: 'v1',
      title: 'Was ist eine MPU?',
      description: '',
      url: 'https://vimeo.com/76979871',
      file: null,
      order: 1,
      language: 'de',
      country: [],
      mpuTypes: ['alcohol', 'drugs'],
      completed: true,
      quizCount: 0,
      isPlayable: true,
    },
  ],
};

/**
 * Answers /api/me with the role and /api/videos with the sections (or what `library` returns for the
 * url), in German unless `answer` says otherwise.
 */
function stubServer(
  role: 'admin' | 'user',
  library: (url: URL) => LibrarySection[],
  answer: Omit<VideoLibrary, 'sections'> = { language: 'de', otherLanguages: [] },
) {
  const libraryUrls: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/me') return json(200, { role });
    if (url.pathname === '/api/videos') {
      libraryUrls.push(url);
      return json(200, { ...answer, sections: library(url) });
    }
    throw new Error(`unexpected request to ${url.pathname}`);
  });
  return libraryUrls;
}

describe('the video library page', () => {
  it('shows the sections collapsible with their cards; admins see the MPU types', async () => {
    const user = userEvent.setup();
    const urls = stubServer('admin', () => [section]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });

    const card = await screen.findByRole('button', { name: /Was ist eine MPU\?/ });
    expect(within(card).getByText('Erledigt')).toBeTruthy();
    expect(within(card).getByText('Alkohol-MPU')).toBeTruthy();
    expect(within(card).getByText('Drogen-MPU')).toBeTruthy();
    expect(urls[0]!.searchParams.get('language')).toBe('de');
    expect(screen.getByRole('button', { name: 'Nach rechts scrollen' })).toBeTruthy();

    // admins also get the title's edit button
    expect(screen.getByRole('button', { name: 'Titel von „Grundlagen“ bearbeiten' })).toBeTruthy();
    const heading = screen.getByRole('button', { name: /^Grundlagen/ });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    await user.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: /Was ist eine MPU\?/ })).toBeNull();
  });

  it('opens the player from a card', async () => {
    const user = userEvent.setup();
    stubServer('user', () => [section]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    await user.click(await screen.findByRole('button', { name: /Was ist eine MPU\?/ }));
    const dialog = screen.getByRole('dialog', { name: 'Was ist eine MPU?' });
    expect(within(dialog).getByRole('button', { name: 'Video laden' })).toBeTruthy();
    expect(within(dialog).getByText(/Das Video wird von Vimeo bereitgestellt/)).toBeTruthy();
  });

  it('learners do not see the MPU types', async () => {
    stubServer('user', () => [section]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    const card = await screen.findByRole('button', { name: /Was ist eine MPU\?/ });
    expect(within(card).queryByText('Alkohol-MPU')).toBeNull();
  });

  it('says when there are no videos at all', async () => {
    stubServer('user', () => [{ ...section, videos: [] }]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    expect(await screen.findByText('Keine Videos gefunden')).toBeTruthy();
    expect(screen.getByText('Es wurden noch keine Videos für Ihren MPU-Typ hinzugefügt.')).toBeTruthy();
  });

  it('sends the search after a pause and says when nothing matches', async () => {
    const user = userEvent.setup();
    const urls = stubServer('user', (url) => (url.searchParams.get('search') ? [] : [section]));
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    await screen.findByRole('button', { name: /Was ist eine MPU\?/ });

    await user.type(screen.getByRole('searchbox', { name: 'Videos durchsuchen...' }), 'Cannabis');
    expect(await screen.findByText('Versuchen Sie es mit anderen Suchbegriffen.')).toBeTruthy();
    expect(screen.getByText('Keine Videos gefunden')).toBeTruthy();
    // one request for the whole word, not one per key
    await waitFor(() => expect(urls.map((url) => url.searchParams.get('search'))).toEqual(['', 'Cannabis']));
  });

  it('says on a card when the player cannot play the video', async () => {
    const placeholder = { ...section.videos[0]!, id: 'v2', title: 'Ablauf der MPU', completed: false, isPlayable: false };
    stubServer('user', () => [{ ...section, videos: [...section.videos, placeholder] }]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    const card = await screen.findByRole('button', { name: /Ablauf der MPU/ });
    expect(within(card).getByText('Hier nicht abspielbar')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /Was ist eine MPU\?/ })).queryByText('Hier nicht abspielbar')).toBeNull();
  });

  it('says when the videos exist only in other languages', async () => {
    stubServer('user', () => [{ ...section, videos: [] }], { language: 'de', otherLanguages: ['en', 'tr'] });
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    expect(
      await screen.findByText(
        'Für Ihren MPU-Typ gibt es bisher nur Videos auf Englisch und Türkisch. Um sie zu sehen, stellen Sie die Sprache der Oberfläche um.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Es wurden noch keine Videos für Ihren MPU-Typ hinzugefügt.')).toBeNull();
  });

  it('in German shows no language note', async () => {
    stubServer('user', () => [section]);
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    await screen.findByRole('button', { name: /Was ist eine MPU\?/ });
    expect(screen.queryByText('Videos auf Deutsch')).toBeNull();
  });
});

describe('the video library in a Turkish or English interface', () => {
  afterEach(() => i18n.changeLanguage('de'));

  it.each([
    ['en', 'Videos in German', 'There are no videos in English for your MPU type yet, so you see the German videos.'],
    ['tr', 'Almanca videolar', 'MPU türünüz için henüz Türkçe video yok. Bu nedenle Almanca videoları görüyorsunuz.'],
  ] as const)('in %s asks for its language and, given the German videos, says they are in German', async (language, title, text) => {
    await i18n.changeLanguage(language);
    const urls = stubServer('user', () => [section], { language: 'de', otherLanguages: [] });
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    await screen.findByRole('button', { name: /Was ist eine MPU\?/ });
    expect(urls[0]!.searchParams.get('language')).toBe(language);
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('in English with English videos shows no note', async () => {
    await i18n.changeLanguage('en');
    stubServer('user', () => [{ ...section, videos: [{ ...section.videos[0]!, language: 'en' }] }], {
      language: 'en',
      otherLanguages: ['de'],
    });
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    await screen.findByRole('button', { name: /Was ist eine MPU\?/ });
    expect(screen.queryByText('Videos in German')).toBeNull();
  });

  it('in Turkish names the languages of an empty library in Turkish', async () => {
    await i18n.changeLanguage('tr');
    stubServer('user', () => [{ ...section, videos: [] }], { language: 'de', otherLanguages: ['en'] });
    renderWithProviders(<VideosPage />, { path: '/dashboard/videos' });
    expect(
      await screen.findByText('MPU türünüz için şimdilik yalnızca İngilizce videolar var. Bunları görmek için arayüz dilini değiştirin.'),
    ).toBeTruthy();
    // the note too: the library fell back to German, which has none either
    expect(screen.getByText('Almanca videolar')).toBeTruthy();
  });
});
