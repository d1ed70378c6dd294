import { createMiddleware } from 'hono/factory';
import { loadViewer } from '../features/me/me.service';
import type { AppEnv } from './context';
import { ApiError } from './errors';

/** 401 without a valid session; otherwise puts the signed-in user (role, reasons, permissions) on the context. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
  c.set('viewer', await loadViewer(c.var.db, session.user));
  await next();
});
