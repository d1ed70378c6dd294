// @vitest-environment happy-dom
// The course list: a card per course with its chapter figures and the way back in ('Kurs starten',
// 'Weiterlernen', 'Kurs ansehen' when all are done; each opens the course, which reopens at the
// chapter the learner left off at), the empty state and the load error with a retry (fetch stubbed
// at the network boundary).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@common/schemas/courses';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { CoursesPage } from './courses-page';

setUpGermanComponentTests();

const summary = (id: string, title: string, done: number, total: number, next: string | null): CourseSummary => ({
  id,
  title,
  description: `Über ${title}`,
  contentLanguage: 'de',
  chaptersTotal: total,
  chaptersCompleted: done,
  nextChapterId: next,
});

function stubCourses(...answers: Response[]) {
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
}

describe('the course list', () => {
  it('shows each course with its figures and the right link', async () => {
    stubCourses(
      json(200, {
        courses: [
          summary('k1', 'Grundlagen der MPU', 1, 3, 'c2'),
          summary('k2', 'Abstinenz', 0, 1, 'c9'),
          summary('k3', 'Alkohol und Verkehr', 2, 2, null),
        ],
      }),
    );
    renderWithProviders(<CoursesPage />, { path: '/dashboard/courses' });

    const basics = await screen.findByRole('article', { name: 'Grundlagen der MPU' });
    expect(within(basics).getByText('Über Grundlagen der MPU')).toBeTruthy();
    expect(within(basics).getByText('1 von 3 Kapiteln abgeschlossen')).toBeTruthy();
    expect(within(basics).getByRole('progressbar', { name: '1 von 3 Kapiteln abgeschlossen' }).getAttribute('aria-valuenow')).toBe('33');
    expect(within(basics).getByRole('link', { name: 'Weiterlernen' }).getAttribute('href')).toBe('/dashboard/courses/k1');

    const abstinence = screen.getByRole('article', { name: 'Abstinenz' });
    expect(within(abstinence).getByText('0 von 1 Kapitel abgeschlossen')).toBeTruthy();
    expect(within(abstinence).getByRole('link', { name: 'Kurs starten' }).getAttribute('href')).toBe('/dashboard/courses/k2');

    const alcohol = screen.getByRole('article', { name: 'Alkohol und Verkehr' });
    expect(within(alcohol).getByText('2 von 2 Kapiteln abgeschlossen')).toBeTruthy();
    expect(within(alcohol).getByRole('link', { name: 'Kurs ansehen' }).getAttribute('href')).toBe('/dashboard/courses/k3');
  });

  it("says 'Noch keine Kurse vorhanden' without courses", async () => {
    stubCourses(json(200, { courses: [] }));
    renderWithProviders(<CoursesPage />, { path: '/dashboard/courses' });
    expect(await screen.findByText('Noch keine Kurse vorhanden')).toBeTruthy();
  });

  it('offers a retry after a load error', async () => {
    const user = userEvent.setup();
    stubCourses(
      json(500, { error: { code: 'INTERNAL_ERROR', message: 'boom' } }),
      json(200, { courses: [summary('k1', 'Abstinenz', 0, 1, 'c1')] }),
    );
    renderWithProviders(<CoursesPage />, { path: '/dashboard/courses' });
    expect(await screen.findByText('Die Kurse konnten nicht geladen werden.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'Abstinenz' })).toBeTruthy();
  });
});
