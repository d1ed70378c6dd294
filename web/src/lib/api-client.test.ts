import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Health } from '@common/schemas/health';
import { ApiError, callApi, createApiClient, parseErrorBody } from './api-client';

// A real HTTP server stands in for the API: each test sets what it answers and reads what it received.
type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
let handle: Handler = (_request, _body, response) => response.end();
let server: Server;
let api: ReturnType<typeof createApiClient>;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = createApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callApi', () => {
  it('returns the typed JSON answer of a 2xx', async () => {
    handle = (request, _body, response) => {
      expect(request.method).toBe('GET');
      expect(request.url).toBe('/api/health');
      sendJson(response, 200, { status: 'ok', database: 'pglite' });
    };
    const health = await callApi(api.health.$get, {});
    expectTypeOf(health).toEqualTypeOf<Health>();
    expect(health).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('sends path parameters, query and JSON body as the route defines them', async () => {
    const received: string[] = [];
    handle = (request, body, response) => {
      received.push(`${request.method} ${request.url} ${request.headers['content-type'] ?? '-'} ${body}`);
      sendJson(response, 200, { success: true, message: 'USER_UPDATED' });
    };
    await callApi(api.admin.users[':id'].$patch, { param: { id: 'u 1' }, json: { role: 'admin', mpuReasons: ['alcohol'] } });
    handle = (request, _body, response) => {
      received.push(`${request.method} ${request.url}`);
      sendJson(response, 200, { items: [], total: 0, page: 2, pageSize: 20 });
    };
    await callApi(api.admin.users.$get, { query: { search: 'anna müller', page: '2' } });
    expect(received).toEqual([
      'PATCH /api/admin/users/u%201 application/json {"role":"admin","mpuReasons":["alcohol"]}',
      'GET /api/admin/users?search=anna+m%C3%BCller&page=2',
    ]);
  });

  it("turns our routes' error body into ApiError with code, message and fields", async () => {
    handle = (_request, _body, response) =>
      sendJson(response, 400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The request is invalid.',
          fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_SHORT' },
        },
      });
    const error = await callApi(api.register.$post, {
      json: { email: 'x', password: 'y', mpuReason: 'alcohol', healthDataConsent: true },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'The request is invalid.',
      fields: { email: 'INVALID_EMAIL', password: 'PASSWORD_TOO_SHORT' },
      isNetworkError: false,
    });
  });

  it("reads better-auth's `{ code, message }` body the same way", async () => {
    handle = (_request, _body, response) =>
      sendJson(response, 401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const error = await callApi(api.me.$get, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      fields: undefined,
    });
  });

  it('names the status when the error body is not JSON', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad Gateway</h1>');
    };
    const error = await callApi(api.dashboard.$get, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Request failed with status 502' });
  });

  it('reports an unreachable server as status 0 NETWORK_ERROR', async () => {
    // a port that was just free: nothing listens there any more
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const offline = createApiClient(`http://127.0.0.1:${port}/api`);
    const error = await callApi(offline.health.$get, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
  });

  it('aborts the request with the signal and rethrows the abort, not a network error', async () => {
    let received = false;
    handle = () => {
      received = true; // never answers
    };
    const controller = new AbortController();
    const pending = callApi(api.settings.$get, {}, { signal: controller.signal }).catch((caught: unknown) => caught);
    await expect.poll(() => received).toBe(true);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('parseErrorBody', () => {
  it('keeps a message-only refusal readable', () => {
    expect(parseErrorBody(400, { message: 'Email is the same' })).toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: 'Email is the same',
    });
  });

  it('drops field entries that are not codes', () => {
    expect(
      parseErrorBody(400, { error: { code: 'VALIDATION_ERROR', message: 'bad', fields: { email: 'INVALID_EMAIL', nested: { a: 1 } } } })
        .fields,
    ).toEqual({
      email: 'INVALID_EMAIL',
    });
  });
});
