// The openai SDK's failures as the typed codes the browser gets (common/src/schemas/ai.ts).
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { AiErrorCode } from '@common/schemas/ai';

const BY_STATUS: Record<number, AiErrorCode> = {
  400: 'AI_BAD_REQUEST',
  401: 'AI_UNAUTHORIZED',
  403: 'AI_FORBIDDEN',
  404: 'AI_NOT_FOUND',
  409: 'AI_CONFLICT',
  422: 'AI_UNPROCESSABLE',
  429: 'AI_RATE_LIMITED_UPSTREAM',
};

/** The code for an error of the SDK (after its retries); anything else is AI_UNKNOWN. */
export function aiErrorCodeOf(error: unknown): AiErrorCode {
  // the timeout error is a connection error, and both are APIErrors: most specific first
  if (error instanceof APIConnectionTimeoutError) return 'AI_TIMEOUT';
  if (error instanceof APIUserAbortError) return 'AI_ABORTED';
  if (error instanceof APIConnectionError) return 'AI_CONNECTION';
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status >= 500) return 'AI_UPSTREAM_ERROR';
    return BY_STATUS[error.status] ?? (error.status >= 400 ? 'AI_BAD_REQUEST' : 'AI_UNKNOWN');
  }
  return 'AI_UNKNOWN';
}

/** The upstream HTTP status, for the log (never the message: it may echo the conversation). */
export const aiErrorStatusOf = (error: unknown): number | undefined => (error instanceof APIError ? error.status : undefined);
