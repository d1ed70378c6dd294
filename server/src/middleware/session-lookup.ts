// The signed-in user in one query. Every API request behind requireSession pays for this, so it
// reads better-auth's signed session cookie itself and joins session, user, profile and permission
// rows in one round trip (better-auth's getSession plus the profile lookups took four). When the
// session is due for its daily refresh, better-auth's getSession does that and renews the cookie.
// The session table keeps a hash of each token (accounts/session-token-storage.ts): the lookup asks
// by the hash, computed once per cookie value with its signature check.
import crypto from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { isPageKey, type PageKey } from '@common/domain';
import { hashSessionToken } from '../accounts/session-token-storage';
import type { Auth } from '../auth';
import type { Database } from '../db/client';
import { perDatabase } from '../db/per-database';
import { createStatementBatcher, type StatementBatcher } from '../db/statement-batcher';
import { healthDataConsentState } from '../accounts/health-data-consent';
import { profiles, session, user } from '../db/schema';
import type { Viewer } from './context';

/**
 * A read that rides along with the session lookup: one more column of the same statement, computed
 * from the signed-in user's rows (`user`, `profiles` are joined) and one parameter of the request
 * (`param`: text, or null). A route that always needs such a read saves a round trip per request.
 */
export interface SessionCompanion<T> {
  /** Names the planned statement. */
  name: string;
  column: (param: SQL) => SQL<T>;
}

const askedTokenHash = sql<string>`asked.token_hash`;
const askedParam = sql<string | null>`asked.param`;

/**
 * Planned once per connection: every signed-in request runs the plain lookup or one with a
 * companion, for all the sessions asked for in one loop turn (db/statement-batcher.ts).
 */
function prepareLookup(db: Database, companion: SessionCompanion<unknown> | undefined) {
  return db
    .select({
      ...(companion ? { companion: companion.column(askedParam) } : {}),
      tokenHash: askedTokenHash,
      param: askedParam,
      userId: user.id,
      email: user.email,
      name: user.name,
      expiresAt: session.expiresAt,
      role: profiles.role,
      mpuReason: profiles.mpuReason,
      mpuReasons: profiles.mpuReasons,
      tourSeen: sql<boolean>`${profiles.tourSeenAt} is not null`,
      mustChangePassword: profiles.mustChangePassword,
      healthDataConsent: healthDataConsentState,
      language: profiles.language,
      firstName: sql<string | null>`(select ud.first_name from user_details ud where ud.user_id = ${user.id})`,
      permissions: sql<Record<
        string,
        boolean
      > | null>`(select json_object_agg(up.page, up.allowed) from user_permissions up where up.user_id = ${user.id})`,
    })
    .from(sql`unnest(${sql.placeholder('tokenHashes')}::text[], ${sql.placeholder('params')}::text[]) as asked(token_hash, param)`)
    .innerJoin(session, and(eq(session.token, askedTokenHash), gt(session.expiresAt, sql`now()`)))
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    .prepare(companion ? `session_lookup_${companion.name}` : 'session_lookup');
}

type LookupRow = Awaited<ReturnType<ReturnType<typeof prepareLookup>['execute']>>[number] & { companion?: unknown };

/** A session (its token's hash) and the companion's parameter, as one batcher key. */
const lookupKey = (tokenHash: string, param: string | null) => `${tokenHash}\n${param ?? ''}`;

function createLookupBatcher(db: Database, companion: SessionCompanion<unknown> | undefined) {
  const lookup = prepareLookup(db, companion);
  return createStatementBatcher<string, LookupRow>(async (keys) => {
    const asked = keys.map((key) => key.split('\n'));
    const rows: LookupRow[] = await lookup.execute({
      tokenHashes: asked.map(([tokenHash]) => tokenHash),
      params: asked.map(([, param]) => param || null),
    });
    return new Map(rows.map((row) => [lookupKey(row.tokenHash, row.param), row]));
  });
}

const plainLookup = perDatabase((db) => createLookupBatcher(db, undefined));
const companionLookups = new Map<SessionCompanion<unknown>, (db: Database) => StatementBatcher<string, LookupRow>>();

