// @vitest-environment jsdom
// The course page as a learner uses it: chapters with the table of contents, a chapter question
// answered wrong (locked, the right option named in words), an answer given elsewhere (409) reloads
// the course, 'Kapitel abschließen' and its undo, and the not-found page (fetch stubbed at the
// network boundary).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@common/schemas/courses';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { CourseDetailPage } from './course-detail-page';

setUpGermanComponentTests();

const COURSE_ID = '7b0f7c1e-3f0a-4c55-9a51-2d3c1d1f0a01';
const QUESTION_ID = '0c8a5a5e-1111-4c55-9a51-2d3c1d1f0a02';
const OPTIONS = ['0,5 ‰', '1,1 ‰', '1,6 ‰'];

const course = (attempt: CourseDetail['chapters'][number]['quizzes'][number]['attempt'] = null, completed = false): CourseDetail => ({
  id: COURSE_ID,
  title: 'Grundlagen der MPU',
  description: 'Alles Wichtige zum Einstieg.',
  chapters: [
    {
      id: 'c1',
      title: 'Was ist die MPU?',
      content: 'Die **MPU** prüft Ihre Fahreignung.<script>alert(1)</script>',
      order: 1,
      completed,
      quizzes: [{ id: QUESTION_ID, question: 'Ab wann ist man absolut fahruntüchtig?', options: OPTIONS, attempt }],
    },
    { id: 'c2', title: 'Der Ablauf', content: 'Text', order: 2, completed: false, quizzes: [] },
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

const renderPage = (path = `/dashboard/courses/${COURSE_ID}`) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/courses/:courseId" element={<CourseDetailPage />} />
      <Route path="/dashboard/courses" element={<p>Kursübersicht</p>} />
    </Routes>,
    { path },
  );

const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('the course page', () => {
  it('shows the course with its table of contents and Markdown without raw HTML', async () => {
    stubServer([() => json(200, course())]);
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundlagen der MPU' })).toBeTruthy();
    expect(screen.getByText('Alles Wichtige zum Einstieg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Kursübersicht' }).getAttribute('href')).toBe('/dashboard/courses');
    const contents = screen.getByRole('navigation', { name: 'Kapitelübersicht' });
    expect(
      within(contents)
        .getByRole('link', { name: /Was ist die MPU\?/ })
        .getAttribute('href'),
    ).toBe('#chapter-c1');
    expect(within(contents).getByText('0 von 2 Kapiteln abgeschlossen')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Was ist die MPU?' })).toBeTruthy();
    expect(screen.getByText('MPU').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    // only the chapter with questions has a quiz
    expect(screen.getAllByRole('heading', { level: 3, name: 'Überprüfen Sie Ihr Wissen' })).toHaveLength(1);
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

  it("?chapter=<id> (the assistant's source links) opens the course at that chapter and focuses its heading", async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      stubServer([() => json(200, course())]);
      renderPage(`/dashboard/courses/${COURSE_ID}?chapter=c2`);
      const heading = await screen.findByRole('heading', { level: 2, name: 'Der Ablauf' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(scrolled).toEqual([screen.getByRole('region', { name: 'Der Ablauf' })]);
    } finally {
      Element.prototype.scrollIntoView = original;
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
