// @vitest-environment happy-dom
// The assistant page (fetch stubbed at the network boundary, the stream fed piece by piece): the
// welcome's example questions send; Enter sends, Shift+Enter adds a line, whitespace is ignored;
// the reply grows with the deltas and ends with its source links; failures and the rate limit read
// in German; the conversation sent along is the page's conversation. Before the first message the
// label says who answers: a model, or (without one) the platform's own content.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AiEngine } from '@common/schemas/ai';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { AiAssistantPage } from './ai-assistant-page';

setUpGermanComponentTests();

const encoder = new TextEncoder();
const sse = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

/** A streamed answer the test writes to as it likes. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (event: string, data: unknown) => controller.enqueue(sse(event, data)),
    close: () => controller.close(),
    fail: (error: unknown) => controller.error(error),
  };
}

function completeReply(text: string) {
  const stream = controlledStream();
  stream.write('meta', { engine: 'llm' });
  stream.write('delta', { text });
  stream.write('sources', { sources: [] });
  stream.write('done', {});
  stream.close();
  return stream.response;
}

/** The conversation on the page (the live region repeats completed replies; this is the list itself). */
const conversation = () => within(screen.getByRole('list', { name: 'Gesprächsverlauf' }));

const pathOf = (input: Parameters<typeof fetch>[0]) =>
  new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000').pathname;

/** The server: GET /api/ai/engine names `engine` (or fails when null); the assistant's answers come from `reply`. */
function answerWith(engine: AiEngine | null, reply: (init: RequestInit | undefined) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    if (pathOf(input) === '/api/ai/engine') return engine ? json(200, { engine }) : json(500, { error: { code: 'INTERNAL' } });
    return reply(init);
  });
}

/** The questions sent to the assistant. */
const sent = async () =>
  Promise.all(fetchMock.mock.calls.filter(([input]) => pathOf(input) === '/api/ai/assistant').map((call) => requestOf(call)));

const AI_LABEL = 'Antworten werden von einer KI erzeugt';
const CONTENT_LABEL = 'Automatische Antworten aus den Inhalten dieser Plattform';

describe('the label before the first message', () => {
  it('without a model: says the answers come from the platform’s content, not from an AI', async () => {
    answerWith('offline', () => completeReply('?'));
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });
    expect(await screen.findByText(CONTENT_LABEL)).toBeTruthy();
    expect(screen.queryByText(AI_LABEL)).toBeNull();
    expect(await sent()).toEqual([]);
  });

  it('when the server cannot say which engine answers: the AI label', async () => {
    answerWith(null, () => completeReply('?'));
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });
    expect(await screen.findByText(AI_LABEL)).toBeTruthy();
    expect(screen.queryByText(CONTENT_LABEL)).toBeNull();
  });
});

