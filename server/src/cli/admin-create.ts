// npm run admin:create -- --email E --password P   (no prompt, for scripts)
// npm run admin:create -- --email E                 (a generated password, printed once and asked to be replaced at the first sign-in)
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@common/domain';
import { createOrPromoteAdmin, generatePassword } from '../accounts/admin-accounts';
import { CliUsageError, runCli } from './run-cli';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.org [--password <at least 6 characters>]';

const ArgsSchema = z.object({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH).optional(),
});

await runCli(async ({ db, auth }) => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new CliUsageError(`Invalid or missing --${field}. ${USAGE}`);
  }
  const isGenerated = parsed.data.password === undefined;
  const password = parsed.data.password ?? generatePassword();
  const email = parsed.data.email.toLowerCase();
  const { created } = await createOrPromoteAdmin(db, auth, { email, password, isGenerated });
  console.log(`${created ? 'Created' : 'Promoted'} administrator ${email}.`);
  if (isGenerated) {
    console.log(`  Passwort: ${password}`);
    console.log('This password is shown only once; the first sign-in asks for an own password.');
  }
});
