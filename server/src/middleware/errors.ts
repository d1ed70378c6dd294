import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@common/schemas/api-error';

/** A typed error a service or middleware throws; the app turns it into `{ error: { code, message, fields? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiErrorBody['error']) {
  return c.json({ error: body } satisfies ApiErrorBody, status);
}
