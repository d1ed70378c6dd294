// Everything a process needs to talk to the platform's data: used by the server and by the CLI commands.
import path from 'node:path';
import { createAuth } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { openDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import { createAiEngine } from './features/ai/create-ai-engine';
import { createLogger } from './logging';
import { createMailer } from './mail/mailer';
import { createMediaStorage } from './media/create-media-storage';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The platform is reached only on this machine: its log is read where its outbox lies. */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

export const isTerminal = () => process.stdout.isTTY === true;

export async function openRuntime(env: Env) {
  // a terminal gets readable lines and the start banner; a process manager the JSON log
  const logger = createLogger({ level: env.LOG_LEVEL, human: isTerminal() });
  const handle: DatabaseHandle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
    logLinks: env.NODE_ENV === 'development' || isLoopbackUrl(env.APP_URL),
  });
  const auth = createAuth({
    db: handle.db,
    mailer,
    logger,
    appUrl: env.APP_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    secret: resolveAuthSecret(env, (message) => logger.warn(message)),
  });
  const media = createMediaStorage(env);
  const ai = createAiEngine(env);
  return {
    ...handle,
    logger,
    mailer,
    auth,
    media,
    ai,
    async close() {
      mailer.close();
      await handle.close();
    },
  };
}

export type Runtime = Awaited<ReturnType<typeof openRuntime>>;
