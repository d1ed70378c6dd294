import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError } from './db/lock';
import { readEnv } from './env';
import { ensureAdminExists } from './accounts/admin-accounts';
import { describeNewAccountAccess, readNewAccountPermissions } from './accounts/new-account-permissions';
import { decideStarterContent, describeStarterContent, isContentEmpty } from './cli/demo-content/first-start-content';
import { seedDemoContent, upgradeStarterContent } from './cli/demo-content/seed-demo-content';
import { startBackgroundJobs } from './background-jobs';
import { openRuntime, type Runtime } from './runtime';

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

  const starterContent = await loadStarterContent(runtime);
  const bannerLines: string[] = [];
  await ensureAdminExists(db, auth, {
    email: 'admin@example.com',
    announce: (email, password) => {
      bannerLines.push(
        'First start: an administrator account was created.',
        `  E-Mail:   ${email}`,
        `  Passwort: ${password}`,
        'This password is shown only once; the first sign-in asks for an own password. Or set your own with',
        '  npm run admin:create -- --email you@example.org --password ...',
      );
      if (!starterContent)
        bannerLines.push('Demo content: npm run seed:demo (while the server is stopped when using the embedded database)');
    },
  });
  if (starterContent) bannerLines.push(starterContent);
  // the first start asks nothing; it says what new learners get and where that is changed
  if (bannerLines.length > 0) bannerLines.push(...describeNewAccountAccess((await readNewAccountPermissions(db)).permissions, env.APP_URL));
  if (bannerLines.length > 0) {
    const line = '='.repeat(72);
    console.log(`\n${line}\n${bannerLines.join('\n')}\n${line}\n`);
  }

  const app = createApp({
    ...runtime,
    config: { appUrl: env.APP_URL, signupEnabled: env.SIGNUP_ENABLED, trustedOrigins: env.TRUSTED_ORIGINS },
    databaseKind: runtime.kind,
    webDistDir: env.NODE_ENV === 'production' ? path.join(ROOT, 'web/dist') : undefined,
    trustProxy: env.TRUST_PROXY,
  });

  const jobs = startBackgroundJobs({
    db,
    auth,
    logger,
    mailer: runtime.mailer,
    appUrl: env.APP_URL,
    pollIntervalMs: env.JOB_POLL_INTERVAL_MS,
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      // an admin's 2 GB video upload on a slow line takes longer than Node's default 5 minutes
      serverOptions: { requestTimeout: 2 * 60 * 60 * 1000 },
    },
    (info) => {
      const ms = Math.round(performance.now() - started);
      logger.info(
        { port: info.port, database: runtime.kind, ai: runtime.ai.kind, startupMs: ms },
        `MPU platform listening on ${env.APP_URL}`,
      );
    },
  );

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    // the runner first: a job under way finishes (or fails as usual) before the database closes
    const stopped = jobs.stop();
    server.close(() => {
      void stopped.finally(() => runtime.close().finally(() => process.exit(0)));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * The starter content when this start should load it (first-start-content.ts): the banner line, or
 * undefined. Otherwise rows of an earlier version of it that would show learners a placeholder are
 * brought up to date.
 */
async function loadStarterContent({ db, media, logger }: Runtime): Promise<string | undefined> {
  if (!decideStarterContent({ env, isEmpty: await isContentEmpty(db) })) {
    try {
      const upgraded = await upgradeStarterContent({ db, media });
      if (Object.values(upgraded).some((n) => n > 0)) logger.info({ upgraded }, 'starter content brought up to date');
    } catch (error) {
      logger.error({ err: error }, 'starter content could not be brought up to date');
    }
    return undefined;
  }
  try {
    const counts = await seedDemoContent({ db, media });
    logger.info({ counts }, 'starter content loaded');
    return describeStarterContent(counts);
  } catch (error) {
    // the platform still works without it; the idempotent seed completes what is missing
    logger.error({ err: error }, 'starter content could not be loaded completely');
    return 'Beispielinhalte konnten nicht vollständig geladen werden (siehe Protokoll). Ergänzen: npm run seed:demo';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
