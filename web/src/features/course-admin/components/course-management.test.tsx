// @vitest-environment happy-dom
// The 'Kurse' tab as an admin uses it: the list (empty state, the delete confirmation that names the
// course and what goes with it), a course opened from the URL, the question form's checks (nothing is
// sent until they pass), the Markdown preview, and keyboard reordering of chapters with the request
// the server expects; a refused order says so and loads the course again. fetch is stubbed at the
// network boundary, answering per route from an in-memory course.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseSummary, ManagedCourse } from '@common/schemas/course-admin';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { CourseManagement } from './course-management';

setUpGermanComponentTests();

const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const FIRST = 'aaaaaaaa-0000-4000-8000-00000000000a';
const SECOND = 'bbbbbbbb-0000-4000-8000-00000000000b';

const COURSE: ManagedCourse = {
  id: COURSE_ID,
  title: 'Alkohol verstehen',
  description: 'Wirkung und Abbau',
  translations: { tr: null, en: null },
  chapters: [
    {
      id: FIRST,
      courseId: COURSE_ID,
      title: 'Wirkung',
      content: '## Wirkung',
      order: 1,
      translations: { tr: null, en: null },
      quizzes: [],
    },
    { id: SECOND, courseId: COURSE_ID, title: 'Abbau', content: '## Abbau', order: 2, translations: { tr: null, en: null }, quizzes: [] },
  ],
};
const SUMMARY: CourseSummary = {
  id: COURSE_ID,
  title: COURSE.title,
  description: COURSE.description,
  chapterCount: 2,
  quizCount: 0,
  translations: { tr: null, en: null },
};

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

function serve({ courses = [SUMMARY], refuseOrder = false }: { courses?: CourseSummary[]; refuseOrder?: boolean } = {}) {
  const sent: Sent[] = [];
  let current = COURSE;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const { pathname } = new URL(request.url);
    const text = await request.text();
    sent.push({ method: request.method, path: pathname, ...(text && { body: JSON.parse(text) as unknown }) });
    if (request.method === 'GET' && pathname === '/api/admin/courses') return json(200, { courses });
    if (request.method === 'GET' && pathname === `/api/admin/courses/${COURSE_ID}`) return json(200, current);
    if (request.method === 'PUT' && pathname.endsWith('/chapters/order')) {
      if (refuseOrder) return json(409, { error: { code: 'ORDER_STALE', message: 'stale' } });
      const { chapterIds } = JSON.parse(text) as { chapterIds: string[] };
      current = {
        ...current,
        chapters: chapterIds.map((id, index) => ({ ...current.chapters.find((c) => c.id === id)!, order: index + 1 })),
      };
      return json(200, { success: true });
    }
    if (request.method === 'POST' && pathname === `/api/admin/courses/chapters/${FIRST}/quizzes`) {
      const body = JSON.parse(text) as { question: string; options: string[]; correctAnswer: string };
      const quiz = { id: 'cccccccc-0000-4000-8000-00000000000c', chapterId: FIRST, ...body, translations: { tr: null, en: null } };
      current = { ...current, chapters: current.chapters.map((c) => (c.id === FIRST ? { ...c, quizzes: [quiz] } : c)) };
      return json(201, quiz);
    }
    if (request.method === 'DELETE' && pathname === `/api/admin/courses/${COURSE_ID}`) return json(200, { success: true });
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
  return sent;
}

const writes = (sent: Sent[]) => sent.filter((request) => request.method !== 'GET');
const reads = (sent: Sent[]) => sent.filter((request) => request.method === 'GET');
const COURSE_PATH = `/dashboard/admin?tab=courses&course=${COURSE_ID}`;

/** jsdom lays nothing out; dnd-kit's keyboard moves need boxes: stacked in document order, as a column would be. */
function layOutInDocumentOrder() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = [...document.body.querySelectorAll('*')].indexOf(this);
    const top = Math.max(0, index) * 10;
    const height = (this.querySelectorAll('*').length + 1) * 10;
    return { x: 0, y: top, top, left: 0, right: 300, bottom: top + height, width: 300, height, toJSON: () => ({}) } as DOMRect;
  });
}

async function pressKey(handle: HTMLElement, code: 'Space' | 'ArrowUp', announcement: string) {
  fireEvent.keyDown(handle, { key: code === 'Space' ? ' ' : code, code });
  await waitFor(() => expect(document.body.textContent).toContain(announcement));
}

