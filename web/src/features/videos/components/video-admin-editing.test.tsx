// @vitest-environment happy-dom
// The admin's edits inside the video library (fetch stubbed at the network boundary): the quiz editor's
// form rules and its create/delete with announcements and a refetched quiz, the section title inline
// edit, a video's MPU types and the technical details.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LibrarySection, LibraryVideo, VideoQuizQuestion } from '@common/schemas/videos';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import '../locales';
import { VideoAdminPanel } from './video-admin-panel';
import { VideoPlayerModal } from './video-player-modal';
import { VideoQuiz } from './video-quiz';
import { VideoSection } from './video-section';

setUpGermanComponentTests();

const VIDEO_ID = '7b0f7c1e-3f0a-4c55-9a51-2d3c1d1f0a01';
const QUESTION_ID = '0c8a5a5e-1111-4c55-9a51-2d3c1d1f0a02';
const SECTION_ID = '5d2e7a11-2222-4c55-9a51-2d3c1d1f0a03';
const REQUIRED = 'Bitte füllen Sie alle Felder aus und wählen Sie mindestens eine richtige Antwort.';

const existing: VideoQuizQuestion = {
  id: QUESTION_ID,
  question: 'Wie lange dauert der Abbau von 1 ‰ Alkohol etwa?',
  options: ['1 Stunde', '7 bis 10 Stunden'],
  contentLanguage: 'de',
  order: 1,
  multiple: false,
  answered: null,
};

const video: LibraryVideo = {
  id: VIDEO_ID,
  title: 'Alkoholabbau verstehen',
  description: '',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  file: null,
  order: 3,
  language: 'de',
  country: ['DE', 'AT'],
  mpuTypes: ['alcohol'],
  completed: false,
  quizCount: 1,
  isPlayable: true,
};

type Route = (method: string, path: string) => Response | undefined;

/** Answers by method and path; every call is recorded in fetchMock.mock.calls. */
function serve(route: Route) {
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const response = route(request.method, new URL(request.url).pathname);
    if (!response) throw new Error(`unexpected ${request.method} ${request.url}`);
    return response;
  });
}

const callsTo = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([input, init]) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    return request.method === method && new URL(request.url).pathname === path;
  });

/** The player must stay open through every edit below. */
const onClose = vi.fn();

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const markOf = (letter: string) => screen.getByRole('checkbox', { name: `Antwort ${letter}) ist richtig` }) as HTMLInputElement;

