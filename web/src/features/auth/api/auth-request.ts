// better-auth's client answers `{ data, error }`; the auth feature turns an error into a thrown
// AuthRequestError so TanStack Query mutations and queries see it as a failure.

export class AuthRequestError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

interface ClientResult<T> {
  data: T | null;
  error: { status: number; code?: string; message?: string; statusText?: string } | null;
}

export async function unwrapAuthResult<T>(request: Promise<ClientResult<T>>): Promise<T | null> {
  let result: ClientResult<T>;
  try {
    result = await request;
  } catch (error) {
    throw new AuthRequestError(0, 'NETWORK_ERROR', error instanceof Error ? error.message : 'Network error');
  }
  if (result.error) {
    const { status, code, message, statusText } = result.error;
    throw new AuthRequestError(status, code ?? `HTTP_${status}`, message ?? statusText ?? code ?? 'Request failed');
  }
  return result.data;
}
