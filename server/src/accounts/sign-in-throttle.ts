// Failed sign-ins counted per account, on top of better-auth's per-address limit: thirty addresses
// guessing one password each would otherwise never be slowed down. Counted for any e-mail typed,
// existing or not, so the lock says nothing about which accounts exist. Kept in the rate_limit
// table (own key prefix) so several instances share it.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';

/** Failed sign-ins one account may have in a window before it is locked until the window ends. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;

const keyOf = (email: string) => `signin-account:${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** Seconds until the account may try again; 0 when it may now. */
export async function signInLockSeconds({ db, email, now = Date.now() }: { db: Database; email: string; now?: number }): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimit)
    .where(eq(rateLimit.key, keyOf(email)));
  if (!row || row.count < SIGN_IN_FAILURES_MAX) return 0;
  const endsAt = Number(row.lastRequest) + SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  return endsAt > now ? Math.ceil((endsAt - now) / 1000) : 0;
}

/** One more failure; a window that ended starts over (last_request marks the window's start). */
export async function recordSignInFailure({ db, email, now = Date.now() }: { db: Database; email: string; now?: number }) {
  const key = keyOf(email);
  const windowStart = now - SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
  const result = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request < ${windowStart} then ${now} else rate_limit.last_request end
    returning count`);
  return z.coerce.number().parse((result.rows[0] as { count: unknown }).count);
}

export async function clearSignInFailures({ db, email }: { db: Database; email: string }) {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(email)));
}

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' && body.email.length <= 254 ? body.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's POST /sign-in/email behind the per-account lock: a locked account gets 429 with
 * Retry-After before its password is checked; a wrong password counts, a right one clears the count.
 */
export async function signInWithAccountThrottle({
  db,
  request,
  handler,
}: {
  db: Database;
  request: Request;
  handler: (request: Request) => Promise<Response>;
}): Promise<Response> {
  const email = await emailOf(request);
  if (!email) return handler(request);
  const lockedFor = await signInLockSeconds({ db, email });
  if (lockedFor > 0) {
    return Response.json(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins for this account; try again later.' },
      { status: 429, headers: { 'Retry-After': String(lockedFor) } },
    );
  }
  const response = await handler(request);
  if (response.status === 401) await recordSignInFailure({ db, email });
  else if (response.ok) await clearSignInFailures({ db, email });
  return response;
}
