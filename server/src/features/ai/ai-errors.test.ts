import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { describe, expect, it } from 'vitest';
import { aiErrorCodeOf } from './ai-errors';

const apiError = (status: number) => APIError.generate(status, { message: 'x' }, 'x', new Headers());

describe('aiErrorCodeOf', () => {
  it('maps the statuses the SDK raises to the typed codes', () => {
    expect([400, 401, 403, 404, 409, 422, 429, 500, 502, 503].map((status) => aiErrorCodeOf(apiError(status)))).toEqual([
      'AI_BAD_REQUEST',
      'AI_UNAUTHORIZED',
      'AI_FORBIDDEN',
      'AI_NOT_FOUND',
      'AI_CONFLICT',
      'AI_UNPROCESSABLE',
      'AI_RATE_LIMITED_UPSTREAM',
      'AI_UPSTREAM_ERROR',
      'AI_UPSTREAM_ERROR',
      'AI_UPSTREAM_ERROR',
    ]);
  });

  it('tells an abort, a timeout and a lost connection apart', () => {
    expect(aiErrorCodeOf(new APIUserAbortError())).toBe('AI_ABORTED');
    expect(aiErrorCodeOf(new APIConnectionTimeoutError())).toBe('AI_TIMEOUT');
    expect(aiErrorCodeOf(new APIConnectionError({ message: 'refused' }))).toBe('AI_CONNECTION');
    expect(aiErrorCodeOf(new Error('something else'))).toBe('AI_UNKNOWN');
  });
});
