import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthClient } from 'better-auth/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { unwrapAuthResult } from './auth-client';

// better-auth's real browser client against a local server that answers like better-auth does.
let answer: (response: ServerResponse) => void = (response) => response.end();
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(status: number, body: unknown) {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

describe('unwrapAuthResult', () => {
  it('resolves the data of a successful answer', async () => {
    answer = json(200, { status: true });
    const client = createAuthClient({ baseURL });
    await expect(unwrapAuthResult(client.requestPasswordReset({ email: 'a@example.org' }))).resolves.toEqual({ status: true });
  });

  it("throws better-auth's refusal as the platform's ApiError", async () => {
    answer = json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const client = createAuthClient({ baseURL });
    const error = await unwrapAuthResult(client.signIn.email({ email: 'a@example.org', password: 'secret12' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', isNetworkError: false });
  });

  it('names the status when better-auth gives no code', async () => {
    answer = json(400, { message: 'Email is the same' });
    const client = createAuthClient({ baseURL });
    const error = await unwrapAuthResult(client.changeEmail({ newEmail: 'a@example.org' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, code: 'HTTP_400', message: 'Email is the same' });
  });

  it('reports an unreachable server as status 0 NETWORK_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const client = createAuthClient({ baseURL: `http://127.0.0.1:${port}` });
    const error = await unwrapAuthResult(client.signIn.email({ email: 'a@example.org', password: 'secret12' })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', isNetworkError: true });
  });
});
