// Helpers for running the built platform locally and driving it with Chromium: shared by the
// end-to-end setup (e2e/support) and the first-load measurement (scripts/measure-first-load.ts).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { authSecretFileBeside } from '../../server/src/env';
import { waitFor } from '../../server/src/test/wait-for';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The environment of `npm start` on an embedded database in `dataDir`, without APP_URL or SMTP, logging warnings only. */
export function localProductionEnv({ dataDir, port }: { dataDir: string; port: number }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // the daily backup would otherwise copy the data folder at start, amid the measurements and journeys
    BACKUP_SCHEDULE: 'off',
  };
  // as on a newcomer's machine: the server derives its address from PORT (localhost, 127.0.0.1 and [::1] sign in)
  delete env.APP_URL;
  delete env.TRUSTED_ORIGINS;
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
}

/** Removes what such a platform left: its data folder and the auth secret generated beside it. */
export function removeLocalPlatformData(dataDir: string) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(authSecretFileBeside(dataDir), { force: true });
}

/** Waits until the server answers /api/health; fails at once when its process exits. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  await waitFor(
    `the server at ${url} to answer /api/health`,
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      const response = await fetch(`${url}/api/health`).catch(() => undefined); // not listening yet
      return response?.ok ?? false;
    },
    { timeoutMs, intervalMs: 250 },
  ).catch((error: Error) => {
    // an exited server is final: report it, not the timeout
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    throw error;
  });
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (or CHROMIUM_PATH), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
