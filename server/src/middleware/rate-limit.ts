import { sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from './context';
import { ApiError } from './errors';

export interface RateLimitOptions {
  /** Seconds. */
  window: number;
  max: number;
  /** Whose requests are counted: the client address (default) or the signed-in user (after requireSession). */
  by?: 'ip' | 'user';
  /** The refusal's code and message (default RATE_LIMITED). */
  code?: string;
  message?: string;
}

/**
 * Counts one request in a fixed window under `key` in better-auth's rate_limit table (own key
 * prefixes), so several instances share the count; returns the request's number in its window.
 */
export async function countInWindow(db: AppEnv['Variables']['db'], key: string, windowSeconds: number): Promise<number> {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`);
  return z.coerce.number().parse((result.rows[0] as { count: unknown }).count);
}

/** A fixed-window limit per client address or per user. */
export const rateLimit = (name: string, { window, max, by = 'ip', code = 'RATE_LIMITED', message }: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = by === 'user' ? `api:${name}:user:${c.get('viewer').userId}` : `api:${name}:${c.get('clientIp')}`;
    if ((await countInWindow(c.get('db'), key, window)) > max) {
      // the window started at last_request at the latest: waiting a whole window is always enough
      c.header('Retry-After', String(window));
      throw new ApiError(429, code, message ?? 'Too many requests; try again in a few minutes.');
    }
    await next();
  });