describe('the AI assistant page', () => {
  it('shows the welcome with six example questions and the AI label; an example sends at once', async () => {
    const user = userEvent.setup();
    answerWith('llm', () => completeReply('Eine MPU ist eine Begutachtung.'));
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });

    expect(screen.getByRole('heading', { name: 'Willkommen beim MPU-Assistenten' })).toBeTruthy();
    expect(await screen.findByText(AI_LABEL)).toBeTruthy();
    expect(screen.queryByText(CONTENT_LABEL)).toBeNull();
    const examples = within(screen.getByRole('region', { name: 'Willkommen beim MPU-Assistenten' })).getAllByRole('button');
    expect(examples).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Wie lange dauert eine MPU?' }));

    expect(await conversation().findByText('Eine MPU ist eine Begutachtung.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Willkommen beim MPU-Assistenten' })).toBeNull();
    expect(await sent()).toEqual([
      { method: 'POST', path: '/api/ai/assistant', body: { messages: [{ role: 'user', content: 'Wie lange dauert eine MPU?' }] } },
    ]);
  });

  it('ignores whitespace, adds a line with Shift+Enter and sends with Enter', async () => {
    const user = userEvent.setup();
    answerWith('llm', () => completeReply('Antwort.'));
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });
    const input = screen.getByLabelText('Ihre Frage');
    expect(input.getAttribute('placeholder')).toBe('Ihre Frage zur MPU...');
    const sendButton = screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement;
    expect(sendButton.disabled).toBe(true);

    await user.type(input, '   {Enter}');
    expect(sendButton.disabled).toBe(true);
    expect(await sent()).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Erste Zeile{Shift>}{Enter}{/Shift}zweite Zeile');
    expect((input as HTMLTextAreaElement).value).toBe('Erste Zeile\nzweite Zeile');
    expect(await sent()).toEqual([]);

    await user.type(input, '{Enter}');
    expect(await conversation().findByText('Antwort.')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect((await sent())[0]!.body).toEqual({ messages: [{ role: 'user', content: 'Erste Zeile\nzweite Zeile' }] });
  });

  it('thinks until the first piece, grows with every piece and links the sources', async () => {
    const user = userEvent.setup();
    const stream = controlledStream();
    answerWith('offline', () => stream.response);
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });
    await user.type(screen.getByLabelText('Ihre Frage'), 'Abstinenznachweis?{Enter}');

    expect(await screen.findByText('Der Assistent denkt nach...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement).disabled).toBe(true);
    stream.write('meta', { engine: 'offline' });
    stream.write('delta', { text: 'Abstinenznachweise ' });
    expect(await screen.findByText('Abstinenznachweise')).toBeTruthy();
    expect(screen.queryByText('Der Assistent denkt nach...')).toBeNull();

    stream.write('delta', { text: 'belegen den Verzicht.' });
    expect(await screen.findByText('Abstinenznachweise belegen den Verzicht.')).toBeTruthy();
    stream.write('sources', {
      sources: [
        { kind: 'knowledge', title: 'Abstinenznachweise: Urinkontrollen und Haaranalysen', path: '/dashboard/knowledge?article=k1' },
      ],
    });
    stream.write('done', {});
    stream.close();

    const link = await screen.findByRole('link', { name: 'Abstinenznachweise: Urinkontrollen und Haaranalysen' });
    expect(link.getAttribute('href')).toBe('/dashboard/knowledge?article=k1');
    // the completed reply is announced once, in the polite region
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"].sr-only')?.textContent).toBe('Abstinenznachweise belegen den Verzicht.'),
    );
    expect(screen.getByText(CONTENT_LABEL)).toBeTruthy();
    expect(conversation().getByText('Assistent')).toBeTruthy();
    expect(conversation().getByText('Sie')).toBeTruthy();
  });

  it('says sorry in German when the reply fails, and that the limit is reached on 429', async () => {
    const user = userEvent.setup();
    const failing = controlledStream();
    failing.write('meta', { engine: 'llm' });
    failing.write('error', { code: 'AI_UPSTREAM_ERROR' });
    failing.write('done', {});
    failing.close();
    const replies = [failing.response, json(429, { error: { code: 'AI_RATE_LIMITED', message: 'Too many' } })];
    answerWith('llm', () => replies.shift()!);
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });

    await user.type(screen.getByLabelText('Ihre Frage'), 'Erste Frage{Enter}');
    expect(
      await conversation().findByText(
        'Entschuldigung, es gab einen Fehler bei der Verarbeitung Ihrer Anfrage. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Ihre Frage'), 'Zweite Frage{Enter}');
    expect(await conversation().findByText(/Höchstzahl an Nachrichten erreicht. Bitte warten Sie einige Minuten/)).toBeTruthy();
    // the failure notice is not sent to the server as part of the conversation
    expect((await sent())[1]!.body).toEqual({
      messages: [
        { role: 'user', content: 'Erste Frage' },
        { role: 'user', content: 'Zweite Frage' },
      ],
    });
  });

  it('stops a running reply and starts over with Neues Gespräch', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    answerWith('llm', (init) => {
      signal = init?.signal ?? undefined;
      const stream = controlledStream();
      stream.write('meta', { engine: 'llm' });
      stream.write('delta', { text: 'Eine lange' });
      // like a browser's fetch, an abort fails the body that is still arriving
      signal?.addEventListener('abort', () => stream.fail(new DOMException('The user aborted a request.', 'AbortError')));
      return stream.response;
    });
    renderWithProviders(<AiAssistantPage />, { path: '/dashboard/ai-assistant' });
    await user.type(screen.getByLabelText('Ihre Frage'), 'Frage{Enter}');
    expect(await screen.findByText('Eine lange')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Antwort abbrechen' }));
    expect(await screen.findByText('Antwort abgebrochen.')).toBeTruthy();
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Antwort abbrechen' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Neues Gespräch' }));
    expect(screen.getByRole('heading', { name: 'Willkommen beim MPU-Assistenten' })).toBeTruthy();
    expect(screen.queryByText('Eine lange')).toBeNull();
  });
});
