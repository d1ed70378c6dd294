// The requests of /api/my-story (common/src/schemas/my-story.ts). Plain fetch: the save must be able
// to go out with `keepalive` while the tab closes, and a 409 carries the newer state in its body.
import {
  MyStoryStateSchema,
  type MyStoryState,
  type MyStoryVersion,
  type MyStoryVersionSummary,
  type Story,
} from '@common/schemas/my-story';
import type { AbstinenceState } from '@common/schemas/abstinence';
import type { TrackerFacts } from '@common/domain/my-story';
import { ApiError, createNetworkError, parseErrorBody } from '../../../lib/api-client';

export const STORY_URL = '/api/my-story';
export const STORY_PDF_URL = '/api/my-story/export.pdf';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function requestJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  const body = await readBody(response);
  if (!response.ok) throw new StoryRequestError(parseErrorBody(response.status, body), body);
  return body as T;
}

/** An ApiError that keeps the body: a 409 STALE_REVISION holds the newer state. */
export class StoryRequestError extends ApiError {
  constructor(
    error: ApiError,
    readonly body: unknown,
  ) {
    super(error.status, error.code, error.message, error.fields);
  }

  /** The newer state a 409 answered with, wherever the server put it. */
  get newerState(): MyStoryState | null {
    const body = this.body as Record<string, unknown> | undefined;
    for (const candidate of [body, body?.state, body?.current, (body?.error as Record<string, unknown> | undefined)?.state]) {
      const parsed = MyStoryStateSchema.safeParse(candidate);
      if (parsed.success) return parsed.data;
    }
    return null;
  }
}

export const getStory = (signal?: AbortSignal) => requestJson<MyStoryState>(STORY_URL, { signal });

/** PUT /api/my-story; `keepalive` when the page is going away (the answer may never be read). */
export const putStory = (story: Story, baseRevision: number, options: { keepalive?: boolean } = {}) =>
  requestJson<MyStoryState>(STORY_URL, { method: 'PUT', body: JSON.stringify({ story, baseRevision }), keepalive: options.keepalive });

export const postConsent = () =>
  requestJson<MyStoryState>(`${STORY_URL}/consent`, { method: 'POST', body: JSON.stringify({ accepted: true }) });

export const deleteConsent = () => requestJson<unknown>(`${STORY_URL}/consent`, { method: 'DELETE' });

export const getVersions = (signal?: AbortSignal) => requestJson<MyStoryVersionSummary[]>(`${STORY_URL}/versions`, { signal });

export const getVersion = (id: string, signal?: AbortSignal) =>
  requestJson<MyStoryVersion>(`${STORY_URL}/versions/${encodeURIComponent(id)}`, { signal });

/** The tracker's programme and results as the checks read them; null without a programme or consent. */
export async function getTracker(signal?: AbortSignal): Promise<TrackerFacts | null> {
  const state = await requestJson<AbstinenceState>('/api/abstinence', { signal });
  if (!state.consentedAt || !state.programme) return null;
  return { entries: state.entries.map((entry) => ({ date: entry.date, result: entry.result })) };
}
