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
 * A fixed-window limit per client address or per user, kept in the database (better-auth's
 * rate_limit table, own key prefix) so several instances share it.
 */
export const rateLimit = (name: string, { window, max, by = 'ip', code = 'RATE_LIMITED', message }: RateLimitOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = by === 'user' ? `api:${name}:user:${c.var.viewer.userId}` : `api:${name}:${c.var.clientIp}`;
    const now = Date.now();
    const windowStart = now - window * 1000;
    const result = await c.var.db.execute(sql`
      insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
        last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
      returning count`);
    const count = z.coerce.number().parse((result.rows[0] as { count: unknown }).count);
    if (count > max) {
      // the window started at last_request at the latest: waiting a whole window is always enough
      c.header('Retry-After', String(window));
      throw new ApiError(429, code, message ?? 'Too many requests; try again in a few minutes.');
    }
    await next();
  });
