// The typed client of the platform's own /api routes. Paths, request bodies and answers come from
// the server's router type (AppType), so a changed route or response schema is a type error in the
// web app, not a surprise at run time. Every request goes through `callApi` (or `sendApi` for a
// download), which turns any failure into one ApiError.
import { hc, type ClientRequestOptions, type ClientResponse } from 'hono/client';
import type { ResponseFormat } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@common/schemas/api-error';
// the one allowed web→server import: a type, erased at build
import type { AppType } from '@server/app';

/**
 * Every failed request, from our routes (`{ error: { code, message, fields? } }`) and from
 * better-auth (`{ code, message }`); status 0 with code NETWORK_ERROR when there was no answer.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field codes of a 400 VALIDATION_ERROR (`hobbies.3` for nested paths). */
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

export function createNetworkError(cause: unknown): ApiError {
  return new ApiError(0, NETWORK_ERROR_CODE, cause instanceof Error ? cause.message : 'Network error');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

/** Reads `{ error: { code, message, fields } }` (our routes) or `{ code, message }` (better-auth). */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const inner = isRecord(body) && isRecord(body.error) ? body.error : body;
  if (isRecord(inner) && typeof inner.code === 'string' && inner.code) {
    const message = typeof inner.message === 'string' ? inner.message : inner.code;
    return new ApiError(status, inner.code, message, readFields(inner.fields));
  }
  // better-auth answers some refusals with a message only ("Email is the same")
  const message = isRecord(inner) && typeof inner.message === 'string' ? inner.message : `Request failed with status ${status}`;
  return new ApiError(status, `HTTP_${status}`, message);
}

async function readJson(response: Response | ClientResponse<unknown>): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The client for a base URL; the app uses `api` below, tests point one at a local server. */
export function createApiClient(baseUrl: string) {
  return hc<AppType>(baseUrl, { init: { credentials: 'same-origin' }, headers: { Accept: 'application/json' } });
}

/** The platform API on the app's own origin (the dev server proxies /api). */
export const api = createApiClient('/api');

type AnyClientResponse = ClientResponse<unknown, number, ResponseFormat>;

/**
 * The JSON body of an endpoint's 2xx answers; its error answers are thrown as ApiError instead. A
 * route whose error answer is typed with a loose status (any contentful code, 2xx included) still
 * never answers 2xx with the error envelope, so that shape is left out too.
 */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : Format extends 'json'
        ? Body extends ApiErrorBody
          ? never
          : Body
        : never
    : never;

/** One endpoint of the typed client, such as `api.settings.$get` or `api.admin.users[':id'].$patch`. */
type Endpoint<Args, R extends AnyClientResponse> = (args: Args, options?: ClientRequestOptions) => Promise<R>;

export interface CallOptions {
  /** TanStack Query's signal: a cancelled query aborts its request (and rejects with the AbortError). */
  signal?: AbortSignal;
}

/** Sends the request and returns the raw 2xx response (for a download); anything else throws ApiError. */
export async function sendApi<Args, R extends AnyClientResponse>(
  endpoint: Endpoint<Args, R>,
  args: Args,
  { signal }: CallOptions = {},
): Promise<R> {
  let response: R;
  try {
    response = await endpoint(args, { init: { signal } });
  } catch (error) {
    // a cancelled request is not a failure of the server
    if (signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  if (!response.ok) throw parseErrorBody(response.status, await readJson(response).catch(() => undefined));
  return response;
}

/**
 * One typed call: `callApi(api.admin.users.$get, { query: { search, page } }, { signal })` resolves
 * the route's 2xx JSON body, typed from the server, and throws ApiError for every other outcome.
 */
export async function callApi<Args, R extends AnyClientResponse>(
  endpoint: Endpoint<Args, R>,
  args: Args,
  options?: CallOptions,
): Promise<SuccessBody<R>> {
  const response = await sendApi(endpoint, args, options);
  let body: unknown;
  try {
    body = await readJson(response);
  } catch (error) {
    // the connection broke while the body was still arriving
    if (options?.signal?.aborted) throw error;
    throw createNetworkError(error);
  }
  return body as SuccessBody<R>;
}