describe('the quiz editor in the player', () => {
  it('an empty option cannot be marked; emptying one drops its mark; incomplete forms show the message and send nothing', async () => {
    const user = userEvent.setup();
    serve((method, path) => (method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz` ? json(200, { questions: [] }) : undefined));
    renderWithProviders(<VideoPlayerModal video={video} isAdmin onClose={onClose} />);

    expect(await screen.findByText('Zu diesem Video gibt es noch keine Quizfragen.')).toBeTruthy();
    expect(markOf('A').disabled).toBe(true);
    await user.type(textbox('Antwort A)'), 'Ja');
    expect(markOf('A').disabled).toBe(false);
    await user.click(markOf('A'));
    expect(markOf('A').checked).toBe(true);
    await user.clear(textbox('Antwort A)'));
    expect(markOf('A').checked).toBe(false);
    expect(markOf('A').disabled).toBe(true);

    // question and three options, one marked: option D is blank
    await user.type(textbox('Frage'), 'Was gilt?');
    for (const [letter, text] of [
      ['A', 'eins'],
      ['B', 'zwei'],
      ['C', 'drei'],
    ] as const)
      await user.type(textbox(`Antwort ${letter})`), text);
    await user.click(markOf('B'));
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);

    // all four filled, nothing marked
    await user.type(textbox('Antwort D)'), 'vier');
    await user.click(markOf('B'));
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED);
    expect(callsTo('POST', `/api/admin/videos/${VIDEO_ID}/quizzes`)).toHaveLength(0);
  });

  it('creates a question, announces it, empties the form and refetches the quiz', async () => {
    const user = userEvent.setup();
    let questions: VideoQuizQuestion[] = [];
    serve((method, path) => {
      if (method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz`) return json(200, { questions });
      if (method === 'POST' && path === `/api/admin/videos/${VIDEO_ID}/quizzes`) {
        questions = [{ ...existing, question: 'Was gilt?', options: ['eins', 'zwei', 'drei', 'vier'], multiple: true }];
        return json(201, { id: QUESTION_ID, order: 1 });
      }
    });
    renderWithProviders(<VideoPlayerModal video={video} isAdmin onClose={onClose} />);
    await screen.findByText('Zu diesem Video gibt es noch keine Quizfragen.');

    await user.type(textbox('Frage'), '  Was gilt? ');
    for (const [letter, text] of [
      ['A', 'eins'],
      ['B', 'zwei'],
      ['C', 'drei'],
      ['D', 'vier'],
    ] as const)
      await user.type(textbox(`Antwort ${letter})`), text);
    await user.click(markOf('B'));
    await user.click(markOf('D'));
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));

    const announcement = await screen.findByText('Frage erfolgreich erstellt');
    expect(announcement.closest('[aria-live="polite"]')).toBeTruthy();
    const [post] = callsTo('POST', `/api/admin/videos/${VIDEO_ID}/quizzes`);
    expect((await requestOf(post!)).body).toEqual({
      question: 'Was gilt?',
      options: ['eins', 'zwei', 'drei', 'vier'],
      correctAnswers: ['zwei', 'vier'],
    });
    expect(await screen.findByRole('checkbox', { name: 'A) eins' })).toBeTruthy();
    expect(callsTo('GET', `/api/videos/${VIDEO_ID}/quiz`)).toHaveLength(2);
    expect(textbox('Frage').value).toBe('');
    expect(markOf('B').checked).toBe(false);
  });

  it('announces a failed create and keeps the form', async () => {
    const user = userEvent.setup();
    serve((method, path) => {
      if (method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz`) return json(200, { questions: [] });
      if (method === 'POST') return json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } });
    });
    renderWithProviders(<VideoPlayerModal video={video} isAdmin onClose={onClose} />);
    await screen.findByText('Zu diesem Video gibt es noch keine Quizfragen.');
    await user.type(textbox('Frage'), 'Was gilt?');
    for (const letter of ['A', 'B', 'C', 'D']) await user.type(textbox(`Antwort ${letter})`), `Option ${letter}`);
    await user.click(markOf('C'));
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(await screen.findByText('Fehler beim Erstellen der Frage')).toBeTruthy();
    expect(textbox('Frage').value).toBe('Was gilt?');
  });

  it('deletes a question after the confirmation, announces it and refetches the quiz', async () => {
    const user = userEvent.setup();
    let questions = [existing];
    serve((method, path) => {
      if (method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz`) return json(200, { questions });
      if (method === 'DELETE' && path === `/api/admin/videos/quizzes/${QUESTION_ID}`) {
        questions = [];
        return json(200, { success: true });
      }
    });
    renderWithProviders(<VideoPlayerModal video={video} isAdmin onClose={onClose} />);

    await user.click(await screen.findByRole('button', { name: `Frage löschen: ${existing.question}` }));
    const dialog = screen.getByRole('dialog', { name: 'Frage löschen' });
    expect(within(dialog).getByText('Sind Sie sicher, dass Sie diese Frage löschen möchten?')).toBeTruthy();
    // Abbrechen deletes nothing
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog', { name: 'Frage löschen' })).toBeNull();
    expect(callsTo('DELETE', `/api/admin/videos/quizzes/${QUESTION_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Frage löschen: ${existing.question}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Frage löschen' })).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Frage erfolgreich gelöscht')).toBeTruthy();
    expect(callsTo('DELETE', `/api/admin/videos/quizzes/${QUESTION_ID}`)).toHaveLength(1);
    expect(await screen.findByText('Zu diesem Video gibt es noch keine Quizfragen.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: video.title })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('announces a failed delete', async () => {
    const user = userEvent.setup();
    serve((method, path) => {
      if (method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz`) return json(200, { questions: [existing] });
      if (method === 'DELETE') return json(404, { error: { code: 'QUESTION_NOT_FOUND', message: 'x' } });
    });
    renderWithProviders(<VideoPlayerModal video={video} isAdmin onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: `Frage löschen: ${existing.question}` }));
    await user.click(within(screen.getByRole('dialog', { name: 'Frage löschen' })).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Fehler beim Löschen der Frage')).toBeTruthy();
  });

  it('a learner sees no editor and no delete buttons', async () => {
    serve((method, path) =>
      method === 'GET' && path === `/api/videos/${VIDEO_ID}/quiz` ? json(200, { questions: [existing] }) : undefined,
    );
    renderWithProviders(<VideoQuiz videoId={VIDEO_ID} />);
    expect(await screen.findByRole('radio', { name: 'A) 1 Stunde' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Frage löschen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Frage hinzufügen' })).toBeNull();
  });
});

describe('the section title', () => {
  const section: LibrarySection = { id: SECTION_ID, title: 'Grundlagen', description: '', order: 1, videos: [video] };

  it('edits inline: a blank title cannot be saved, Abbrechen keeps it, Speichern sends it and announces "Titel gespeichert"', async () => {
    const user = userEvent.setup();
    serve((method, path) =>
      method === 'PATCH' && path === `/api/admin/videos/sections/${SECTION_ID}`
        ? json(200, { id: SECTION_ID, title: 'Basiswissen', description: '', order: 1 })
        : undefined,
    );
    renderWithProviders(<VideoSection section={section} showMpuTypes canEditTitle onOpen={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Titel von „Grundlagen“ bearbeiten' }));
    expect(document.activeElement).toBe(textbox('Titel der Kategorie'));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('textbox', { name: 'Titel der Kategorie' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Titel von „Grundlagen“ bearbeiten' }));
    await user.clear(textbox('Titel der Kategorie'));
    await user.type(textbox('Titel der Kategorie'), '   ');
    const save = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(textbox('Titel der Kategorie'), '{Enter}');
    expect(callsTo('PATCH', `/api/admin/videos/sections/${SECTION_ID}`)).toHaveLength(0);

    await user.clear(textbox('Titel der Kategorie'));
    await user.type(textbox('Titel der Kategorie'), ' Basiswissen ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Titel gespeichert')).toBeTruthy();
    const [patch] = callsTo('PATCH', `/api/admin/videos/sections/${SECTION_ID}`);
    expect((await requestOf(patch!)).body).toEqual({ title: 'Basiswissen' });
    expect(screen.queryByRole('textbox', { name: 'Titel der Kategorie' })).toBeNull();
  });

  it('a learner has no edit button', () => {
    renderWithProviders(<VideoSection section={section} showMpuTypes={false} onOpen={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
  });
});

describe("a video's MPU types and technical details", () => {
  it('saves the toggles; none picked comes back as Alkohol-MPU', async () => {
    const user = userEvent.setup();
    serve((method, path) =>
      method === 'PUT' && path === `/api/admin/videos/${VIDEO_ID}/mpu-types` ? json(200, { mpuTypes: ['alcohol'] }) : undefined,
    );
    renderWithProviders(<VideoAdminPanel video={video} />);

    const labels = ['Alkohol-MPU', 'Drogen-MPU', 'Verkehrsauffälligkeiten-MPU', 'Straftaten-MPU', 'Medizinalcannabis-MPU'];
    const toggles = within(screen.getByRole('group', { name: 'MPU-Typen des Videos' })).getAllByRole('button');
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(labels);
    const alcohol = screen.getByRole('button', { name: 'Alkohol-MPU' });
    expect(alcohol.getAttribute('aria-pressed')).toBe('true');
    await user.click(alcohol);
    expect(alcohol.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'MPU-Typen speichern' }));

    expect(await screen.findByText('MPU-Typen gespeichert')).toBeTruthy();
    const [put] = callsTo('PUT', `/api/admin/videos/${VIDEO_ID}/mpu-types`);
    expect((await requestOf(put!)).body).toEqual({ mpuTypes: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alkohol-MPU' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it("lists the video's technical details in a disclosure", () => {
    renderWithProviders(<VideoAdminPanel video={video} />);
    const details = screen.getByText('Technische Details').closest('details')!;
    expect(details.open).toBe(false);
    const text = details.textContent ?? '';
    for (const value of [
      VIDEO_ID,
      video.url,
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'DE, AT',
      'alcohol',
    ])
      expect(text).toContain(value);
    expect(within(details).getByText('Reihenfolge').nextSibling?.textContent).toBe('3');
  });
});
