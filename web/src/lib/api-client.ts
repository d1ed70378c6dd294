// Fetch wrapper for the platform's own /api routes: JSON in and out, cookies sent, errors thrown
// as ApiError with the status and the server's error code (`{ error: { code, message, fields? } }`).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The request never got an answer (offline, server down, DNS). */
  get isNetworkError() {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `{ error: { code, message, fields } }` (our routes) or `{ code, message }` (better-auth). */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (isRecord(inner) && typeof inner.code === 'string') {
    const message = typeof inner.message === 'string' ? inner.message : inner.code;
    const fields = isRecord(inner.fields) ? (inner.fields as Record<string, string>) : undefined;
    return new ApiError(status, inner.code, message, fields);
  }
  return new ApiError(status, `HTTP_${status}`, `Request failed with status ${status}`);
}

export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : 'Network error');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) throw parseErrorBody(response.status, data);
  return data as T;
}
