// The auth secret signs session cookies and the reminder mails' unsubscribe links. AUTH_SECRET sets
// it; otherwise one is generated on the first start into AUTH_SECRET_FILE, by default beside DATA_DIR
// and not in it: operators back up DATA_DIR, and a backup holding the secret beside the database gave
// whoever had it every session. Losing the file only signs everyone out and voids open links.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/** Where versions before issue 34 kept the generated secret: inside the data folder. */
const EARLIER_FILE = 'auth-secret';

export function resolveAuthSecret(
  env: Pick<Env, 'AUTH_SECRET' | 'AUTH_SECRET_FILE' | 'DATA_DIR'>,
  warn: (message: string) => void = console.warn,
): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = env.AUTH_SECRET_FILE;
  const earlier = path.join(env.DATA_DIR, EARLIER_FILE);
  if (path.resolve(earlier) !== path.resolve(file)) moveEarlierSecret(earlier, file, warn);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;
  return writeOnce(file, crypto.randomBytes(32).toString('base64url'));
}

/** An existing install keeps its secret (and its users their sessions): it moves out of DATA_DIR. */
function moveEarlierSecret(earlier: string, file: string, warn: (message: string) => void) {
  const secret = readSecret(earlier);
  if (secret === undefined) return;
  const current = readSecret(file) ?? writeOnce(file, secret);
  if (current !== secret) {
    warn(`${earlier} holds another secret than ${file}, which is the one used; delete ${earlier}, every backup of its folder holds it`);
    return;
  }
  fs.rmSync(earlier, { force: true });
}

function readSecret(file: string): string | undefined {
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (secret.length < 32) throw new Error(`${file} holds no auth secret of at least 32 characters: delete it, or set AUTH_SECRET`);
  return secret;
}

/**
 * Writes `secret` to `file` unless the file exists (then its secret wins): the server and a command
 * started at the same moment agree on one. Written in full under another name first, then linked.
 */
function writeOnce(file: string, secret: string): string {
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(partial, secret, { mode: 0o600 });
    fs.linkSync(partial, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecret(file)!;
    throw new Error(`cannot keep the generated auth secret in ${file} (${(error as Error).message}): set AUTH_SECRET_FILE or AUTH_SECRET`);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
