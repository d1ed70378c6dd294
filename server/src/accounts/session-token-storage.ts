// Session tokens are stored as SHA-256 hashes (base64url, as better-auth's own
// `verification.storeIdentifier: 'hashed'` stores reset tokens), so a copy of the database holds no
// value a session cookie could carry. better-auth 1.7 has no option for sessions: it writes the token
// it puts in the cookie into session.token and finds sessions by it. The adapter below hashes every
// session token better-auth writes or asks for, and gives back the token better-auth asked with, so
// the cookies it sets (sign-in, the daily refresh) carry the token and never the hash.
//
// A session row read without its token (a list of a user's sessions) shows `sha256:<stored hash>`:
// not a token, and refused when passed back as one. better-auth's endpoints that would do that
// (revoke-session, revoke-other-sessions) are closed (features/auth/auth.routes.ts); the ones the
// platform uses end sessions by user (password change and reset) or by the cookie's token (sign-out).
import crypto from 'node:crypto';
import type { BetterAuthOptions, DBAdapter, DBAdapterInstance, DBTransactionAdapter, Where } from 'better-auth';
import { sql, type SQL } from 'drizzle-orm';

/** What session.token holds for a session whose cookie carries `token`. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** hashSessionToken in SQL, for rows written by SQL (seed-load; migration 0019 spells out the same). */
export const hashSessionTokenSql = (token: SQL): SQL<string> =>
  sql<string>`rtrim(translate(encode(sha256(convert_to(${token}, 'UTF8')), 'base64'), '+/', '-_'), '=')`;

const LISTED_PREFIX = 'sha256:';

/** better-auth's model name of the session table (server/src/db/schema/auth.ts). */
const SESSION_MODEL = 'session';

type Row = Record<string, unknown>;

/** Stored hashes of the tokens a call asked with, to hand each row back with its own token. */
type AskedTokens = Map<string, string>;

function toStored(token: unknown, asked: AskedTokens): unknown {
  if (typeof token !== 'string') return token;
  if (token.startsWith(LISTED_PREFIX)) {
    throw new Error(
      'a listed session (sha256:…) was passed back as a session token; only hashes are stored (accounts/session-token-storage.ts)',
    );
  }
  const stored = hashSessionToken(token);
  asked.set(stored, token);
  return stored;
}

function storedWhere(where: Where[] | undefined, asked: AskedTokens): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== 'token') return clause;
    const value = Array.isArray(clause.value) ? clause.value.map((token) => toStored(token, asked)) : toStored(clause.value, asked);
    return { ...clause, value } as Where;
  });
}

function withToken<T>(row: T, asked: AskedTokens): T {
  if (!row || typeof row !== 'object' || typeof (row as Row).token !== 'string') return row;
  const stored = (row as Row).token as string;
  return { ...row, token: asked.get(stored) ?? `${LISTED_PREFIX}${stored}` };
}

function withStoredToken<T extends Row>(data: T, asked: AskedTokens): T {
  return 'token' in data ? { ...data, token: toStored(data.token, asked) } : data;
}

const hashing = new WeakSet<object>();

/** Replaces the adapter's operations in place, so better-auth's registrations for it (its schema check) still apply. */
function storeSessionTokenHashes<A extends DBTransactionAdapter>(adapter: A): A {
  if (hashing.has(adapter)) return adapter;
  hashing.add(adapter);
  const raw: DBTransactionAdapter = { ...adapter };
  const operations: Partial<DBAdapter> = {
    create: (async (args: Parameters<DBAdapter['create']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.create(args);
      const asked: AskedTokens = new Map();
      return withToken(await raw.create({ ...args, data: withStoredToken(args.data, asked) }), asked);
    }) as DBAdapter['create'],
    findOne: (async (args: Parameters<DBAdapter['findOne']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.findOne(args);
      const asked: AskedTokens = new Map();
      return withToken(await raw.findOne({ ...args, where: storedWhere(args.where, asked)! }), asked);
    }) as DBAdapter['findOne'],
    findMany: (async (args: Parameters<DBAdapter['findMany']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.findMany(args);
      const asked: AskedTokens = new Map();
      const rows = await raw.findMany({ ...args, where: storedWhere(args.where, asked) });
      return rows.map((row) => withToken(row, asked));
    }) as DBAdapter['findMany'],
    update: (async (args: Parameters<DBAdapter['update']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.update(args);
      const asked: AskedTokens = new Map();
      const where = storedWhere(args.where, asked)!;
      return withToken(await raw.update({ ...args, where, update: withStoredToken(args.update, asked) }), asked);
    }) as DBAdapter['update'],
    consumeOne: (async (args: Parameters<DBAdapter['consumeOne']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.consumeOne(args);
      const asked: AskedTokens = new Map();
      return withToken(await raw.consumeOne({ ...args, where: storedWhere(args.where, asked)! }), asked);
    }) as DBAdapter['consumeOne'],
    incrementOne: (async (args: Parameters<DBAdapter['incrementOne']>[0]) => {
      if (args.model !== SESSION_MODEL) return raw.incrementOne(args);
      const asked: AskedTokens = new Map();
      return withToken(await raw.incrementOne({ ...args, where: storedWhere(args.where, asked)! }), asked);
    }) as DBAdapter['incrementOne'],
    updateMany: (args) =>
      args.model === SESSION_MODEL
        ? raw.updateMany({ ...args, where: storedWhere(args.where, new Map())!, update: withStoredToken(args.update, new Map()) })
        : raw.updateMany(args),
    delete: (args) => raw.delete(args.model === SESSION_MODEL ? { ...args, where: storedWhere(args.where, new Map())! } : args),
    deleteMany: (args) => raw.deleteMany(args.model === SESSION_MODEL ? { ...args, where: storedWhere(args.where, new Map())! } : args),
    count: (args) => raw.count(args.model === SESSION_MODEL ? { ...args, where: storedWhere(args.where, new Map()) } : args),
  };
  if ('transaction' in adapter) {
    const transaction = (adapter as unknown as DBAdapter).transaction;
    // drizzle's adapter without transactions hands over itself (already hashing); one with them a new adapter
    operations.transaction = (callback) => transaction((trx) => callback(storeSessionTokenHashes(trx)));
  }
  return Object.assign(adapter, operations);
}

/** The database adapter `database` with session tokens stored as hashes (see the top of this file). */
export function withHashedSessionTokens(database: DBAdapterInstance): (options: BetterAuthOptions) => DBAdapter {
  return (options) => storeSessionTokenHashes(database(options));
}
