// @vitest-environment jsdom
// (jsdom, unlike happy-dom, joins a button's text and its hidden ": title" without a space, as browsers do)
// The news page: items newest first as the server sends them, with the long German date, the teaser
// and 'Weiterlesen'; the admin's badge, editor (required fields, the server's refusals in German),
// publish toggle and delete with confirmation (fetch stubbed at the network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@common/schemas/news';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { NewsPage } from './news-page';

setUpGermanComponentTests();

const LONG_BODY = `${'Die Gebühren der Begutachtungsstelle sind bundeseinheitlich geregelt. '.repeat(4)}\n\nZweiter Absatz mit **Details**.`;

const ITEMS: NewsItem[] = [
  { id: 'n1', title: 'Neue Kurse', publishedOn: '2026-11-23', body: LONG_BODY, published: true },
  { id: 'n2', title: 'Entwurf', publishedOn: '2026-11-20', body: 'Noch geheim.', published: false },
];

/** Answers /api/me with the role and /api/news (and its admin list) with the items; anything else with `other`. */
function stubServer(role: 'admin' | 'user', items: NewsItem[], other?: (request: Request) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const url = new URL(request.url);
    if (url.pathname === '/api/me') return json(200, { role });
    if (url.pathname === '/api/news' && request.method === 'GET') return json(200, { items });
    // the admin's list with the versions: none translated yet
    if (url.pathname === '/api/news/admin')
      return json(200, { items: items.map((item) => ({ ...item, translations: { tr: null, en: null } })) });
    if (other) return other(request);
    throw new Error(`unexpected request to ${request.method} ${url.pathname}`);
  });
}

/** The changes the page sent: method, path and JSON body (none for DELETE). */
const writes = () =>
  Promise.all(
    fetchMock.mock.calls.map(async ([input, init]) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
      const text = await request.clone().text();
      return { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : undefined };
    }),
  ).then((calls) => calls.filter((call) => call.method !== 'GET'));

describe('the news page for a learner', () => {
  it('shows title, long date and teaser; Weiterlesen opens the full text', async () => {
    const user = userEvent.setup();
    stubServer('user', ITEMS.slice(0, 1));
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });

    const article = await screen.findByRole('article', { name: 'Neue Kurse' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Neue Kurse' })).toBeTruthy();
    expect(within(article).getByText('23. November 2026')).toBeTruthy();
    // the first paragraph is 280 characters: cut at the last word before 200 characters
    expect(within(article).getByText(/^Die Gebühren .*bundeseinheitlich…$/)).toBeTruthy();
    expect(within(article).queryByText('Details')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Neuigkeit erstellen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).toBeNull();

    const more = within(article).getByRole('button', { name: 'Weiterlesen: Neue Kurse' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(article).getByText('Details').tagName).toBe('STRONG');
  });

  it('says when there is no news yet', async () => {
    stubServer('user', []);
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    expect(await screen.findByText('Noch keine Neuigkeiten')).toBeTruthy();
  });

  it('offers a retry when the news cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
      if (url.pathname === '/api/me') return json(200, { role: 'user' });
      return fail ? json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }) : json(200, { items: ITEMS.slice(0, 1) });
    });
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    expect((await screen.findByRole('alert')).textContent).toContain('Die Neuigkeiten konnten nicht geladen werden.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'Neue Kurse' })).toBeTruthy();
  });
});

