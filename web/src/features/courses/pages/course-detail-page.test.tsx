// @vitest-environment happy-dom
// The course page as a learner uses it: one chapter at a time with the table of contents and
// 'Zurück' / 'Weiter', reopened at the chapter the learner left off at, a chapter question answered
// wrong (locked, the right option named in words), an answer given elsewhere (409) reloads the
// course, 'Kapitel abschließen' and its undo, and the not-found page (fetch stubbed at the network
// boundary).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@common/schemas/courses';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { CourseDetailPage } from './course-detail-page';

setUpGermanComponentTests();

const COURSE_ID = '7b0f7c1e-3f0a-4c55-9a51-2d3c1d1f0a01';
const QUESTION_ID = '0c8a5a5e-1111-4c55-9a51-2d3c1d1f0a02';
const OPTIONS = ['0,5 ‰', '1,1 ‰', '1,6 ‰'];

// a learner who was reading the first chapter: opening the course there tells the server nothing new
const course = (attempt: CourseDetail['chapters'][number]['quizzes'][number]['attempt'] = null, completed = false): CourseDetail => ({
  id: COURSE_ID,
  lastChapterId: 'c1',
  title: 'Grundlagen der MPU',
  description: 'Alles Wichtige zum Einstieg.',
  contentLanguage: 'de',
  chapters: [
    {
      id: 'c1',
      title: 'Was ist die MPU?',
      content: 'Die **MPU** prüft Ihre Fahreignung.<script>alert(1)</script>',
      order: 1,
      completed,
      contentLanguage: 'de',
      quizzes: [{ id: QUESTION_ID, question: 'Ab wann ist man absolut fahruntüchtig?', options: OPTIONS, contentLanguage: 'de', attempt }],
    },
    { id: 'c2', title: 'Der Ablauf', content: 'Text', order: 2, completed: false, contentLanguage: 'de', quizzes: [] },
  ],
});

/** Answers the course and the writes the test expects, in order; records every request. */
function stubServer(answers: Array<(path: string) => Response | undefined>) {
  let index = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    const answer = answers[Math.min(index++, answers.length - 1)]!(url.pathname);
    if (!answer) throw new Error(`unexpected request to ${url.pathname}`);
    return answer;
  });
}

