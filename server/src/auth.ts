import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { PASSWORD_MIN_LENGTH, REGISTRATION_REASONS, toSupportedLanguage } from '@common/domain';
import type { Database } from './db/client';
import * as schema from './db/schema';
import type { Mailer } from './mail/mailer';
import { renderLinkMail } from './mail/templates';
import { provisionUser } from './features/accounts/provision-user';

export const CLIENT_IP_HEADER = 'x-client-ip';
const DAY = 24 * 60 * 60;

/** The UI language the browser last chose (i18next's cookie), for mails sent during a request. */
export function languageOfRequest(request: Request | undefined | null) {
  const cookie = request?.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(cookie);
  return toSupportedLanguage(match?.[1] ?? request?.headers.get('accept-language')?.split(',')[0]);
}

export function createAuth(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  secret: string;
}) {
  const { db, mailer, logger, appUrl, secret } = options;

  const sendLinkMail = (kind: 'verifyEmail' | 'resetPassword', to: string, link: string, request?: Request) =>
    mailer.send(renderLinkMail(kind, languageOfRequest(request), to, link)).catch((error: unknown) => {
      logger.error({ err: error, to, kind }, 'sending mail failed');
      throw error;
    });

  return betterAuth({
    appName: 'MPU-Vorbereitung',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, token }, request) =>
        sendLinkMail('resetPassword', user.email, `${appUrl}/reset-password-confirm?token=${token}`, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      // The link lands on the SPA, which confirms the token and shows success or an expired-link view.
      sendVerificationEmail: ({ user, token }, request) =>
        sendLinkMail('verifyEmail', user.email, `${appUrl}/auth/callback?token=${token}`, request),
    },
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
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
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const reason = (ctx.body as Record<string, unknown> | undefined)?.mpuReason;
        if (!(REGISTRATION_REASONS as readonly unknown[]).includes(reason)) {
          throw new APIError('BAD_REQUEST', { code: 'MPU_REASON_REQUIRED', message: 'mpuReason is required' });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const reason = typeof body.mpuReason === 'string' ? body.mpuReason : null;
            await provisionUser(db, { userId: user.id, email: user.email, mpuReasons: reason ? [reason] : [] });
          },
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
