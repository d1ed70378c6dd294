// Authentication of the integration API (/api/integration/v1) by the keys of 'API-Schlüssel für
// Pipedrive': the presented key is hashed and looked up by its hash (docs/decisions/056-integration-api-keys.md).
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { apiKeys } from '../../db/schema';
import type { AppEnv } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { countInWindow } from '../../middleware/rate-limit';

/** Requests per key and window; a CRM sync pages through 200 learners per request. */
export const INTEGRATION_RATE_LIMIT = { window: 60, max: 120 };
/** last_used_at is written at most this often per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** The key from `Authorization: Bearer pd_…` or `X-API-Key: pd_…`. */
function presentedKey(authorization: string | undefined, apiKeyHeader: string | undefined): string | undefined {
  const bearer = authorization && /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  return bearer || apiKeyHeader?.trim() || undefined;
}

const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/**
 * 401 API_KEY_MISSING / API_KEY_INVALID / API_KEY_INACTIVE / API_KEY_EXPIRED, 429 RATE_LIMITED.
 * The lookup is by SHA-256 of the key through a unique index: a timing difference could only tell
 * an attacker about hashes, not about the key, so no constant-time comparison is needed.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = presentedKey(c.req.header('authorization'), c.req.header('x-api-key'));
  if (!key) throw new ApiError(401, 'API_KEY_MISSING', 'Send the key as "Authorization: Bearer pd_…" or "X-API-Key: pd_…".');
  const db = c.get('db');
  const [row] = await db
    .select({
      id: apiKeys.id,
      isActive: apiKeys.isActive,
      isExpired: sql<boolean>`coalesce(${apiKeys.expiresAt} <= now(), false)`,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row) throw new ApiError(401, 'API_KEY_INVALID', 'The API key is not known.');
  if (!row.isActive) throw new ApiError(401, 'API_KEY_INACTIVE', 'The API key is switched off.');
  if (row.isExpired) throw new ApiError(401, 'API_KEY_EXPIRED', 'The API key has expired.');
  if ((await countInWindow(db, `apikey:${row.id}`, INTEGRATION_RATE_LIMIT.window)) > INTEGRATION_RATE_LIMIT.max) {
    c.header('Retry-After', String(INTEGRATION_RATE_LIMIT.window));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many requests with this API key; try again in a minute.');
  }
  if (!row.lastUsedAt || Date.now() - new Date(row.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.id, row.id));
  }
  await next();
});