/** The address the page shows, as the browser's address bar would. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash}`}</p>;
}
const address = () => screen.getByTestId('address').textContent;

const renderPage = (path = `/dashboard/courses/${COURSE_ID}`) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dashboard/courses/:courseId" element={<CourseDetailPage />} />
        <Route path="/dashboard/courses/:courseId/chapters/:chapterId" element={<CourseDetailPage />} />
        <Route path="/dashboard/courses" element={<p>Kursübersicht</p>} />
      </Routes>
      <Address />
    </>,
    { path },
  );

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the course page', () => {
  it('shows the course with its table of contents and Markdown without raw HTML', async () => {
    const user = userEvent.setup();
    stubServer([
      (path) => (path === `/api/courses/${COURSE_ID}` ? json(200, course()) : undefined),
      (path) => (path === `/api/courses/${COURSE_ID}/last-chapter` ? json(200, { chapterId: 'c2' }) : undefined),
    ]);
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundlagen der MPU' })).toBeTruthy();
    expect(screen.getByText('Alles Wichtige zum Einstieg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Kursübersicht' }).getAttribute('href')).toBe('/dashboard/courses');
    const contents = screen.getByRole('navigation', { name: 'Kapitelübersicht' });
    expect(
      within(contents)
        .getByRole('link', { name: /Was ist die MPU\?/ })
        .getAttribute('href'),
    ).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c1`);
    expect(within(contents).getByText('0 von 2 Kapiteln abgeschlossen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Was ist die MPU?' })).toBeTruthy();
    expect(screen.getByText('MPU').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    // only the chapter with questions has a quiz
    expect(screen.getAllByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: /^Weiter/ }));
    await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' })).toBeNull();
  });

  it('a wrong answer locks the question and names the right option; the choice is sent as text', async () => {
    const user = userEvent.setup();
    stubServer([() => json(200, course()), () => json(200, { isCorrect: false, correctAnswer: '1,1 ‰' })]);
    renderPage();
    await screen.findByRole('group', { name: /Ab wann ist man absolut fahruntüchtig\?/ });

    // nothing chosen: the check cannot be pressed and nothing is sent
    const check = screen.getByRole('button', { name: 'Antwort prüfen' }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    await user.click(check);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(radio('0,5 ‰'));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Leider falsch. Richtige Antwort: 1,1 ‰')).toBeTruthy();
    expect(await requestOf(fetchMock.mock.calls[1]!)).toEqual({
      method: 'POST',
      path: `/api/courses/quizzes/${QUESTION_ID}/answer`,
      body: { answer: '0,5 ‰' },
    });
    expect(screen.getByText('Leider falsch. Richtige Antwort: 1,1 ‰').closest('[aria-live="polite"]')).toBeTruthy();
    expect(within(screen.getByText('1,1 ‰').closest('label')!).getByText('Richtige Antwort')).toBeTruthy();
    expect(within(screen.getByText('0,5 ‰').closest('label')!).getByText('Ihre Auswahl – nicht richtig')).toBeTruthy();
    for (const option of OPTIONS) expect(radio(option).disabled).toBe(true);
    expect(radio('0,5 ‰').checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort prüfen' })).toBeNull();
  });

  it('an answer given elsewhere (409) reloads the course, which shows the lock', async () => {
    const user = userEvent.setup();
    stubServer([
      () => json(200, course()),
      () => json(409, { error: { code: 'ALREADY_ANSWERED', message: 'answered' } }),
      () => json(200, course({ answer: '1,1 ‰', isCorrect: true, correctAnswer: '1,1 ‰' })),
    ]);
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /^1,6 ‰/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Richtig!')).toBeTruthy();
    expect(radio('1,1 ‰').checked).toBe(true);
    expect(screen.queryByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')).toBeNull();
  });

  it('another failure says so and leaves the question open', async () => {
    const user = userEvent.setup();
    stubServer([() => json(200, course()), () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } })]);
    renderPage();
    await user.click(await screen.findByRole('radio', { name: /^1,6 ‰/ }));
    await user.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.')).toBeTruthy();
    expect(radio('1,6 ‰').disabled).toBe(false);
  });

  it("'Kapitel abschließen' marks the chapter in words and offers the undo, which takes it back", async () => {
    const user = userEvent.setup();
    stubServer([
      (path) => (path.startsWith('/api/courses/') && !path.includes('/chapters/') ? json(200, course()) : undefined),
      () => json(200, { completed: true }),
      () => json(200, { completed: false }),
    ]);
    renderPage();
    const chapter = await screen.findByRole('region', { name: 'Was ist die MPU?' });
    await user.click(within(chapter).getByRole('button', { name: 'Kapitel abschließen' }));
    const undo = await within(chapter).findByRole('button', { name: 'Als nicht abgeschlossen markieren' });
    expect(await requestOf(fetchMock.mock.calls[1]!)).toEqual({
      method: 'PUT',
      path: '/api/courses/chapters/c1/progress',
      body: { completed: true },
    });
    expect(within(chapter).getByText('Abgeschlossen')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(undo));
    const contents = screen.getByRole('navigation', { name: 'Kapitelübersicht' });
    expect(within(contents).getByRole('link', { name: /Was ist die MPU\?.*abgeschlossen/ })).toBeTruthy();
    expect(within(contents).getByText('1 von 2 Kapiteln abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Das Kapitel „Was ist die MPU?“ ist abgeschlossen.')).toBeTruthy();

    await user.click(undo);
    const complete = await within(chapter).findByRole('button', { name: 'Kapitel abschließen' });
    expect(await requestOf(fetchMock.mock.calls[2]!)).toEqual({
      method: 'PUT',
      path: '/api/courses/chapters/c1/progress',
      body: { completed: false },
    });
    await waitFor(() => expect(document.activeElement).toBe(complete));
  });

  it('?chapter=<id> (older assistant answers) and #chapter-<id> (older links) open that chapter under its own address, focused', async () => {
    for (const old of [`?chapter=c2`, `#chapter-c2`]) {
      stubServer([
        (path) => (path === `/api/courses/${COURSE_ID}` ? json(200, course()) : undefined),
        (path) => (path === `/api/courses/${COURSE_ID}/last-chapter` ? json(200, { chapterId: 'c2' }) : undefined),
      ]);
      renderPage(`/dashboard/courses/${COURSE_ID}${old}`);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c2`);
      expect(screen.queryByRole('heading', { level: 2, name: 'Was ist die MPU?' })).toBeNull();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      expect(await requestOf(fetchMock.mock.calls[1]!)).toEqual({
        method: 'PUT',
        path: `/api/courses/${COURSE_ID}/last-chapter`,
        body: { chapterId: 'c2' },
      });
      cleanup();
      fetchMock.mockReset();
    }
  });

  it("an unknown course says 'Kurs nicht gefunden' with the way back", async () => {
    stubServer([() => json(404, { error: { code: 'COURSE_NOT_FOUND', message: 'No such course.' } })]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurs nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Kursübersicht' }).getAttribute('href')).toBe('/dashboard/courses');
  });

  it('a load error offers a retry', async () => {
    const user = userEvent.setup();
    stubServer([() => json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } }), () => json(200, course())]);
    renderPage();
    expect(await screen.findByText('Der Kurs konnte nicht geladen werden.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundlagen der MPU' })).toBeTruthy();
  });
});

/** A course of three chapters; the learner completed the first and stopped at `lastChapterId`. */
const threeChapters = (lastChapterId: string | null): CourseDetail => ({
  id: COURSE_ID,
  title: 'Grundlagen der MPU',
  description: '',
  contentLanguage: 'de',
  lastChapterId,
  chapters: [
    { id: 'c1', title: 'Was ist die MPU?', content: 'Eins', order: 1, completed: true, contentLanguage: 'de', quizzes: [] },
    { id: 'c2', title: 'Der Ablauf', content: 'Zwei', order: 2, completed: false, contentLanguage: 'de', quizzes: [] },
    { id: 'c3', title: 'Die Vorbereitung', content: 'Drei', order: 3, completed: false, contentLanguage: 'de', quizzes: [] },
  ],
});

