// @vitest-environment happy-dom
// The Video Management tab as an admin uses it: new section (the spec's required-fields alert, the
// success alert), keyboard reordering of videos and sections with the request bodies the server
// expects, a refused order (alert and reload), and the delete confirmation that names the section.
// fetch is stubbed at the network boundary, answering per route from an in-memory list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedSection, ManagedVideo } from '@common/schemas/video-management';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { VideoManagement } from './video-management';

setUpGermanComponentTests();

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

function video(id: string, sectionId: string, title: string, order: number, extra: Partial<ManagedVideo> = {}): ManagedVideo {
  return {
    id,
    sectionId,
    title,
    description: `${title} erklärt`,
    url: 'https://www.youtube.com/watch?v=abc',
    file: null,
    order,
    language: 'de',
    country: ['DE'],
    mpuTypes: ['alcohol'],
    quizCount: 0,
    isStarterContent: false,
    translations: { tr: null, en: null },
    ...extra,
  };
}

const VIDEO_A = video('aaaaaaaa-0000-4000-8000-00000000000a', FIRST, 'Promille verstehen', 1, { quizCount: 2 });
const VIDEO_B = video('bbbbbbbb-0000-4000-8000-00000000000b', FIRST, 'Abstinenz belegen', 2, { url: '', mpuTypes: ['drugs', 'criminal'] });
const VIDEO_C = video('cccccccc-0000-4000-8000-00000000000c', SECOND, 'Das Gutachten', 1, { language: 'tr' });

const SECTIONS: ManagedSection[] = [
  {
    id: FIRST,
    title: 'Grundlagen',
    description: 'Was die MPU ist',
    order: 1,
    translations: { tr: null, en: null },
    videos: [VIDEO_A, VIDEO_B],
  },
  { id: SECOND, title: 'Vorbereitung', description: '', order: 2, translations: { tr: null, en: null }, videos: [VIDEO_C] },
];

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

/** Answers the tab's routes; `refuseOrder` answers every order request with 409 ORDER_STALE. */
function serve({ sections = SECTIONS, refuseOrder = false }: { sections?: ManagedSection[]; refuseOrder?: boolean } = {}) {
  const sent: Sent[] = [];
  let current = sections;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const { pathname } = new URL(request.url);
    const text = await request.text();
    sent.push({ method: request.method, path: pathname, ...(text && { body: JSON.parse(text) as unknown }) });
    if (request.method === 'GET' && pathname === '/api/admin/videos') return json(200, { sections: current });
    if (request.method === 'POST' && pathname === '/api/admin/videos/sections') {
      const body = JSON.parse(text) as { title: string; description: string };
      const created = {
        id: '33333333-3333-4333-8333-333333333333',
        ...body,
        order: current.length + 1,
        translations: { tr: null, en: null },
      };
      current = [...current, { ...created, videos: [] }];
      return json(201, created);
    }
    if (request.method === 'PUT' && refuseOrder) return json(409, { error: { code: 'ORDER_STALE', message: 'stale' } });
    if (request.method === 'PUT' && pathname === '/api/admin/videos/sections/order') {
      const { sectionIds } = JSON.parse(text) as { sectionIds: string[] };
      current = sectionIds.map((id) => current.find((section) => section.id === id)!);
      return json(200, { success: true });
    }
    if (request.method === 'PUT' && pathname === '/api/admin/videos/order') {
      const { sections: order } = JSON.parse(text) as { sections: { sectionId: string; videoIds: string[] }[] };
      const videos = current.flatMap((section) => section.videos);
      current = current.map((section) => {
        const listed = order.find((entry) => entry.sectionId === section.id);
        return listed ? { ...section, videos: listed.videoIds.map((id) => videos.find((candidate) => candidate.id === id)!) } : section;
      });
      return json(200, { success: true });
    }
    if (request.method === 'PATCH' && pathname.startsWith('/api/admin/videos/sections/')) {
      const body = JSON.parse(text) as { title: string; description: string };
      current = current.map((section) => (pathname.endsWith(section.id) ? { ...section, ...body } : section));
      return json(200, { ...current.find((section) => pathname.endsWith(section.id))!, videos: undefined });
    }
    if (request.method === 'DELETE' && pathname.startsWith('/api/admin/videos/sections/')) {
      current = current.filter((section) => !pathname.endsWith(section.id));
      return json(200, { success: true });
    }
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
  return sent;
}

