// @vitest-environment happy-dom
// "Mein Gespräch" on the trainer page (fetch stubbed at the network boundary): offered when the story
// consent is given, it needs this conversation's confirmation before the examiner asks, asks the
// story route (the story itself is never sent), saves the finished conversation with its summary and
// lists it with a download link and a delete that asks first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Me } from '@common/schemas/me';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { makeLearnerMe } from '../../../test/me-fixture';
import { ExamTrainerPage } from './exam-trainer-page';

setUpGermanComponentTests();

const encoder = new TextEncoder();

function examinerReply(text: string, finished: boolean) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of [
        ['meta', { engine: 'offline', finished }],
        ['delta', { text }],
        ['done', {}],
      ] as const)
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const SAVED = {
  id: '6f1c2a3e-1111-4222-8333-444455556666',
  mode: 'text',
  reason: 'alcohol',
  messageCount: 3,
  hasSummary: true,
  createdAt: '2026-11-26T10:15:00.000Z',
};

function stubServer(me: Me, consentedAt: string | null, replies: Array<[string, boolean]>) {
  const queue = [...replies];
  let transcripts: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/me') return json(200, me);
    if (path === '/api/ai/engine') return json(200, { engine: 'offline' });
    if (path === '/api/my-story') return json(200, { consentedAt, story: null, revision: 0, updatedAt: null });
    if (path === '/api/my-story/interview') {
      const [text, finished] = queue.shift() ?? ['?', false];
      return examinerReply(text, finished);
    }
    if (path === '/api/my-story/transcripts' && request.method === 'GET') return json(200, transcripts);
    if (path === '/api/my-story/transcripts' && request.method === 'POST') {
      transcripts = [SAVED];
      return json(201, { ...SAVED, messages: [], summary: '' });
    }
    if (path === `/api/my-story/transcripts/${SAVED.id}` && request.method === 'DELETE') {
      transcripts = [];
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected request to ${request.method} ${path}`);
  });
}

const requestsTo = async (path: string) =>
  (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call).catch(() => null)))).filter((request) => request?.path === path);

describe('Mein Gespräch', () => {
  it('asks for this conversation’s confirmation, then the examiner asks about the story; the finished conversation is saved, listed and deleted after a confirmation', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe({ mpuReasons: ['alcohol'] }), '2026-11-01T09:00:00.000Z', [
      ['Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?', false],
      ['Zusammenfassung nach Teilen Ihrer Geschichte\n\nVeränderung: hat gehalten (konkrete Antworten).', true],
    ]);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });

    const storyOption = (await screen.findByRole('radio', { name: /Mein Gespräch/ })) as HTMLInputElement;
    await waitFor(() => expect(storyOption.disabled).toBe(false));
    await user.click(storyOption);
    await user.click(screen.getByRole('button', { name: 'Gespräch beginnen' }));
    const confirm = screen.getByRole('checkbox', { name: 'Der Prüfer darf für dieses Gespräch meine MPU-Geschichte verwenden.' });
    expect(document.activeElement).toBe(confirm);
    expect(screen.getByText('Bitte bestätigen Sie, dass der Prüfer Ihre Geschichte verwenden darf.')).toBeTruthy();
    expect(await requestsTo('/api/my-story/interview')).toEqual([]);

    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Gespräch beginnen' }));
    const conversation = within(await screen.findByRole('list', { name: 'Prüfungsgespräch' }));
    expect(
      await conversation.findByText('Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Ihre Antwort'), 'Am 28. Februar 2026 hatte ich einen Rückfall auf einer Feier.{Enter}');
    expect(await screen.findByRole('heading', { name: 'Zusammenfassung' })).toBeTruthy();
    expect((await requestsTo('/api/my-story/interview')).map((request) => request?.body)).toEqual([
      { reason: 'alcohol', useStory: true, messages: [] },
      {
        reason: 'alcohol',
        useStory: true,
        messages: [
          { role: 'assistant', content: 'Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?' },
          { role: 'user', content: 'Am 28. Februar 2026 hatte ich einen Rückfall auf einer Feier.' },
        ],
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Gespräch speichern' }));
    expect(await screen.findByText('Das Gespräch ist in Ihrer MPU-Geschichte gespeichert.')).toBeTruthy();
    const [saved] = (await requestsTo('/api/my-story/transcripts')).filter((request) => request?.method === 'POST');
    expect(saved?.body).toEqual({
      mode: 'text',
      reason: 'alcohol',
      messages: [
        { role: 'assistant', content: 'Sie schreiben, Sie trinken seit dem 1. März 2026 nichts mehr. Was war im März 2026?' },
        { role: 'user', content: 'Am 28. Februar 2026 hatte ich einen Rückfall auf einer Feier.' },
        { role: 'assistant', content: 'Zusammenfassung nach Teilen Ihrer Geschichte\n\nVeränderung: hat gehalten (konkrete Antworten).' },
      ],
      summary: 'Zusammenfassung nach Teilen Ihrer Geschichte\n\nVeränderung: hat gehalten (konkrete Antworten).',
    });

    const list = within(screen.getByRole('region', { name: 'Gespeicherte Gespräche' }));
    const download = await list.findByRole('link', { name: /als Text herunterladen/ });
    expect(download.getAttribute('href')).toBe(`/api/my-story/transcripts/${SAVED.id}/text`);
    await user.click(list.getByRole('button', { name: /löschen/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Gespräch löschen?' }));
    await user.click(dialog.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await list.findByText('Sie haben noch kein Gespräch gespeichert.')).toBeTruthy();
  });

  it('is offered but not available without the story consent, with the way to give it', async () => {
    stubServer(makeLearnerMe({ mpuReasons: ['alcohol'] }), null, []);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    expect(
      await screen.findByText(/steht Ihnen zur Verfügung, sobald Sie in „Meine MPU-Geschichte“ der Speicherung zugestimmt haben/),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Mein Gespräch/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Zu „Meine MPU-Geschichte“' }).getAttribute('href')).toBe('/dashboard/my-story');
  });
});