/** Answers GET of the course and PUT of the chapter opened last; records the chapters told to the server. */
function stubCourse(detail: CourseDetail) {
  const told: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === `/api/courses/${COURSE_ID}`) return json(200, detail);
    if (request.method === 'PUT' && pathname === `/api/courses/${COURSE_ID}/last-chapter`) {
      const { chapterId } = (await request.json()) as { chapterId: string };
      told.push(chapterId);
      return json(200, { chapterId });
    }
    throw new Error(`unexpected request ${request.method} ${pathname}`);
  });
  return told;
}

describe('one chapter at a time', () => {
  it('the table of contents lists every chapter with its completion and marks the one shown', async () => {
    stubCourse(threeChapters('c2'));
    renderPage(`/dashboard/courses/${COURSE_ID}/chapters/c2`);
    await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
    const contents = screen.getByRole('navigation', { name: 'Kapitelübersicht' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['1.Was ist die MPU?(abgeschlossen)', `/dashboard/courses/${COURSE_ID}/chapters/c1`, null],
      ['2.Der Ablauf', `/dashboard/courses/${COURSE_ID}/chapters/c2`, 'page'],
      ['3.Die Vorbereitung', `/dashboard/courses/${COURSE_ID}/chapters/c3`, null],
    ]);
    expect(within(contents).getByText('1 von 3 Kapiteln abgeschlossen')).toBeTruthy();
    expect(screen.getByText('Kapitel 2 von 3', { selector: 'section p' })).toBeTruthy();
    // the other chapters' texts are not on the page
    expect(screen.queryByText('Eins')).toBeNull();
    expect(screen.queryByText('Drei')).toBeNull();
  });

  it('on smaller screens the table of contents folds: its button says whether it is open, and choosing a chapter folds it again', async () => {
    const user = userEvent.setup();
    stubCourse(threeChapters('c1'));
    renderPage(`/dashboard/courses/${COURSE_ID}/chapters/c1`);
    await screen.findByRole('heading', { level: 2, name: 'Was ist die MPU?' });
    const toggle = screen.getByRole('button', { name: /^Kapitelübersicht/ });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.className).toMatch(/(^| )hidden( |$)/);
    expect(toggle.textContent).toContain('Kapitel 1 von 3');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.className).not.toMatch(/(^| )hidden( |$)/);

    await user.click(within(list).getByRole('link', { name: /Die Vorbereitung/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Die Vorbereitung' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: /^Kapitelübersicht/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it("'Weiter' and 'Zurück' open the next and the previous chapter: the address names it, the focus and the view move to its heading, the server is told", async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const told = stubCourse(threeChapters('c1'));
      renderPage(`/dashboard/courses/${COURSE_ID}/chapters/c1`);
      await screen.findByRole('heading', { level: 2, name: 'Was ist die MPU?' });
      const pager = screen.getByRole('navigation', { name: 'Kapitel wechseln' });
      // the first chapter has no way back, only on
      expect(within(pager).queryByRole('link', { name: /^Zurück/ })).toBeNull();
      await user.click(within(pager).getByRole('link', { name: 'Weiter: Der Ablauf' }));

      const second = await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
      await waitFor(() => expect(document.activeElement).toBe(second));
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Der Ablauf' })]);
      expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c2`);
      await waitFor(() => expect(told).toEqual(['c2']));

      await user.click(screen.getByRole('link', { name: 'Weiter: Die Vorbereitung' }));
      await screen.findByRole('heading', { level: 2, name: 'Die Vorbereitung' });
      // after the last chapter the way leads back to the course list
      const lastPager = screen.getByRole('navigation', { name: 'Kapitel wechseln' });
      expect(within(lastPager).queryByRole('link', { name: /^Weiter/ })).toBeNull();
      expect(within(lastPager).getByRole('link', { name: 'Zur Kursübersicht' }).getAttribute('href')).toBe('/dashboard/courses');

      await user.click(within(lastPager).getByRole('link', { name: 'Zurück: Der Ablauf' }));
      const again = await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
      await waitFor(() => expect(document.activeElement).toBe(again));
      expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c2`);
      await waitFor(() => expect(told).toEqual(['c2', 'c3', 'c2']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('the course without a chapter in the address reopens at the chapter opened last, even on another device, and tells the server nothing new', async () => {
    const told = stubCourse(threeChapters('c3'));
    renderPage();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Die Vorbereitung' });
    await waitFor(() => expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c3`));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(told).toEqual([]);
  });

  it('never opened before, the course starts at the first chapter not completed and remembers it', async () => {
    const told = stubCourse(threeChapters(null));
    renderPage();
    await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
    await waitFor(() => expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c2`));
    await waitFor(() => expect(told).toEqual(['c2']));
  });

  it('a chapter the course does not have (any more) says so and shows where the learner can carry on', async () => {
    stubCourse(threeChapters('c3'));
    renderPage(`/dashboard/courses/${COURSE_ID}/chapters/geloescht`);
    await screen.findByRole('heading', { level: 2, name: 'Die Vorbereitung' });
    expect(
      await screen.findByText(
        'Das aufgerufene Kapitel gibt es in diesem Kurs nicht (mehr). Sie sehen stattdessen das Kapitel, bei dem Sie weitermachen können.',
      ),
    ).toBeTruthy();
    expect(address()).toBe(`/dashboard/courses/${COURSE_ID}/chapters/c3`);
  });
});