describe('course list', () => {
  it("says 'Noch keine Kurse vorhanden' when there are none", async () => {
    serve({ courses: [] });
    renderWithProviders(<CourseManagement />, { path: '/dashboard/admin?tab=courses' });
    expect(await screen.findByText('Noch keine Kurse vorhanden')).toBeTruthy();
  });

  it('shows a course with its chapter count and asks before deleting it, naming it and what goes with it', async () => {
    const sent = serve();
    renderWithProviders(<CourseManagement />, { path: '/dashboard/admin?tab=courses' });
    const user = userEvent.setup();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Alkohol verstehen' })).closest('li')!;
    expect(within(card).getByText('2 Kapitel')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Kurs löschen: Alkohol verstehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kurs löschen' });
    expect(
      within(dialog).getByText(
        'Sind Sie sicher, dass Sie den Kurs „Alkohol verstehen“ löschen möchten? Alle Kapitel und Quizfragen dieses Kurses werden ebenfalls gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
      ),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Kurs löschen' }));
    expect(await screen.findByText('Kurs erfolgreich gelöscht')).toBeTruthy();
    expect(writes(sent)).toEqual([{ method: 'DELETE', path: `/api/admin/courses/${COURSE_ID}` }]);
  });
});

describe('course editor', () => {
  beforeEach(() => {
    layOutInDocumentOrder();
    // dnd-kit scrolls a picked-up item into view; jsdom has no scrolling
    Element.prototype.scrollIntoView ??= () => {};
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the course named in the URL with its chapters in order and a way back', async () => {
    serve();
    renderWithProviders(<CourseManagement />, { path: COURSE_PATH });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alkohol verstehen' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Kapitel von „Alkohol verstehen“' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Wirkung', 'Abbau']);
    expect(screen.getByRole('link', { name: 'Zurück zu allen Kursen' }).getAttribute('href')).toMatch(/\?tab=courses$/);
  });

  it('checks the question form before sending: all fields, different options; then sends the chosen answer', async () => {
    const sent = serve();
    renderWithProviders(<CourseManagement />, { path: COURSE_PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Frage hinzufügen zu Kapitel „Wirkung“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frage hinzufügen' });
    const submit = within(dialog).getByRole('button', { name: 'Frage hinzufügen' });

    await user.click(submit);
    expect(within(dialog).getByText('Bitte füllen Sie alle Felder aus.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Frage' }));

    await user.type(within(dialog).getByRole('textbox', { name: 'Frage' }), 'Wo wird Alkohol abgebaut?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Leber');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'Leber ');
    await user.click(submit);
    expect(within(dialog).getByText('Zwei Antwortoptionen sind gleich. Bitte geben Sie unterschiedliche Antworten ein.')).toBeTruthy();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Option 2' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'Niere');
    await user.click(submit);
    expect(within(dialog).getByText('Bitte wählen Sie die richtige Antwort aus.')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Option hinzufügen' }));
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Option 3' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'Lunge');
    await user.click(within(dialog).getByRole('radio', { name: 'Richtige Antwort (Option 1)' }));
    await user.click(submit);
    expect(await screen.findByText('Frage erfolgreich hinzugefügt')).toBeTruthy();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/admin/courses/chapters/${FIRST}/quizzes`,
        body: { question: 'Wo wird Alkohol abgebaut?', options: ['Leber', 'Niere', 'Lunge'], correctAnswer: 'Leber', translations: {} },
      },
    ]);
    const questions = await screen.findByRole('list', { name: 'Quizfragen zu „Wirkung“' });
    expect(within(questions).getByText('Leber').closest('li')!.textContent).toContain('Richtige Antwort');
  });

  it('previews the Markdown of a chapter without any raw HTML', async () => {
    serve();
    renderWithProviders(<CourseManagement />, { path: COURSE_PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kapitel hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kapitel hinzufügen' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Inhalt' }), {
      target: { value: '## Promille\n\n- eins\n- zwei\n\n<script>alert(1)</script>' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Vorschau' }));
    const preview = within(dialog).getByRole('region', { name: 'Vorschau des Inhalts' });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Promille' })).toBeTruthy();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(preview.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Vorschau' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('moves a chapter up with the keyboard (Space, ArrowUp, Space) and sends every chapter id in the new order', async () => {
    const sent = serve();
    renderWithProviders(<CourseManagement />, { path: COURSE_PATH });
    const handle = await screen.findByRole('button', { name: 'Kapitel „Abbau“ verschieben' });
    handle.focus();
    await pressKey(handle, 'Space', 'Kapitel „Abbau“ aufgenommen. Position 2 von 2.');
    await pressKey(handle, 'ArrowUp', 'Kapitel „Abbau“ ist jetzt auf Position 1 von 2.');
    await pressKey(handle, 'Space', 'Kapitel „Abbau“ abgelegt auf Position 1 von 2.');
    await waitFor(() =>
      expect(writes(sent)).toEqual([
        { method: 'PUT', path: `/api/admin/courses/${COURSE_ID}/chapters/order`, body: { chapterIds: [SECOND, FIRST] } },
      ]),
    );
    const list = screen.getByRole('list', { name: 'Kapitel von „Alkohol verstehen“' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Abbau', 'Wirkung']),
    );
  });

  it("a refused order says 'Fehler beim Aktualisieren der Reihenfolge' and loads the course again", async () => {
    const sent = serve({ refuseOrder: true });
    renderWithProviders(<CourseManagement />, { path: COURSE_PATH });
    const handle = await screen.findByRole('button', { name: 'Kapitel „Abbau“ verschieben' });
    expect(reads(sent)).toHaveLength(1);
    handle.focus();
    await pressKey(handle, 'Space', 'Kapitel „Abbau“ aufgenommen.');
    await pressKey(handle, 'ArrowUp', 'Kapitel „Abbau“ ist jetzt auf Position 1 von 2.');
    await pressKey(handle, 'Space', 'Kapitel „Abbau“ abgelegt auf Position 1 von 2.');
    expect(await screen.findByText('Fehler beim Aktualisieren der Reihenfolge')).toBeTruthy();
    await waitFor(() => expect(reads(sent)).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Kapitel von „Alkohol verstehen“' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Wirkung', 'Abbau']),
    );
  });
});
