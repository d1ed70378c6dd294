// The invoice and billing routes (issue 40) are not in the server's router type yet, so the typed client cannot name
// them: these requests go through fetch and turn failures into the same ApiError as callApi. Once the routes are
// mounted, each caller switches to `callApi(api.admin…)` and this file goes.
import { createNetworkError, parseErrorBody } from '../../../lib/api-client';

interface AdminRequest {
  method: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, with its content type (the bank's CSV). */
  text?: { body: string; contentType: string };
  signal?: AbortSignal;
}

export async function requestAdminJson<T>(path: string, { method, json, text, signal }: AdminRequest): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (text) {
    headers['Content-Type'] = text.contentType;
    body = text.body;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, credentials: 'same-origin', headers, body, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  const answer = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = answer ? (JSON.parse(answer) as unknown) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw parseErrorBody(response.status, parsed);
  return parsed as T;
}
