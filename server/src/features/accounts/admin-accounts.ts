import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth';
import type { Database } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { provisionUser } from './provision-user';

export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  return rows.length > 0;
}

/** Admin status lives in profiles.role; better-auth's admin plugin reads user.role, so both are written. */
export async function setRole(db: Database, userId: string, role: 'user' | 'admin'): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ role }).where(eq(profiles.id, userId));
    await tx.update(user).set({ role }).where(eq(user.id, userId));
  });
}

/**
 * Creates a confirmed admin account with the given password, or promotes an existing account and
 * sets its password. Returns whether the account was created.
 */
export async function createOrPromoteAdmin(
  db: Database,
  auth: Auth,
  options: { email: string; password: string },
): Promise<{ created: boolean; userId: string }> {
  const email = options.email.trim().toLowerCase();
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(options.password);
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  let userId: string;
  let created = false;
  if (existing) {
    userId = existing.user.id;
    const hasCredential = existing.accounts.some((a) => a.providerId === 'credential');
    if (hasCredential) await ctx.internalAdapter.updatePassword(userId, passwordHash);
    else await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: passwordHash });
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  } else {
    const createdUser = await ctx.internalAdapter.createUser(
      { email, name: email.split('@')[0]!, emailVerified: true },
      { method: 'admin' },
    );
    userId = createdUser.id;
    created = true;
    await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: passwordHash });
  }
  await provisionUser(db, { userId, email, role: 'admin' });
  await setRole(db, userId, 'admin');
  return { created, userId };
}

export function generatePassword(): string {
  // 18 random bytes → 24 URL-safe characters
  return crypto.randomBytes(18).toString('base64url');
}

/** First start: when no admin exists, create one with a random password shown once. */
export async function ensureAdminExists(
  db: Database,
  auth: Auth,
  options: { email: string; announce: (email: string, password: string) => void },
): Promise<void> {
  if (await hasAdmin(db)) return;
  const password = generatePassword();
  await createOrPromoteAdmin(db, auth, { email: options.email, password });
  options.announce(options.email, password);
}