describe('the news page for an admin', () => {
  it('marks unpublished items and offers Veröffentlichen for them', async () => {
    stubServer('admin', ITEMS);
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    const draft = await screen.findByRole('article', { name: 'Entwurf' });
    expect(within(draft).getByText('Nicht veröffentlicht')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: 'Veröffentlichen' })).toBeTruthy();
    const published = screen.getByRole('article', { name: 'Neue Kurse' });
    expect(within(published).queryByText('Nicht veröffentlicht')).toBeNull();
    expect(within(published).getByRole('button', { name: 'Veröffentlichung zurücknehmen' })).toBeTruthy();
    // a short text without Markdown is the whole item: no 'Weiterlesen'
    expect(within(draft).getByText('Noch geheim.')).toBeTruthy();
    expect(within(draft).queryByRole('button', { name: /Weiterlesen/ })).toBeNull();
  });

  it('asks for every field, then sends the new item', async () => {
    const user = userEvent.setup();
    stubServer('admin', ITEMS, () =>
      json(201, { id: 'n3', title: 'Sommerpause', publishedOn: '2027-07-01', body: 'Wir sind zurück.', published: false }),
    );
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    await user.click(await screen.findByRole('button', { name: 'Neuigkeit erstellen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuigkeit erstellen' });
    expect((within(dialog).getByLabelText('Veröffentlicht') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Datum') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte füllen Sie alle Felder aus.');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Titel'));
    expect(await writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText('Titel'), ' Sommerpause ');
    within(dialog).getByLabelText('Datum').focus();
    await user.clear(within(dialog).getByLabelText('Datum'));
    await user.type(within(dialog).getByLabelText('Datum'), '2027-07-01');
    await user.type(within(dialog).getByLabelText('Text', { exact: true }), 'Wir sind *zurück*.');
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    expect(within(within(dialog).getByRole('region', { name: 'Vorschau des Textes' })).getByText('zurück').tagName).toBe('EM');
    await user.click(within(dialog).getByLabelText('Veröffentlicht'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Neuigkeit gespeichert')).toBeTruthy();
    expect(await writes()).toEqual([
      {
        method: 'POST',
        path: '/api/news',
        body: { title: 'Sommerpause', publishedOn: '2027-07-01', body: 'Wir sind *zurück*.', published: false, translations: {} },
      },
    ]);
  });

  it('says in German that the title exists', async () => {
    const user = userEvent.setup();
    stubServer('admin', ITEMS, () => json(409, { error: { code: 'TITLE_EXISTS', message: 'x', fields: { title: 'TITLE_EXISTS' } } }));
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    const article = await screen.findByRole('article', { name: 'Neue Kurse' });
    await user.click(within(article).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuigkeit bearbeiten' });
    expect((within(dialog).getByLabelText('Titel') as HTMLInputElement).value).toBe('Neue Kurse');
    await user.clear(within(dialog).getByLabelText('Titel'));
    await user.type(within(dialog).getByLabelText('Titel'), 'Entwurf');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByText('Eine Neuigkeit mit diesem Titel gibt es schon. Bitte wählen Sie einen anderen Titel.');
    expect((await writes())[0]).toMatchObject({
      method: 'PUT',
      path: '/api/news/n1',
      body: { title: 'Entwurf', publishedOn: '2026-11-23' },
    });
  });

  it('says in German that the date is invalid', async () => {
    const user = userEvent.setup();
    stubServer('admin', ITEMS, () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { publishedOn: 'DATE' } } }));
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    await user.click(within(await screen.findByRole('article', { name: 'Entwurf' })).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Neuigkeit bearbeiten' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await within(dialog).findByText('Bitte geben Sie ein gültiges Datum zwischen dem Jahr 2000 und dem Jahr 2100 an.');
  });

  it('unpublishes an item and deletes one after a confirmation naming it', async () => {
    const user = userEvent.setup();
    stubServer('admin', ITEMS, (request) =>
      request.method === 'PATCH' ? json(200, { ...ITEMS[0], published: false }) : json(200, { success: true }),
    );
    renderWithProviders(<NewsPage />, { path: '/dashboard/news' });
    const article = await screen.findByRole('article', { name: 'Neue Kurse' });
    await user.click(within(article).getByRole('button', { name: 'Veröffentlichung zurücknehmen' }));
    expect(await screen.findByText('Veröffentlichung zurückgenommen')).toBeTruthy();

    await user.click(within(article).getByRole('button', { name: 'Löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Neuigkeit löschen' });
    expect(confirm.textContent).toContain('Möchten Sie die Neuigkeit „Neue Kurse“ wirklich löschen?');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Neuigkeit gelöscht')).toBeTruthy();
    await waitFor(async () =>
      expect(await writes()).toEqual([
        { method: 'PATCH', path: '/api/news/n1', body: { published: false } },
        { method: 'DELETE', path: '/api/news/n1', body: undefined },
      ]),
    );
  });
});
