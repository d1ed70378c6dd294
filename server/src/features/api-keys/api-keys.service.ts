import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  getBerlinToday,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyCreateInputSchema,
} from '@common/schemas/api-keys';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { ApiError } from '../../middleware/errors';

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 'pd_' and 32 alphanumerics; crypto.randomInt draws without modulo bias (about 190 bits). */
export function generateApiKey(): string {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i += 1) random += ALPHANUMERICS[crypto.randomInt(ALPHANUMERICS.length)];
  return `${API_KEY_PREFIX}${random}`;
}

/**
 * SHA-256 hex. A key with ~190 random bits cannot be guessed from its hash, so a slow password hash
 * buys nothing here (docs/decisions/056-integration-api-keys.md). The integration API hashes the
 * presented key the same way (server/src/features/integration/integration-auth.ts).
 */
export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  lastFour: apiKeys.keyLastFour,
  createdAt: apiKeys.createdAt,
  // the stored instant is the start of the day after the last valid one (Europe/Berlin)
  expiresOn: sql<string | null>`to_char((${apiKeys.expiresAt} at time zone 'Europe/Berlin') - interval '1 microsecond', 'YYYY-MM-DD')`,
  isExpired: sql<boolean>`coalesce(${apiKeys.expiresAt} <= now(), false)`,
  isActive: apiKeys.isActive,
  lastUsedAt: apiKeys.lastUsedAt,
};

interface Row {
  id: string;
  name: string;
  lastFour: string;
  createdAt: Date | string;
  expiresOn: string | null;
  isExpired: boolean;
  isActive: boolean;
  lastUsedAt: Date | string | null;
}

const toApiKey = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: API_KEY_PREFIX,
  lastFour: row.lastFour,
  createdAt: new Date(row.createdAt).toISOString(),
  expiresOn: row.expiresOn,
  isExpired: Boolean(row.isExpired),
  isActive: row.isActive,
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

export async function listApiKeys({ db }: { db: Database }): Promise<ApiKey[]> {
  const rows = await db.select(columns).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export async function createApiKey({
  db,
  createdBy,
  input,
  now = new Date(),
}: {
  db: Database;
  createdBy: string;
  input: z.output<typeof ApiKeyCreateInputSchema>;
  now?: Date;
}): Promise<ApiKeyCreated> {
  if (input.expiresOn !== null && input.expiresOn < getBerlinToday(now)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'The expiry date lies in the past.', { expiresOn: 'IN_THE_PAST' });
  }
  const key = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      keyHash: hashApiKey(key),
      keyLastFour: key.slice(-4),
      // valid through the end of that day in Europe/Berlin
      expiresAt: input.expiresOn === null ? null : sql`((${input.expiresOn}::date + 1)::timestamp at time zone 'Europe/Berlin')`,
      isActive: input.isActive,
      createdBy,
    })
    .returning({ id: apiKeys.id });
  const [created] = await db.select(columns).from(apiKeys).where(eq(apiKeys.id, row!.id));
  return { ...toApiKey(created!), key };
}

async function findOrFail(db: Database, id: string): Promise<ApiKey> {
  const [row] = await db.select(columns).from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw new ApiError(404, 'API_KEY_NOT_FOUND', 'No such API key.');
  return toApiKey(row);
}

export async function setApiKeyActive({ db, id, isActive }: { db: Database; id: string; isActive: boolean }): Promise<ApiKey> {
  await db.update(apiKeys).set({ isActive }).where(eq(apiKeys.id, id));
  return findOrFail(db, id);
}

export async function deleteApiKey({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
  if (deleted.length === 0) throw new ApiError(404, 'API_KEY_NOT_FOUND', 'No such API key.');
}
