// The counsellor's requests (issue 40). The server's counsellor routes are not in AppType yet, so these
// go through fetch with the typed client's error handling (parseErrorBody: one ApiError for every
// failure) and the shapes of common/src/schemas; once the routes are mounted they can move to `callApi`.
import { createNetworkError, parseErrorBody } from '../../../lib/api-client';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Sent as JSON. */
  json?: unknown;
  signal?: AbortSignal;
}

/** `path` below /api ('/counsellor/bookings?from=…'); resolves the 2xx JSON body, throws ApiError otherwise. */
export async function requestCounsellorApi<T>(path: string, { method = 'GET', json, signal }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(json !== undefined && { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal,
    });
  } catch (error) {
    // a cancelled query is not a failure of the server
    if (signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as T;
}