function lookupBatcher(db: Database, companion: SessionCompanion<unknown> | undefined) {
  if (!companion) return plainLookup(db);
  let batchers = companionLookups.get(companion);
  if (!batchers) companionLookups.set(companion, (batchers = perDatabase((handle) => createLookupBatcher(handle, companion))));
  return batchers(db);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Cookie values whose signature was checked, with their token's hash: a learner sends the same
 * cookie with every request, and finding it here is cheaper than the HMAC and the SHA-256. Only the
 * signature check and the hash are kept; the session itself is still read from the database every
 * time. Bounded; emptied when full.
 */
const verifiedCookies = new Map<string, { secret: string; tokenHash: string }>();
const VERIFIED_COOKIES_MAX = 10_000;

/**
 * The stored form (hash) of the session token in better-auth's cookie, when the cookie's
 * HMAC-SHA256 signature is valid.
 */
export function readSignedTokenHash(cookieHeader: string | undefined, cookieName: string, secret: string): string | undefined {
  const raw = readCookie(cookieHeader, cookieName);
  if (!raw) return undefined;
  const verified = verifiedCookies.get(raw);
  if (verified?.secret === secret) return verified.tokenHash;
  const token = verifySignature(raw, secret);
  if (token === undefined) return undefined;
  const tokenHash = hashSessionToken(token);
  if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear();
  verifiedCookies.set(raw, { secret, tokenHash });
  return tokenHash;
}

function verifySignature(raw: string, secret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : undefined;
}

function expiredCookie(cookie: { name: string; attributes: { secure?: boolean; sameSite?: unknown } }): string {
  return `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${cookie.attributes.secure ? '; Secure' : ''}`;
}

export interface SessionLookup {
  viewer: Viewer | null;
  /** Set-Cookie headers to pass on (session refresh or removal of a dead cookie). */
  setCookies: string[];
  /** The user has a session but no profile row yet. */
  needsProvisioning?: { id: string; email: string; name: string };
  /** The companion's column, when one was asked for and the session is valid. */
  companion?: unknown;
}

/** A companion read and the request's parameter for it (`null`: none). */
export interface CompanionRequest {
  companion: SessionCompanion<unknown>;
  param: string | null;
}

export async function lookUpSession(db: Database, auth: Auth, headers: Headers, extra?: CompanionRequest): Promise<SessionLookup> {
  const context = await auth.$context;
  const tokenHash = readSignedTokenHash(headers.get('cookie') ?? undefined, context.authCookies.sessionToken.name, context.secret);
  if (!tokenHash) return { viewer: null, setCookies: [] };

  const row = await lookupBatcher(db, extra?.companion).load(lookupKey(tokenHash, extra?.param ?? null));
  // a signed cookie of an expired, revoked or deleted session: tell the browser to drop it
  if (!row) return { viewer: null, setCookies: [expiredCookie(context.authCookies.sessionToken)] };

  const { expiresIn, updateAge } = context.sessionConfig;
  const isRefreshDue = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
  let setCookies: string[] = [];
  if (isRefreshDue) {
    const refreshed = await auth.api.getSession({ headers, returnHeaders: true });
    setCookies = refreshed.headers.getSetCookie();
    if (!refreshed.response) return { viewer: null, setCookies };
  }
  if (!row.role) {
    return { viewer: null, setCookies, needsProvisioning: { id: row.userId, email: row.email, name: row.name } };
  }
  const permissions: Partial<Record<PageKey, boolean>> = {};
  for (const [page, allowed] of Object.entries(row.permissions ?? {})) if (isPageKey(page)) permissions[page] = allowed;
  return {
    viewer: {
      userId: row.userId,
      email: row.email,
      name: row.name,
      role: row.role,
      mpuReason: row.mpuReason,
      mpuReasons: row.mpuReasons ?? [],
      tourSeen: row.tourSeen,
      mustChangePassword: row.mustChangePassword ?? false,
      healthDataConsent: row.healthDataConsent ?? 'unanswered',
      language: row.language ?? 'de',
      firstName: row.firstName ?? '',
      permissions,
    },
    setCookies,
    companion: row.companion,
  };
}
