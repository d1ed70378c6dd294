// npm run admin:create -- --email E --password P   (no prompt, for scripts)
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@common/domain';
import { createOrPromoteAdmin } from '../accounts/admin-accounts';
import { CliUsageError, runCli } from './run-cli';

const USAGE = 'Usage: npm run admin:create -- --email admin@example.org --password <at least 6 characters>';

const ArgsSchema = z.object({
  email: z.email(),
  password: z.string().min(PASSWORD_MIN_LENGTH),
});

await runCli(async ({ db, auth }) => {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } }, strict: true });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    throw new CliUsageError(`Invalid or missing --${field}. ${USAGE}`);
  }
  const { created } = await createOrPromoteAdmin(db, auth, parsed.data);
  console.log(`${created ? 'Created' : 'Promoted'} administrator ${parsed.data.email.toLowerCase()}.`);
});
