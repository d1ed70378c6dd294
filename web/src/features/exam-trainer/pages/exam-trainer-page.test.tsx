// @vitest-environment happy-dom
// The exam trainer page (fetch stubbed at the network boundary, the Web Speech API stubbed as the
// browser's boundary): the learner's own reasons, 'Prüfung beginnen' sends an empty conversation,
// answers follow with the examiner's replies; the oral mode speaks replies in German unless muted,
// muting cancels speech, and without speech recognition a hint replaces the microphone. Before the
// examination begins the label says who asks: a model, or (without one) the platform's own content.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AiEngine } from '@common/schemas/ai';
import type { Me } from '@common/schemas/me';
import { fetchMock, json, renderWithProviders, requestOf, setUpGermanComponentTests } from '../../../test/component-harness';
import { makeLearnerMe } from '../../../test/me-fixture';
import { ExamTrainerPage } from './exam-trainer-page';

setUpGermanComponentTests();

const encoder = new TextEncoder();

/** A complete streamed reply of the examiner. */
function examinerReply(text: string, finished = false) {
  const events = [
    ['meta', { engine: 'offline', finished }],
    ['delta', { text }],
    ['done', {}],
  ] as const;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [event, data] of events) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Answers /api/me with `me`, /api/ai/engine with `engine` and the trainer with the replies in order. */
function stubServer(me: Me, replies: Array<[text: string, finished?: boolean]>, engine: AiEngine = 'offline') {
  const queue = [...replies];
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost:3000'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/me') return json(200, me);
    if (path === '/api/ai/engine') return json(200, { engine });
    if (path === '/api/ai/trainer') {
      const [text, finished] = queue.shift() ?? ['?'];
      return examinerReply(text, finished);
    }
    throw new Error(`unexpected request to ${path}`);
  });
}

const trainerRequests = async () =>
  (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call).catch(() => null)))).filter(
    (request) => request?.path === '/api/ai/trainer',
  );

const conversation = () => within(screen.getByRole('list', { name: 'Prüfungsgespräch' }));

const spoken: Array<{ text: string; lang: string; rate: number; pitch: number }> = [];
const cancelSpeech = vi.fn();

class FakeUtterance {
  lang = '';
  rate = 0;
  pitch = 0;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

beforeEach(() => {
  spoken.length = 0;
  cancelSpeech.mockReset();
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: FakeUtterance) =>
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate, pitch: utterance.pitch }),
    cancel: cancelSpeech,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the label before the examination begins', () => {
  it('without a model: the answers come from the platform’s content, the questions from its catalogue', async () => {
    stubServer(makeLearnerMe(), [], 'offline');
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    expect(await screen.findByText('Automatische Antworten aus den Inhalten dieser Plattform')).toBeTruthy();
    expect(screen.getByText('Derzeit stellt der Prüfer automatisch Fragen aus dem Fragenkatalog der Plattform.')).toBeTruthy();
    expect(screen.queryByText('Antworten werden von einer KI erzeugt')).toBeNull();
    expect(await trainerRequests()).toEqual([]);
  });

  it('with a model: the AI label', async () => {
    stubServer(makeLearnerMe(), [], 'llm');
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    expect(await screen.findByText('Antworten werden von einer KI erzeugt')).toBeTruthy();
    expect(screen.queryByText('Automatische Antworten aus den Inhalten dieser Plattform')).toBeNull();
  });
});

