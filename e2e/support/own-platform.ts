// A platform of a journey's own, started as `npm start` starts it, on a new data folder: for the
// journeys about a new installation (the workers' shared platforms already hold content and accounts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, localProductionEnv, removeLocalPlatformData, waitForHealth } from '../../scripts/lib/local-platform';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface OwnPlatform {
  baseURL: string;
  dataDir: string;
  /** What the server printed so far (the start banner). */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `configure` turns the local production settings into this journey's; `beforeStart` runs with them
 * before the server holds the database (an operator command, say).
 */
export async function startOwnPlatform({
  prefix,
  configure = (env) => env,
  beforeStart,
}: {
  prefix: string;
  configure?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  beforeStart?: (env: NodeJS.ProcessEnv) => void;
}): Promise<OwnPlatform> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env = configure(localProductionEnv({ dataDir, port }));
  beforeStart?.(env);
  let output = '';
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseURL, server, 120_000);
  return {
    baseURL,
    dataDir,
    output: () => output,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      removeLocalPlatformData(dataDir);
    },
  };
}
