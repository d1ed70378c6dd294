import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** 403 unless profiles.role is admin. Use after requireSession. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('viewer').role !== 'admin') throw new ApiError(403, 'ADMIN_REQUIRED', 'Administrator rights are required.');
  await next();
});
