// @vitest-environment happy-dom
// The quiz hub on the courses page: with no question in the learner's scope it offers no round (no
// random quiz, no 'all questions', no repetition, no empty category) and says so honestly; an admin is
// pointed to the exam-question admin. With questions, only categories that hold some are offered.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/schemas/me';
import type { QuizHub as QuizHubData } from '@common/schemas/quiz';
import { fetchMock, json, renderWithProviders, setUpGermanComponentTests } from '../../../test/component-harness';
import { QuizHub } from './quiz-hub';

setUpGermanComponentTests();

const me = (role: Me['role']): Me => ({
  user: { id: 'u1', email: 'lerner@example.org', name: 'lerner', firstName: '' },
  language: 'de',
  role,
  mpuReasons: ['alcohol'],
  permissions: {
    courses: true,
    videos: true,
    lexicon: true,
    news: true,
    'book-session': false,
    'ai-assistant': false,
    'exam-trainer': false,
    'performance-trainer': false,
    abstinence: false,
    'my-story': false,
  },
  tourSeen: true,
  healthDataConsent: 'given',
  mustChangePassword: false,
});

const ALCOHOL = '5b0c3a4e-8f1d-4c1b-9a57-0d2f3e4a5b6c';
const DRUGS = '7c1d4b5f-9a2e-4d2c-8b68-1e3a4f5b6c7d';

function serve(hub: QuizHubData, role: Me['role'] = 'user') {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
    if (url.pathname === '/api/quiz/hub') return json(200, hub);
    if (url.pathname === '/api/me') return json(200, me(role));
    throw new Error(`unexpected request to ${url.pathname}`);
  });
}

const NO_LIGHTS = { green: 0, yellow: 0, red: 0, grey: 0, greenShare: 0 };

const EMPTY_HUB: QuizHubData = {
  categories: [
    { id: ALCOHOL, name: 'Alkohol und Fahreignung', description: 'd', mpuTypes: ['alcohol'], questionCount: 0, lights: NO_LIGHTS },
  ],
  totalQuestions: 0,
  mistakes: 0,
  dueCount: 0,
  recent: [],
  markedCount: 0,
  activeRound: null,
};

const ROUND_LINKS = ['Wiederholen', 'Alle Prüfungsfragen', 'Zufallsquiz', 'Fehler wiederholen', 'Alkohol und Fahreignung'];

describe('the quiz hub', () => {
  it('without questions offers no round and says why; the knowledge articles stay', async () => {
    serve(EMPTY_HUB);
    renderWithProviders(<QuizHub />, { path: '/dashboard/courses' });
    expect(await screen.findByText('Keine Fragen verfügbar')).toBeTruthy();
    expect(
      screen.getByText(
        'Für Ihren MPU-Anlass sind noch keine Prüfungsfragen hinterlegt. Bis dahin finden Sie Grundlagen unter „Allgemeines Wissen zur MPU“.',
      ),
    ).toBeTruthy();
    for (const name of ROUND_LINKS) expect(screen.queryByRole('link', { name: new RegExp(name) }), name).toBeNull();
    expect(screen.queryByRole('link', { name: 'Alle Aktivitäten anzeigen' })).toBeNull();
    expect(screen.getByRole('link', { name: /Allgemeines Wissen zur MPU/ }).getAttribute('href')).toBe('/dashboard/knowledge');
  });

  it('an admin without questions is pointed to the exam-question admin', async () => {
    serve(EMPTY_HUB, 'admin');
    renderWithProviders(<QuizHub />, { path: '/dashboard/courses' });
    expect(
      await screen.findByText('Es sind noch keine Prüfungsfragen angelegt. Legen Sie Fragen an oder importieren Sie eine CSV-Datei.'),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Prüfungsfragen verwalten' })).getAttribute('href')).toBe('/dashboard/admin/quiz');
    expect(screen.queryByRole('link', { name: /Zufallsquiz/ })).toBeNull();
  });

  it('with questions offers the rounds, and only the categories that hold questions', async () => {
    serve({
      ...EMPTY_HUB,
      categories: [
        {
          id: ALCOHOL,
          name: 'Alkohol und Fahreignung',
          description: 'd',
          mpuTypes: ['alcohol'],
          questionCount: 12,
          lights: { ...NO_LIGHTS, grey: 12 },
        },
        { id: DRUGS, name: 'Drogen und Fahreignung', description: 'd', mpuTypes: ['drugs'], questionCount: 0, lights: NO_LIGHTS },
      ],
      totalQuestions: 12,
    });
    renderWithProviders(<QuizHub />, { path: '/dashboard/courses' });
    expect((await screen.findByRole('link', { name: /Zufallsquiz/ })).getAttribute('href')).toBe('/dashboard/quiz/random');
    expect(screen.getByRole('link', { name: /Alle Prüfungsfragen/ }).textContent).toContain('12 Fragen');
    expect(screen.getByRole('link', { name: /Alkohol und Fahreignung/ }).getAttribute('href')).toBe(`/dashboard/quiz/category/${ALCOHOL}`);
    expect(screen.queryByRole('link', { name: /Drogen und Fahreignung/ })).toBeNull();
    expect(screen.queryByText('Keine Fragen verfügbar')).toBeNull();
  });

  it('shows each category’s lights in words beside the colours, with the share of green', async () => {
    serve({
      ...EMPTY_HUB,
      categories: [
        {
          id: ALCOHOL,
          name: 'Alkohol und Fahreignung',
          description: 'd',
          mpuTypes: ['alcohol'],
          questionCount: 25,
          lights: { green: 12, yellow: 3, red: 2, grey: 8, greenShare: 48 },
        },
      ],
      totalQuestions: 25,
    });
    renderWithProviders(<QuizHub />, { path: '/dashboard/courses' });
    const tile = await screen.findByRole('link', { name: /Alkohol und Fahreignung/ });
    // what a screen reader reads out: the counts as words, separated, never the colour alone ('48 %' has a no-break space)
    expect(tile.textContent!.replace(/\s/gu, ' ')).toBe('Alkohol und Fahreignung25 Fragen12 grün, 3 gelb, 2 rot, 8 neu; 48 % grün');
    const dots = [...tile.querySelectorAll('[data-light]')].map((dot) => dot.getAttribute('data-light'));
    expect(dots).toEqual(['green', 'yellow', 'red', 'grey']);
  });

  it('a running round is offered to continue at its question; the marked questions have their entry with the count', async () => {
    const roundId = '9d2e5c6a-1b3f-4e4d-9c79-2f4b5a6c7d8e';
    serve({
      ...EMPTY_HUB,
      categories: [
        {
          id: ALCOHOL,
          name: 'Alkohol und Fahreignung',
          description: 'd',
          mpuTypes: ['alcohol'],
          questionCount: 60,
          lights: { green: 0, yellow: 0, red: 0, grey: 60, greenShare: 0 },
        },
      ],
      totalQuestions: 60,
      markedCount: 3,
      activeRound: { id: roundId, mode: 'all', answered: 3, total: 60 },
    });
    renderWithProviders(<QuizHub />, { path: '/dashboard/courses' });
    expect(await screen.findByText('Runde fortsetzen: Frage 4 von 60')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fortsetzen' }).getAttribute('href')).toBe(`/dashboard/quiz/rounds/${roundId}`);
    const marked = screen.getByRole('link', { name: /Gemerkte Fragen/ });
    expect(marked.getAttribute('href')).toBe('/dashboard/quiz/marked');
    expect(marked.textContent).toContain('3 gemerkte Fragen');
  });
});
