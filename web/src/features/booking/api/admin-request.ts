// The issue-40 admin routes (instructor accounts and settings) are not in the server's router type yet, so the
// typed client cannot name them: these requests go through fetch and turn failures into the same ApiError as
// callApi. Once the routes are mounted, each caller switches to `callApi(api.admin.bookings…)` and this file goes.
import { createNetworkError, parseErrorBody } from '../../../lib/api-client';

export async function requestAdminJson<T>(path: string, init: { method: string; json?: unknown; signal?: AbortSignal }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      credentials: 'same-origin',
      headers:
        init.json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as T;
}

export const adminInstructorPath = (id: string) => `/api/admin/bookings/instructors/${encodeURIComponent(id)}`;
