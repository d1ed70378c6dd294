// Test helpers for the AI routes: reading a text/event-stream answer and granting the AI pages.
import type { TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

export interface SseEvent {
  event: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON the tests compare with literals
  data: any;
}

/** The events of a server-sent event stream, in order (data parsed as JSON). */
export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim().length > 0)
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice('data: '.length))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/** Sends a message to an AI route and reads the whole stream. */
export async function askAi(client: TestClient, route: 'assistant' | 'trainer', body: unknown) {
  const response = await client.request('POST', `/api/ai/${route}`, body);
  const text = await response.text();
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    text,
    events: isStream ? parseSse(text) : [],
    json: isStream ? undefined : JSON.parse(text),
  };
}

/** The reply text of the delta events, joined. */
export const replyText = (events: SseEvent[]) =>
  events
    .filter((event) => event.event === 'delta')
    .map((event) => event.data.text as string)
    .join('');

export const ALL_PAGES = {
  courses: true,
  videos: true,
  lexicon: true,
  news: true,
  'book-session': false,
  'ai-assistant': true,
  'exam-trainer': true,
  'performance-trainer': true,
  abstinence: true,
};

/** Sets a learner's page permissions through the admin API. */
export async function grantPages(platform: TestPlatform, admin: TestClient, userId: string, permissions: Partial<typeof ALL_PAGES> = {}) {
  const response = await admin.json('PUT', `/api/admin/users/${userId}/permissions`, { permissions: { ...ALL_PAGES, ...permissions } });
  if (response.status !== 200) throw new Error(`granting pages failed: ${response.status}`);
}
