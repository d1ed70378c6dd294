import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError, parseErrorBody } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('parseErrorBody', () => {
  it('reads the API error shape', () => {
    const error = parseErrorBody(400, { error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { email: 'invalid' } } });
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'bad', fields: { email: 'invalid' } });
  });

  it("reads better-auth's shape", () => {
    expect(parseErrorBody(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' })).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
    });
  });

  it('names the status when the body says nothing', () => {
    expect(parseErrorBody(502, undefined)).toMatchObject({ status: 502, code: 'HTTP_502' });
  });
});

describe('apiFetch', () => {
  it('returns the JSON answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 'ok' }), { status: 200 })));
    await expect(apiFetch('/api/health')).resolves.toEqual({ status: 'ok' });
  });

  it('throws ApiError with status and code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'no session' } }), { status: 401 })),
    );
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiFetch('/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });
});
