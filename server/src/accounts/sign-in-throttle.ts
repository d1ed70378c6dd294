// Failed sign-ins counted on top of better-auth's per-address limit, in three ways:
// - per account AND address: ten failures lock that address out of that account for 15 minutes, so
//   an attacker who knows an address (admin@example.com) cannot lock its owner out from elsewhere;
// - per account across addresses: from the tenth failure on, every attempt from an address the
//   account has never signed in from waits, 1 s doubling to 60 s, so thirty addresses guessing one
//   password each are still slowed down. Addresses the owner signed in from skip this wait;
// - per address across accounts: thirty failures in 15 minutes close that address to every account
//   that has not signed in from it before, so one address spraying a password over many accounts is
//   cut off, while a classroom behind one address (thirty learners, some typing a password wrong)
//   signs in (docs/decisions/072-auth-endpoints-and-sign-in-throttle.md).
// Counted for any e-mail typed, existing or not, so the answers say nothing about which accounts
// exist. Kept in the rate_limit table (own key prefixes) so several instances share them.
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';

/** Failed sign-ins one address may have for one account in a window before that pair is locked. */
export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** Failures of an account (from any address, none more than the window apart) before it slows down. */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
export const ACCOUNT_DELAY_MAX_SECONDS = 60;
/** Failed sign-ins from one address, over all accounts, in a window before it is closed to accounts new to it. */
export const ADDRESS_FAILURES_MAX = 30;
/** An address the account signed in from stays known this long after the last success. */
export const KNOWN_ADDRESS_DAYS = 90;

const WINDOW_MS = SIGN_IN_FAILURE_WINDOW_SECONDS * 1000;
const digest = (...parts: string[]) => crypto.createHash('sha256').update(parts.join('\n')).digest('hex');
const normalise = (email: string) => email.trim().toLowerCase();

interface Attempt {
  email: string;
  /** The client's address as the app decided it (server/src/app.ts). */
  address: string;
}

function keysOf({ email, address }: Attempt) {
  const account = normalise(email);
  return {
    pair: `signin-pair:${digest(account, address)}`,
    account: `signin-account:${digest(account)}`,
    known: `signin-known:${digest(account, address)}`,
    address: `signin-address:${digest(address)}`,
  };
}

/** The wait the account imposes on an unknown address after `failures` failures: 0, then 1 s doubling to the cap. */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY), ACCOUNT_DELAY_MAX_SECONDS);
}

/** Seconds until this address may try this account again; 0 when it may now. */
export async function signInWaitSeconds({ db, now = Date.now(), ...attempt }: Attempt & { db: Database; now?: number }): Promise<number> {
  const keys = keysOf(attempt);
  const rows = await db
    .select({ key: rateLimit.key, count: rateLimit.count, lastRequest: rateLimit.lastRequest })
    .from(rateLimit)
    .where(inArray(rateLimit.key, [keys.pair, keys.account, keys.known, keys.address]));
  const row = (key: string) => rows.find((candidate) => candidate.key === key);
  const pair = row(keys.pair);
  const account = row(keys.account);
  const known = row(keys.known);
  const address = row(keys.address);
  let waitUntil = 0;
  // the pair's and the address's last_request mark their window's start
  if (pair && pair.count >= SIGN_IN_FAILURES_MAX) waitUntil = Number(pair.lastRequest) + WINDOW_MS;
  const isKnown = known !== undefined && Number(known.lastRequest) > now - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
  if (address && !isKnown && address.count >= ADDRESS_FAILURES_MAX) {
    waitUntil = Math.max(waitUntil, Number(address.lastRequest) + WINDOW_MS);
  }
  // the account's last_request is its last failure
  if (account && !isKnown && Number(account.lastRequest) > now - WINDOW_MS) {
    waitUntil = Math.max(waitUntil, Number(account.lastRequest) + accountDelaySeconds(account.count) * 1000);
  }
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

/**
 * One more failure for the pair, the account and the address. A pair's or an address's window that
 * ended starts over; the account's count starts over when its last failure is older than the window.
 */
export async function recordSignInFailure({ db, now = Date.now(), ...attempt }: Attempt & { db: Database; now?: number }) {
  const { pair, account, address } = keysOf(attempt);
  const windowStart = now - WINDOW_MS;
  await retriedOnRace(() =>
    db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
      values (${pair}, ${pair}, 1, ${now}), (${account}, ${account}, 1, ${now}), (${address}, ${address}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case
        when rate_limit.key in (${pair}, ${address}) and rate_limit.last_request >= ${windowStart} then rate_limit.last_request
        else excluded.last_request end`),
  );
}

/**
 * Two first failures of one address at the same moment both insert its row: ON CONFLICT (key) waits for the other
 * one's key, but the row's primary key (the same text) can still collide, which PostgreSQL reports as a unique
 * violation (five classmates mistyping at once did). Sent again, the statement finds the row and counts on it.
 */
async function retriedOnRace<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The right password: the account's failures are forgotten and the address becomes known for the
 * account. The address's failures stay: a spray's own account signing in must not reset its count.
 */
export async function recordSignInSuccess({ db, now = Date.now(), ...attempt }: Attempt & { db: Database; now?: number }) {
  const { pair, account, known } = keysOf(attempt);
  await retriedOnRace(() =>
    db.transaction(async (tx) => {
      await tx.delete(rateLimit).where(inArray(rateLimit.key, [pair, account]));
      await tx
        .insert(rateLimit)
        .values({ id: known, key: known, count: 1, lastRequest: now })
        .onConflictDoUpdate({ target: rateLimit.key, set: { lastRequest: now } });
    }),
  );
}

/** The e-mail of a sign-in body; the auth routes take JSON only, so this reads what better-auth reads. */
async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown } | null;
    return typeof body?.email === 'string' && body.email.length <= 254 ? body.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's POST /sign-in/email behind both throttles: a waiting address gets 429 with
 * Retry-After before the password is checked; a wrong password counts, a right one clears the count.
 */
export async function signInWithAccountThrottle({
  db,
  request,
  address,
  handler,
}: {
  db: Database;
  request: Request;
  address: string;
  handler: (request: Request) => Promise<Response>;
}): Promise<Response> {
  const email = await emailOf(request);
  if (!email) return handler(request);
  const waitSeconds = await signInWaitSeconds({ db, email, address });
  if (waitSeconds > 0) {
    return Response.json(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-ins for this account; try again later.' },
      { status: 429, headers: { 'Retry-After': String(waitSeconds) } },
    );
  }
  const response = await handler(request);
  if (response.status === 401) await recordSignInFailure({ db, email, address });
  else if (response.ok) await recordSignInSuccess({ db, email, address });
  return response;
}