const writes = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');
const reads = (sent: Sent[]) => sent.filter((request) => request.method === 'GET');

/**
 * jsdom lays nothing out; dnd-kit's keyboard moves need boxes. Each element gets a box from its place in
 * the document: stacked in document order, tall enough to hold its descendants, as a column would be.
 */
function layOutInDocumentOrder() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = [...document.body.querySelectorAll('*')].indexOf(this);
    const top = Math.max(0, index) * 10;
    const height = (this.querySelectorAll('*').length + 1) * 10;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + height, width: 300, height, toJSON: () => ({}) } as DOMRect;
  });
}

/**
 * A key on the drag handle, then the spoken announcement it leads to: dnd-kit takes the next key only
 * once it has handled this one, and the announcement says it has.
 */
async function pressKey(handle: HTMLElement, code: 'Space' | 'ArrowDown' | 'ArrowUp', announcement: string) {
  fireEvent.keyDown(handle, { key: code === 'Space' ? ' ' : code, code });
  await waitFor(() => expect(document.body.textContent).toContain(announcement));
}

describe('video management tab', () => {
  beforeEach(() => {
    layOutInDocumentOrder();
    // dnd-kit scrolls a picked-up item into view; jsdom has no scrolling
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows every section open, with its videos, their badges and a missing upload', async () => {
    serve();
    renderWithProviders(<VideoManagement />);
    const toggle = await screen.findByRole('button', { name: /^Grundlagen/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Promille verstehen')).toBeTruthy();
    expect(within(panel).getByText('2 Quizfragen')).toBeTruthy();
    const fileRow = within(panel).getByText('Abstinenz belegen').closest('li')!;
    expect(within(fileRow).getByText('Datei')).toBeTruthy();
    expect(within(fileRow).getByText('Upload fehlt')).toBeTruthy();
    expect(within(fileRow).getByText('Straftaten-MPU')).toBeTruthy();
    expect(screen.getByText('Türkisch')).toBeTruthy();

    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Promille verstehen')).toBeNull();
  });

  it("says 'Bitte füllen Sie alle Felder aus.' and sends nothing when the new section has no description", async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Grundlagen/ });
    await user.click(screen.getByRole('button', { name: 'Neue Kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Kategorie' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Rückfall vermeiden');
    await user.click(within(dialog).getByRole('button', { name: 'Kategorie erstellen' }));
    expect(await within(dialog).findByText('Bitte füllen Sie alle Felder aus.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Beschreibung' }));
    expect(writes(sent)).toEqual([]);
  });

  it('creates a section, says so and lists it', async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: /^Grundlagen/ });
    await user.click(screen.getByRole('button', { name: 'Neue Kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Kategorie' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), ' Rückfall vermeiden ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Beschreibung' }), 'Strategien');
    await user.click(within(dialog).getByRole('button', { name: 'Kategorie erstellen' }));
    expect(await screen.findByText('Kategorie erfolgreich erstellt')).toBeTruthy();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/videos/sections',
        body: { title: 'Rückfall vermeiden', description: 'Strategien', translations: {} },
      },
    ]);
    expect(await screen.findByRole('button', { name: /^Rückfall vermeiden/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves a video down with the keyboard (Space, ArrowDown, Space) and sends its section in the new order', async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const handle = await screen.findByRole('button', { name: 'Video „Promille verstehen“ verschieben' });
    // the spoken instructions are mounted with the drag context
    await waitFor(() =>
      expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Drücken Sie die Leertaste/),
    );
    handle.focus();
    await pressKey(handle, 'Space', 'Video „Promille verstehen“ aufgenommen. Position 1 von 2 in Kategorie „Grundlagen“.');
    await pressKey(handle, 'ArrowDown', 'Video „Promille verstehen“ ist jetzt auf Position 2 von 2 in Kategorie „Grundlagen“.');
    await pressKey(handle, 'Space', 'Video „Promille verstehen“ abgelegt auf Position 2 von 2');

    await waitFor(() =>
      expect(writes(sent)).toEqual([
        { method: 'PUT', path: '/api/admin/videos/order', body: { sections: [{ sectionId: FIRST, videoIds: [VIDEO_B.id, VIDEO_A.id] }] } },
      ]),
    );
    const titles = within(screen.getByRole('list', { name: 'Videos in „Grundlagen“' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent)
      .filter(Boolean);
    expect(titles).toEqual(['Abstinenz belegen', 'Promille verstehen']);
  });

  it('moves a section up with the keyboard and sends every section id in the new order', async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const handle = await screen.findByRole('button', { name: 'Kategorie „Vorbereitung“ verschieben' });
    handle.focus();
    await pressKey(handle, 'Space', 'Kategorie „Vorbereitung“ aufgenommen. Position 2 von 2.');
    await pressKey(handle, 'ArrowUp', 'Kategorie „Vorbereitung“ ist jetzt auf Position 1 von 2.');
    await pressKey(handle, 'Space', 'Kategorie „Vorbereitung“ abgelegt auf Position 1 von 2.');
    await waitFor(() =>
      expect(writes(sent)).toEqual([{ method: 'PUT', path: '/api/admin/videos/sections/order', body: { sectionIds: [SECOND, FIRST] } }]),
    );
  });

  it("a refused order says 'Fehler beim Aktualisieren der Reihenfolge' and loads the list again", async () => {
    const sent = serve({ refuseOrder: true });
    renderWithProviders(<VideoManagement />);
    const handle = await screen.findByRole('button', { name: 'Video „Promille verstehen“ verschieben' });
    expect(reads(sent)).toHaveLength(1);
    handle.focus();
    await pressKey(handle, 'Space', 'Video „Promille verstehen“ aufgenommen.');
    await pressKey(handle, 'ArrowDown', 'Video „Promille verstehen“ ist jetzt auf Position 2 von 2');
    await pressKey(handle, 'Space', 'Video „Promille verstehen“ abgelegt auf Position 2 von 2');
    expect(await screen.findByText('Fehler beim Aktualisieren der Reihenfolge')).toBeTruthy();
    await waitFor(() => expect(reads(sent)).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Videos in „Grundlagen“' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Promille verstehen'));
  });

  it('edits a section in place: Enter saves, Escape cancels, a blank title is not sent', async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const user = userEvent.setup();
    const edit = await screen.findByRole('button', { name: 'Kategorie bearbeiten: Grundlagen' });

    await user.click(edit);
    await user.clear(screen.getByRole('textbox', { name: 'Titel der Kategorie' }));
    await user.keyboard('{Enter}');
    expect(writes(sent)).toEqual([]);
    expect(screen.getByRole('button', { name: /^Grundlagen/ })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kategorie bearbeiten: Grundlagen' }));

    await user.click(screen.getByRole('button', { name: 'Kategorie bearbeiten: Grundlagen' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel der Kategorie' }), ' neu');
    await user.keyboard('{Escape}');
    expect(writes(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Kategorie bearbeiten: Grundlagen' }));
    await user.type(screen.getByRole('textbox', { name: 'Titel der Kategorie' }), ' der MPU{Enter}');
    expect(await screen.findByText('Kategorie erfolgreich aktualisiert')).toBeTruthy();
    expect(writes(sent)).toEqual([
      {
        method: 'PATCH',
        path: `/api/admin/videos/sections/${FIRST}`,
        body: { title: 'Grundlagen der MPU', description: 'Was die MPU ist' },
      },
    ]);
    expect(await screen.findByRole('button', { name: /^Grundlagen der MPU/ })).toBeTruthy();
  });

  it('asks before deleting a section, naming it and its videos, then deletes it', async () => {
    const sent = serve();
    renderWithProviders(<VideoManagement />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kategorie löschen: Grundlagen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kategorie löschen' });
    expect(
      within(dialog).getByText(
        'Sind Sie sicher, dass Sie die Kategorie „Grundlagen“ löschen möchten? Alle Videos dieser Kategorie werden ebenfalls gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
      ),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Kategorie löschen' }));
    expect(await screen.findByText('Kategorie erfolgreich gelöscht')).toBeTruthy();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: `/api/admin/videos/sections/${FIRST}` }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Grundlagen/ })).toBeNull());
  });

  it("shows 'Keine Video-Kategorien gefunden' and an empty section's note", async () => {
    serve({ sections: [] });
    renderWithProviders(<VideoManagement />);
    expect(await screen.findByText('Keine Video-Kategorien gefunden')).toBeTruthy();
  });

  it("says 'Keine Videos in dieser Kategorie' in a section without videos", async () => {
    serve({ sections: [{ ...SECTIONS[1]!, videos: [] }] });
    renderWithProviders(<VideoManagement />);
    expect(await screen.findByText('Keine Videos in dieser Kategorie')).toBeTruthy();
  });
});
