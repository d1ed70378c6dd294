import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Language, Role } from '@common/domain';
import type { DatabaseOrTransaction } from '../db/client';
import { account, session, user } from '../db/schema';
import { provisionUser } from './provision-user';

/**
 * Creates an email+password account with all its rows in the caller's transaction: better-auth's
 * user and credential account, then profile, permissions and personal rows. Confirmed unless told
 * otherwise (accounts an admin creates are vouched for).
 */
export async function insertCredentialUser(
  tx: DatabaseOrTransaction,
  options: {
    email: string;
    passwordHash: string;
    role: Role;
    mpuReasons: readonly string[];
    emailVerified?: boolean;
    language?: Language;
    healthDataConsentAt?: Date;
  },
): Promise<string> {
  const id = crypto.randomBytes(16).toString('hex');
  const email = options.email.trim().toLowerCase();
  const emailVerified = options.emailVerified ?? true;
  await tx.insert(user).values({ id, email, name: email.split('@')[0]!, emailVerified });
  await tx.insert(account).values({
    id: crypto.randomBytes(16).toString('hex'),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: options.passwordHash,
  });
  await provisionUser(tx, {
    userId: id,
    email,
    role: options.role,
    mpuReasons: options.mpuReasons,
    language: options.language,
    healthDataConsentAt: options.healthDataConsentAt,
  });
  return id;
}

/** Sets the credential password (creating the credential account when missing) and ends every session. */
export async function replacePassword(tx: DatabaseOrTransaction, userId: string, passwordHash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await tx.insert(account).values({
      id: crypto.randomBytes(16).toString('hex'),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
  }
  await tx.delete(session).where(eq(session.userId, userId));
}
