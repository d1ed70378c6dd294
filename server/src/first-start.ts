// What the first start of a platform creates (the administrator, the starter content) and the banner
// that says so. Instances started together on one PostgreSQL database take turns here, so exactly
// one of them creates each (docs/decisions/086-instances-and-stops.md).
import { ensureAdminExists } from './accounts/admin-accounts';
import { describeNewAccountAccess, readNewAccountPermissions } from './accounts/new-account-permissions';
import { decideStarterContent, describeStarterContent, isContentEmpty } from './cli/demo-content/first-start-content';
import { seedDemoContent, upgradeStarterContent } from './cli/demo-content/seed-demo-content';
import type { Env } from './env';
import type { Runtime } from './runtime';

/** Creates what is missing; returns the banner's lines (none when this start created nothing). */
export async function prepareFirstStart(
  runtime: Pick<Runtime, 'db' | 'auth' | 'media' | 'logger' | 'exclusively'>,
  env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL' | 'APP_URL'>,
): Promise<string[]> {
  return runtime.exclusively('firstStart', async () => {
    const { db, auth } = runtime;
    const starterContent = await loadStarterContent(runtime, env);
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
    if (bannerLines.length > 0)
      bannerLines.push(...describeNewAccountAccess((await readNewAccountPermissions(db)).permissions, env.APP_URL));
    return bannerLines;
  });
}

/**
 * The starter content when this start should load it (first-start-content.ts): the banner line, or
 * undefined. Otherwise rows of an earlier version of it that would show learners a placeholder are
 * brought up to date.
 */
async function loadStarterContent(
  { db, media, logger }: Pick<Runtime, 'db' | 'media' | 'logger'>,
  env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL'>,
): Promise<string | undefined> {
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
