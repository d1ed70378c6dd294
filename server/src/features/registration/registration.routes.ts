import { Hono } from 'hono';
import { RegisterSchema } from '@common/schemas/register';
import type { AppEnv } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { rateLimit } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { registerLearner } from './registration.service';

// Public: anyone may register while the operator allows sign-ups; 5 attempts a minute per address.
export const registrationRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('register', { window: 60, max: 5 }),
  async (c, next) => {
    if (!c.var.config.signupEnabled) throw new ApiError(403, 'SIGNUP_DISABLED', 'Registration is currently disabled.');
    await next();
  },
  validate('json', RegisterSchema),
  async (c) => {
    const { userId } = await registerLearner({ ...c.var, appUrl: c.var.config.appUrl, input: c.req.valid('json') });
    return c.json({ success: true, userId }, 201);
  },
);
