import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth';
import type { Database } from '../db/client';
import { profiles, user } from '../db/schema';
import { insertCredentialUser, replacePassword } from './credential-user';
import { provisionUser } from './provision-user';

export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin')).limit(1);
  return rows.length > 0;
}

export async function hashPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/**
 * Creates a confirmed admin account with the given password, or promotes an existing account,
 * confirms it and sets its password. Returns whether the account was created. A password the
 * platform generated (`isGenerated`) must be replaced at the first sign-in; one the operator chose
 * need not.
 */
export async function createOrPromoteAdmin(
  db: Database,
  auth: Auth,
  options: { email: string; password: string; isGenerated?: boolean },
): Promise<{ created: boolean; userId: string }> {
  const mustChangePassword = options.isGenerated ?? false;
  const email = options.email.trim().toLowerCase();
  const passwordHash = await hashPassword(auth, options.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!existing) {
      const userId = await insertCredentialUser(tx, { email, passwordHash, role: 'admin', mpuReasons: [] });
      await tx.update(profiles).set({ mustChangePassword }).where(eq(profiles.id, userId));
      return { created: true, userId };
    }
    await replacePassword(tx, existing.id, passwordHash);
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
    await provisionUser(tx, { userId: existing.id, email, role: 'admin' });
    await tx.update(profiles).set({ role: 'admin', mustChangePassword }).where(eq(profiles.id, existing.id));
    return { created: false, userId: existing.id };
  });
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
  await createOrPromoteAdmin(db, auth, { email: options.email, password, isGenerated: true });
  options.announce(options.email, password);
}
