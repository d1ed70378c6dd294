import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isSessionLost } from './query-client';

const unauthorized = new ApiError(401, 'UNAUTHORIZED', 'no session');

describe('isSessionLost', () => {
  it('is a 401 while the app believes the user signed in', () => {
    expect(isSessionLost(unauthorized, { hasSession: true })).toBe(true);
    // better-auth's answers arrive as the same ApiError
    expect(isSessionLost(new ApiError(401, 'SESSION_EXPIRED', 'Session expired'), { hasSession: true })).toBe(true);
  });

  it('ignores a 401 when nobody is signed in (the guard handles the first lookup)', () => {
    expect(isSessionLost(unauthorized, { hasSession: false })).toBe(false);
  });

  it('ignores a 401 that is an expected answer, such as wrong sign-in data', () => {
    expect(isSessionLost(unauthorized, { hasSession: true, meta: { ignoresUnauthorized: true } })).toBe(false);
  });

  it('leaves other failures to the page', () => {
    for (const status of [0, 400, 403, 404, 409, 429, 500]) {
      expect(isSessionLost(new ApiError(status, 'X', 'x'), { hasSession: true })).toBe(false);
    }
    expect(isSessionLost(new Error('boom'), { hasSession: true })).toBe(false);
    expect(isSessionLost(null, { hasSession: true })).toBe(false);
    // only an ApiError says the server answered 401
    expect(isSessionLost({ status: 401 }, { hasSession: true })).toBe(false);
  });
});
