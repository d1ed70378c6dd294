// Test helpers for the AI routes: reading a text/event-stream answer and granting the AI pages.
import type { TestPlatform } from '../../test/test-app';
import { parseSse } from '../../test/sse';
import type { TestClient } from '../../test/test-client';

export { parseSse, replyText, type SseEvent } from '../../test/sse';

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
  'my-story': true,
};

/** Sets a learner's page permissions through the admin API. */
export async function grantPages(platform: TestPlatform, admin: TestClient, userId: string, permissions: Partial<typeof ALL_PAGES> = {}) {
  const response = await admin.json('PUT', `/api/admin/users/${userId}/permissions`, { permissions: { ...ALL_PAGES, ...permissions } });
  if (response.status !== 200) throw new Error(`granting pages failed: ${response.status}`);
}