describe('the exam trainer page', () => {
  it('begins with an empty conversation for the learner’s reason and sends each answer with the conversation', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe({ mpuReasons: ['drugs'] }), [['Guten Tag. Welche Drogen haben Sie genommen?'], ['Wie oft?']]);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });

    expect(screen.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' })).toBeTruthy();
    const reason = screen.getByLabelText('Anlass Ihrer MPU') as HTMLSelectElement;
    await waitFor(() => expect(Array.from(reason.options, (option) => option.text)).toEqual(['Drogen-MPU']));
    expect((screen.getByRole('radio', { name: 'Schriftliche Prüfung' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Prüfung beginnen' }));
    expect(await conversation().findByText('Guten Tag. Welche Drogen haben Sie genommen?')).toBeTruthy();
    expect(conversation().getByText('Prüfer')).toBeTruthy();
    expect(conversation().getByText('Schriftlich')).toBeTruthy();

    await user.type(screen.getByLabelText('Ihre Antwort'), 'Cannabis, vor zwei Jahren.{Enter}');
    expect(await conversation().findByText('Wie oft?')).toBeTruthy();
    expect((await trainerRequests()).map((request) => request?.body)).toEqual([
      { reason: 'drugs', messages: [] },
      {
        reason: 'drugs',
        messages: [
          { role: 'assistant', content: 'Guten Tag. Welche Drogen haben Sie genommen?' },
          { role: 'user', content: 'Cannabis, vor zwei Jahren.' },
        ],
      },
    ]);
    // nothing is spoken in the written examination
    expect(spoken).toEqual([]);
  });

  it('offers all five reasons to an admin', async () => {
    stubServer(makeLearnerMe({ role: 'admin', mpuReasons: ['alcohol'] }), []);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    const reason = screen.getByLabelText('Anlass Ihrer MPU') as HTMLSelectElement;
    await waitFor(() => expect(reason.options).toHaveLength(5));
    expect(Array.from(reason.options, (option) => option.text)).toEqual([
      'Alkohol-MPU',
      'Drogen-MPU',
      'Verkehrsauffälligkeiten-MPU',
      'Straftaten-MPU',
      'Medizinalcannabis-MPU',
    ]);
  });

  it('speaks replies in German in the oral examination, mute cancels, and without recognition a hint replaces the microphone', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe(), [['Erzählen Sie von Ihrem Trinkverhalten.']]);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });

    await user.click(screen.getByRole('radio', { name: 'Mündliche Prüfung' }));
    expect(screen.getByText('Ihr Browser unterstützt keine Spracheingabe. Bitte tippen Sie Ihre Antwort ein.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prüfung beginnen' }));
    expect(await conversation().findByText('Erzählen Sie von Ihrem Trinkverhalten.')).toBeTruthy();
    expect(conversation().getByText('Mündlich')).toBeTruthy();
    await waitFor(() => expect(spoken).toEqual([{ text: 'Erzählen Sie von Ihrem Trinkverhalten.', lang: 'de-DE', rate: 1, pitch: 1 }]));
    expect(screen.queryByRole('button', { name: 'Antwort diktieren' })).toBeNull();
    expect(screen.getByLabelText('Ihre Antwort')).toBeTruthy();

    const mute = screen.getByRole('button', { name: 'Ton aus' });
    cancelSpeech.mockClear();
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(cancelSpeech).toHaveBeenCalled();
    expect((conversation().getByRole('button', { name: 'Vorlesen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the microphone where the browser recognises speech', async () => {
    const user = userEvent.setup();
    const started: string[] = [];
    vi.stubGlobal(
      'webkitSpeechRecognition',
      class {
        lang = '';
        interimResults = false;
        continuous = false;
        onresult = null;
        onend = null;
        onerror = null;
        start() {
          started.push(this.lang);
        }
        stop() {}
        abort() {}
      },
    );
    stubServer(makeLearnerMe(), [['Erste Frage?']]);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    await user.click(screen.getByRole('radio', { name: 'Mündliche Prüfung' }));
    await user.click(screen.getByRole('button', { name: 'Prüfung beginnen' }));
    await conversation().findByText('Erste Frage?');
    await user.click(screen.getByRole('button', { name: 'Antwort diktieren' }));
    expect(started).toEqual(['de-DE']);
    expect(screen.queryByText(/unterstützt keine Spracheingabe/)).toBeNull();
  });

  it('shows the summary and Neue Prüfung when the examination is finished', async () => {
    const user = userEvent.setup();
    stubServer(makeLearnerMe(), [['Erste Frage?'], ['Danke. Ihre Antworten berührten: Trinkmengen.', true]]);
    renderWithProviders(<ExamTrainerPage />, { path: '/dashboard/exam-trainer' });
    await user.click(screen.getByRole('button', { name: 'Prüfung beginnen' }));
    await conversation().findByText('Erste Frage?');
    await user.type(screen.getByLabelText('Ihre Antwort'), 'Meine Antwort{Enter}');

    expect(await screen.findByRole('heading', { name: 'Zusammenfassung' })).toBeTruthy();
    expect(screen.queryByLabelText('Ihre Antwort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Neue Prüfung' }));
    expect(screen.getByRole('heading', { name: 'Willkommen beim MPU-Prüfungstrainer' })).toBeTruthy();
  });
});
