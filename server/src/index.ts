import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError } from './db/lock';
import { readEnv } from './env';
import { ensureAdminExists } from './accounts/admin-accounts';
import { openRuntime } from './runtime';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = readEnv();

async function main() {
  const started = performance.now();
  const runtime = await openRuntime(env).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const { logger, db, auth } = runtime;

  await ensureAdminExists(db, auth, {
    email: 'admin@example.com',
    announce: (email, password) => {
      const line = '='.repeat(72);
      console.log(
        `\n${line}\nFirst start: an administrator account was created.\n  E-Mail:   ${email}\n  Passwort: ${password}\nThis password is shown only once. Change it after signing in, or set your own with\n  npm run admin:create -- --email you@example.org --password ...\nDemo content: npm run seed:demo (while the server is stopped when using the embedded database)\n${line}\n`,
      );
    },
  });

  const app = createApp({
    ...runtime,
    config: { appUrl: env.APP_URL, signupEnabled: env.SIGNUP_ENABLED },
    databaseKind: runtime.kind,
    webDistDir: env.NODE_ENV === 'production' ? path.join(ROOT, 'web/dist') : undefined,
    trustProxy: env.TRUST_PROXY,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const ms = Math.round(performance.now() - started);
    logger.info({ port: info.port, database: runtime.kind, startupMs: ms }, `MPU platform listening on ${env.APP_URL}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      runtime.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
