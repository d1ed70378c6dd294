import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait-for';
import { DataDirLockedError, lockDataDir } from './lock';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('data folder lock of the embedded database', () => {
  it('an operator command refuses with a clear message while another process holds the folder', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const result = await run('npx', ['tsx', 'server/src/cli/admin-create.ts', '--email', 'a@example.org', '--password', 'geheim123'], {
        env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'development' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The database in ${dir} is in use by another process (pid ${process.pid})`);
      expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      release();
    }
  }, 30_000);

  it('takes over a lock left behind by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('names the holder when the folder is taken', async () => {
    const dir = tempDir();
    const child = await import('node:child_process').then(({ spawn }) =>
      spawn(process.execPath, [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(path.join(dir, '.lock'))}, String(process.pid)); setTimeout(() => {}, 10000)`,
      ]),
    );
    try {
      const lockFile = path.join(dir, '.lock');
      await waitFor(
        `the child process to write its pid into ${lockFile}`,
        () => fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8') === String(child.pid),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${child.pid}`);
    } finally {
      child.kill();
    }
  });
});
