import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { RegisterResultSchema, RegisterSchema } from '@common/schemas/register';
import type { AppEnv } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { rateLimit } from '../../middleware/rate-limit';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import { registerLearner } from './registration.service';

/** 403 while the operator has switched sign-ups off (SIGNUP_ENABLED=false). */
const requireSignupEnabled = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('config').signupEnabled) throw new ApiError(403, 'SIGNUP_DISABLED', 'Registration is currently disabled.');
  await next();
});

// Public: anyone may register while the operator allows sign-ups; 5 attempts a minute per address.
const registerRoute = createRoute({
  method: 'post',
  path: '/',
  tags: ['registration'],
  summary: 'Register a learner; a confirmation mail follows',
  middleware: [rateLimit('register', { window: 60, max: 5 }), requireSignupEnabled] as const,
  request: { body: jsonBody(RegisterSchema) },
  responses: {
    201: jsonResponse(RegisterResultSchema, 'The account exists, unconfirmed'),
    ...errorResponses(400, 409, 415, 429),
    403: apiErrorResponse('SIGNUP_DISABLED: registration is switched off.'),
  },
});

export const registrationRoutes = createRouter().openapi(registerRoute, async (c) => {
  const { userId } = await registerLearner({ ...c.var, appUrl: c.get('config').appUrl, input: c.req.valid('json') });
  return c.json({ success: true as const, userId }, 201);
});
