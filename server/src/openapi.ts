// The typed contract of every platform route: routers validate with the schemas from common/ and
// declare their answers (success and error), so the OpenAPI document and the web's typed client
// (hc<AppType>) both come from the same declarations.
import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ApiErrorBodySchema } from '@common/schemas/api-error';
import type { AppEnv } from './middleware/context';
import { errorResponse } from './middleware/errors';

/** Invalid input answers 400 VALIDATION_ERROR with the first message per field path (`hobbies.3`, `_` for the body itself). */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return errorResponse(c, 400, { code: 'VALIDATION_ERROR', message: 'The request is invalid.', fields });
};

/** A feature's router: OpenAPI routes with the platform's validation answer. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

/** A JSON answer with its schema. */
export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body; required, so a missing body is a 400 rather than an empty object. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const ERROR_DESCRIPTIONS = {
  400: 'VALIDATION_ERROR: the input is invalid; `fields` holds one code per field path.',
  401: 'UNAUTHENTICATED: no valid session.',
  403: 'Forbidden: ADMIN_REQUIRED, PAGE_FORBIDDEN or a route-specific refusal.',
  404: 'Not found (USER_NOT_FOUND, …).',
  409: 'Conflict with the current state (USER_ALREADY_EXISTS, LAST_ADMIN, …).',
  415: 'The body is not JSON.',
  429: 'RATE_LIMITED: too many requests from this address.',
  500: 'INTERNAL_ERROR.',
} as const;

type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;
type ErrorResponse = ReturnType<typeof jsonResponse<typeof ApiErrorBodySchema>>;

/** The error answers a route can give, all in the `{ error: { code, message, fields? } }` shape; 500 is always included. */
export function errorResponses<const S extends readonly ErrorStatus[]>(...statuses: S): { [K in S[number] | 500]: ErrorResponse } {
  const entries = [...statuses, 500 as const].map((status) => [status, jsonResponse(ApiErrorBodySchema, ERROR_DESCRIPTIONS[status])]);
  return Object.fromEntries(entries) as { [K in S[number] | 500]: ErrorResponse };
}

/** An error answer with a route-specific description (which codes it carries). */
export const apiErrorResponse = (description: string): ErrorResponse => jsonResponse(ApiErrorBodySchema, description);

/**
 * The OpenAPI 3.1 document of a router mounted at `prefix`: its paths carry the prefix, so they are
 * the paths a client calls.
 */
export function buildOpenApiDocument(router: OpenAPIHono<AppEnv>, prefix: string) {
  const document = router.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'MPU-Vorbereitung platform API',
      version: '1',
      description:
        'The platform API for the web app. Errors answer `{ error: { code, message, fields? } }`. ' +
        'Authentication, sessions, password and email changes are better-auth endpoints under /api/auth (not listed here).',
    },
  });
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [`${prefix}${path === '/' ? '' : path}`, item]),
  );
  return { ...document, paths };
}
