import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '@common/domain';
import { withHashedSessionTokens } from './accounts/session-token-storage';
import type { Database } from './db/client';
import * as schema from './db/schema';
import type { Mailer } from './mail/mailer';
import { languageOfRequest } from './request-language';
import { renderLinkMail, type MailKind } from './mail/templates';

export const CLIENT_IP_HEADER = 'x-client-ip';
const DAY = 24 * 60 * 60;
/** How long an e-mail confirmation link works. */
export const EMAIL_VERIFICATION_SECONDS = DAY;

/** The link in a confirmation mail lands on the SPA, which confirms the token and shows success or an expired-link view. */
export const emailVerificationLink = (appUrl: string, token: string) => `${appUrl}/auth/callback?token=${token}`;

/** better-auth's email-verification tokens are JWTs; an email change carries this request type. */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { requestType?: string };
    return payload.requestType === 'change-email-verification';
  } catch {
    return false;
  }
}

export function createAuth(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Origins a sign-in may come from (APP_URL's, or the loopback names when it is unset); default: APP_URL's only. */
  trustedOrigins?: string[];
  secret: string;
  /** The password hash functions; unset: better-auth's scrypt. The API tests pass a memo of the same (server/src/test/password-memo.ts). */
  password?: { hash: (password: string) => Promise<string>; verify: (input: { hash: string; password: string }) => Promise<boolean> };
}) {
  const { db, mailer, logger, appUrl, secret, password, trustedOrigins = [new URL(appUrl).origin] } = options;

  async function languageOf(userId: string, request?: Request): Promise<Language> {
    const fromRequest = languageOfRequest(request);
    if (fromRequest) return fromRequest;
    const [profile] = await db.select({ language: schema.profiles.language }).from(schema.profiles).where(eq(schema.profiles.id, userId));
    return profile?.language ?? 'de';
  }

  async function clearMustChangePassword(userId: string) {
    await db.update(schema.profiles).set({ mustChangePassword: false }).where(eq(schema.profiles.id, userId));
  }

  async function sendLinkMail(kind: MailKind, user: { id: string }, to: string, link: string, request?: Request) {
    try {
      await mailer.send(renderLinkMail(kind, await languageOf(user.id, request), to, link));
    } catch (error) {
      logger.error({ err: error, to, kind }, 'sending mail failed');
      throw error;
    }
  }

  return betterAuth({
    appName: 'MPU-Vorbereitung',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    // the database keeps hashes of session and reset tokens, never the tokens: a copy of it (a backup)
    // opens no session and resets no password (accounts/session-token-storage.ts)
    database: withHashedSessionTokens(drizzleAdapter(db, { provider: 'pg', schema })),
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // registration is POST /api/register: one transaction for the account and all its rows
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      ...(password ? { password } : {}),
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // a password set through the mailed link is the user's own: the generated one is gone
      onPasswordReset: async ({ user }) => clearMustChangePassword(user.id),
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }, request) =>
        sendLinkMail('resetPassword', user, user.email, `${appUrl}/reset-password-confirm?token=${token}`, request),
    },
    emailVerification: {
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_SECONDS,
      // For an email change, better-auth passes the new address as user.email.
      sendVerificationEmail: ({ user, token }, request) =>
        sendLinkMail(
          isEmailChangeToken(token) ? 'changeEmail' : 'verifyEmail',
          user,
          user.email,
          emailVerificationLink(appUrl, token),
          request,
        ),
    },
    user: {
      // a change is confirmed through a mail to the new address before it applies
      changeEmail: { enabled: true },
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: {
        // a classroom of thirty behind one address, some mistyping once; guessing is stopped by the
        // failure counts of accounts/sign-in-throttle.ts, not by this
        '/sign-in/email': { window: 60, max: 60 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
        '/change-email': { window: 60, max: 3 },
        '/change-password': { window: 60, max: 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: appUrl.startsWith('https://'),
      // better-auth skips these checks when NODE_ENV is test; the tests must see production behaviour
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    hooks: {
      // a changed password ends every other session, whatever the client asked: the reason to change
      // it is often a session someone else holds
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        // an e-mail change hands over the account (reset mails go to the new address): a session
        // left open on a shared computer must not be enough, so the password is asked again
        if (ctx.path === '/change-email') {
          // a longer address cannot receive the confirmation mail (RFC 5321)
          const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
          if (typeof newEmail === 'string' && newEmail.length > EMAIL_MAX_LENGTH) {
            throw new APIError('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
          }
          const session = await getSessionFromCtx(ctx);
          if (!session) return; // the endpoint answers 401
          const password = (ctx.body as { currentPassword?: unknown } | undefined)?.currentPassword;
          const accounts = await ctx.context.internalAdapter.findAccounts(session.user.id);
          const hash = accounts.find((account) => account.providerId === 'credential')?.password;
          const valid =
            typeof password === 'string' &&
            password.length > 0 &&
            password.length <= PASSWORD_MAX_LENGTH &&
            !!hash &&
            (await ctx.context.password.verify({ hash, password }));
          if (!valid) throw new APIError('BAD_REQUEST', { code: 'INVALID_PASSWORD', message: 'Invalid password' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // the user chose an own password: the first-start administrator is no longer asked for one
        if (ctx.path === '/change-password') {
          const changed = ctx.context.returned as { user?: { id?: unknown } } | Error | undefined;
          if (!(changed instanceof Error) && typeof changed?.user?.id === 'string') await clearMustChangePassword(changed.user.id);
          return;
        }
        // the old address hears of the request: if it was not its owner, a password reset stops it
        if (ctx.path !== '/change-email' || ctx.context.returned instanceof Error) return;
        const session = await getSessionFromCtx(ctx);
        if (!session) return;
        await sendLinkMail('emailChangeNotice', session.user, session.user.email, `${appUrl}/reset-password`, ctx.request);
      }),
    },
    databaseHooks: {
      user: {
        update: {
          // a confirmed email change: the profile keeps the same address as the account
          after: async (user) => {
            await db.update(schema.profiles).set({ email: user.email }).where(eq(schema.profiles.id, user.id));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
