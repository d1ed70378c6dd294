// The generated auth secret lives outside DATA_DIR, the folder operators back up: a backup (or any
// copy of the folder) then holds no key to sign a session cookie or an unsubscribe link with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { resolveAuthSecret } from './auth-secret';

let root: string;
let dataDir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-secret-'));
  dataDir = path.join(root, 'data');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file under `dir`, relative to it. */
const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : []);

describe('resolveAuthSecret', () => {
  it('generates the secret once, beside the data folder and not inside it, readable by the owner only', () => {
    const env = readEnv({ DATA_DIR: dataDir });
    const secret = resolveAuthSecret(env);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(filesIn(dataDir).filter((file) => file.includes('secret'))).toEqual([]);
    const file = path.join(root, 'data.auth-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // the next start reads the same secret: sessions survive a restart
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir }))).toBe(secret);
  });

  it('moves the secret an earlier version kept in DATA_DIR/auth-secret out of it; it keeps working', () => {
    const earlier = 'a-secret-written-by-an-earlier-version-0123456789';
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), earlier, { mode: 0o600 });
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir }))).toBe(earlier);
    expect(filesIn(dataDir)).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'data.auth-secret'), 'utf8').trim()).toBe(earlier);
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir }))).toBe(earlier);
  });

  it('removes a copy left in DATA_DIR when the same secret is already in its place', () => {
    const secret = resolveAuthSecret(readEnv({ DATA_DIR: dataDir }));
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), secret);
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir }))).toBe(secret);
    expect(filesIn(dataDir)).toEqual([]);
  });

  it('leaves a different secret in DATA_DIR alone and says so; the one in its place is used', () => {
    const secret = resolveAuthSecret(readEnv({ DATA_DIR: dataDir }));
    const other = 'another-secret-restored-from-a-backup-0123456789';
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), other);
    const warnings: string[] = [];
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir }), (message) => warnings.push(message))).toBe(secret);
    expect(warnings).toEqual([expect.stringContaining(path.join(dataDir, 'auth-secret'))]);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(other);
  });

  it('keeps the secret where AUTH_SECRET_FILE says', () => {
    const file = path.join(root, 'keys', 'mpu-auth-secret');
    const secret = resolveAuthSecret(readEnv({ DATA_DIR: dataDir, AUTH_SECRET_FILE: file }));
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(fs.existsSync(path.join(root, 'data.auth-secret'))).toBe(false);
  });

  it('writes no file when AUTH_SECRET is set', () => {
    const secret = 'set-by-the-operator-0123456789abcdef';
    expect(resolveAuthSecret(readEnv({ DATA_DIR: dataDir, AUTH_SECRET: secret }))).toBe(secret);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
