import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { loadViewer } from '../accounts/load-viewer';
import { user } from '../db/schema';
import { videoFactsVersion, videosDoneBy } from '../learner-videos';
import type { SessionProgress } from '../progress-counts';
import type { AppEnv } from './context';
import { errorResponse } from './errors';
import { lookUpSession, type CompanionRequest, type SessionCompanion } from './session-lookup';

/** 401 without a valid session; otherwise puts the signed-in user (role, reasons, permissions) on the context. */
export const requireSession = sessionMiddleware();

/**
 * requireSession that also reads something the route always needs in the same statement
 * (session-lookup.ts, SessionCompanion): `param` picks it from the request, `store` puts it on the
 * context. A user signed in without a profile yet gets no companion; the route reads it itself.
 */
export function requireSessionWith<T>(
  companion: SessionCompanion<T>,
  store: (c: Context<AppEnv>, value: T) => void,
  param: (c: Context<AppEnv>) => string | null | Promise<string | null> = () => null,
) {
  return sessionMiddleware({
    companion: companion as SessionCompanion<unknown>,
    param,
    store: store as (c: Context<AppEnv>, value: unknown) => void,
  });
}

/** The overview's counters (migration 0012), the content totals, the videos' version and the learner's done marks. */
const progressCompanion: SessionCompanion<SessionProgress> = {
  name: 'progress',
  column: () => sql<SessionProgress>`json_build_object(
    'counters', (select json_build_object('attempts', lp.attempts, 'wrongAttempts', lp.wrong_attempts,
      'chaptersCompleted', lp.chapters_completed, 'questionsRight', lp.questions_right)
      from learner_progress lp where lp.user_id = ${user.id}),
    'totals', (select json_build_object('questions', t.questions, 'chapters', t.chapters)
      from content_totals t where t.id = 1),
    'videosVersion', ${videoFactsVersion},
    'videosDone', ${videosDoneBy(sql`${user.id}`)})`,
};

/** requireSession that also reads the overview's progress counters in the same statement (c.get('progress')). */
export const requireSessionWithProgress = requireSessionWith(progressCompanion, (c, progress) => c.set('progress', progress));

interface CompanionUse {
  companion: SessionCompanion<unknown>;
  param: (c: Context<AppEnv>) => string | null | Promise<string | null>;
  store: (c: Context<AppEnv>, value: unknown) => void;
}

function sessionMiddleware(use?: CompanionUse) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const db = c.get('db');
    const extra: CompanionRequest | undefined = use && { companion: use.companion, param: await use.param(c) };
    const { viewer, setCookies, needsProvisioning, companion } = await lookUpSession(db, c.get('auth'), c.req.raw.headers, extra);
    const resolved = viewer ?? (needsProvisioning ? await loadViewer(db, needsProvisioning) : null);
    if (!resolved) {
      // the 401 carries the removal of a dead session cookie, so the browser stops sending it
      const response = errorResponse(c, 401, { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' });
      for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
      return response;
    }
    c.set('viewer', resolved);
    if (use && viewer) use.store(c, companion);
    await next();
    for (const cookie of setCookies) c.res.headers.append('set-cookie', cookie);
  });
}
