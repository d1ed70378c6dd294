// Builds the SPA into web/dist when it is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['web', 'common/src', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(full)) {
    if (child === 'dist' || child === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function isBuildFresh() {
  const index = path.join(ROOT, 'web/dist/index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.every((source) => newestMtime(source) <= built);
}

export function buildIfNeeded() {
  if (isBuildFresh()) return;
  console.log('Building the web app (web/dist) …');
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  // a production bundle whoever calls: the test runner's NODE_ENV=test would give React's development build
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error('The web build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
