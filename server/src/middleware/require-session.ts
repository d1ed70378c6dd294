import { createMiddleware } from 'hono/factory';
import { loadViewer } from '../accounts/load-viewer';
import type { AppEnv } from './context';
import { errorResponse } from './errors';
import { lookUpSession } from './session-lookup';

/** 401 without a valid session; otherwise puts the signed-in user (role, reasons, permissions) on the context. */
export const requireSession = sessionMiddleware(false);

/** requireSession that also reads the overview's progress counters in the same statement (c.get('progress')). */
export const requireSessionWithProgress = sessionMiddleware(true);

function sessionMiddleware(withProgress: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const db = c.get('db');
    const { viewer, setCookies, needsProvisioning, progress } = await lookUpSession(db, c.get('auth'), c.req.raw.headers, withProgress);
    const resolved = viewer ?? (needsProvisioning ? await loadViewer(db, needsProvisioning) : null);
    if (!resolved) {
      // the 401 carries the removal of a dead session cookie, so the browser stops sending it
      const response = errorResponse(c, 401, { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
      for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
      return response;
    }
    c.set('viewer', resolved);
    if (progress) c.set('progress', progress);
    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
}
