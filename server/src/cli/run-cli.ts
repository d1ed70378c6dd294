// Shared frame of the operator commands: env, runtime (with the data-folder lock), clear failures.
import { DataDirLockedError } from '../db/lock';
import { readEnv } from '../env';
import { openRuntime, type Runtime } from '../runtime';

export async function runCli(task: (runtime: Runtime) => Promise<void>): Promise<void> {
  const env = readEnv({ LOG_LEVEL: 'warn', ...process.env });
  let runtime: Runtime | undefined;
  try {
    runtime = await openRuntime(env);
    await task(runtime);
    await runtime.close();
    process.exit(0);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof CliUsageError) console.error(error.message);
    else console.error(error);
    await runtime?.close().catch(() => {});
    process.exit(1);
  }
}

export class CliUsageError extends Error {}
