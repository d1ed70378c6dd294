import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { RegisterSchema } from '@common/schemas/register';
import type { z } from 'zod';
import { createEmailVerificationToken } from 'better-auth/api';
import { EMAIL_VERIFICATION_SECONDS, emailVerificationLink, type Auth } from '../../auth';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { renderLinkMail } from '../../mail/templates';
import { ApiError } from '../../middleware/errors';
import { hashPassword } from '../../accounts/admin-accounts';
import { insertCredentialUser } from '../../accounts/credential-user';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /unique/i.test(String(error)));

/**
 * Registers a learner: the auth user, credential, profile (role user, the chosen reason, consent
 * time), default page permissions and empty personal rows in one transaction. Mails go out after
 * the commit; a failed welcome mail is only logged (spec: send-registration-email).
 */
export async function registerLearner(options: {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  input: z.output<typeof RegisterSchema>;
}): Promise<{ userId: string }> {
  const { db, auth, mailer, logger, appUrl, input } = options;
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(auth, input.password);

  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (existing)
        throw new ApiError(409, 'USER_ALREADY_EXISTS', 'This email address is already registered.', { email: 'USER_ALREADY_EXISTS' });
      return insertCredentialUser(tx, {
        email,
        passwordHash,
        role: 'user',
        mpuReasons: [input.mpuReason],
        emailVerified: false,
        language: input.language,
        healthDataConsentAt: new Date(),
      });
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isUniqueViolation(error))
      throw new ApiError(409, 'USER_ALREADY_EXISTS', 'This email address is already registered.', { email: 'USER_ALREADY_EXISTS' });
    logger.error({ err: error }, 'registration failed, nothing was stored');
    throw new ApiError(500, 'PROFILE_CREATION_FAILED', 'The account could not be created.');
  }

  try {
    // the token better-auth's send-verification-email makes, without that endpoint's half-second
    // pause (it hides from anonymous callers whether an address is registered; registering says so anyway)
    const token = await createEmailVerificationToken((await auth.$context).secret, email, undefined, EMAIL_VERIFICATION_SECONDS, {
      userId,
    });
    await mailer.send(renderLinkMail('verifyEmail', input.language, email, emailVerificationLink(appUrl, token)));
  } catch (error) {
    // the learner can ask for a new confirmation mail from the sign-in page
    logger.error({ err: error, email }, 'verification mail failed after registration');
  }
  mailer.send(renderLinkMail('welcome', input.language, email, `${appUrl}/login`)).catch((error: unknown) => {
    logger.error({ err: error, email }, 'welcome mail failed');
  });
  return { userId };
}
