import { createMiddleware } from 'hono/factory';
import { loadViewer } from '../accounts/load-viewer';
import type { AppEnv } from './context';
import { ApiError } from './errors';
import { lookUpSession } from './session-lookup';

/** 401 without a valid session; otherwise puts the signed-in user (role, reasons, permissions) on the context. */
export const requireSession = createMiddleware<AppEnv>(async (c, next) => {
  const { viewer, setCookies, needsProvisioning } = await lookUpSession(c.var.db, c.var.auth, c.req.raw.headers);
  const resolved = viewer ?? (needsProvisioning ? await loadViewer(c.var.db, needsProvisioning) : null);
  if (!resolved) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
  c.set('viewer', resolved);
  await next();
  for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
});
