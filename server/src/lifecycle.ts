// A server's stop (docs/decisions/086-instances-and-stops.md): from the signal on, new requests are
// refused with 503 and Retry-After so a load balancer or the browser tries again (another instance,
// or this one after its restart), while the requests under way finish.
import fs from 'node:fs';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './middleware/context';
import { errorResponse } from './middleware/errors';
import { httpRequestsUnderWay } from './metrics/metrics';

export interface Lifecycle {
  readonly isStopping: boolean;
  /** From now on new requests get 503 and /api/ready says `stopping`. */
  beginStop(): void;
  /** Resolves once no request that was let in is under way (a streamed body may still be flowing). */
  whenIdle(): Promise<void>;
  /** Counts a request that was let in until `done` settles. */
  track<T>(done: Promise<T>): Promise<T>;
}

export function createLifecycle(): Lifecycle {
  let isStopping = false;
  let underWay = 0;
  let idle: Array<() => void> = [];
  return {
    get isStopping() {
      return isStopping;
    },
    beginStop() {
      isStopping = true;
    },
    whenIdle() {
      if (underWay === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    async track(done) {
      underWay++;
      httpRequestsUnderWay.inc();
      try {
        return await done;
      } finally {
        underWay--;
        httpRequestsUnderWay.dec();
        if (underWay === 0) {
          for (const resolve of idle) resolve();
          idle = [];
        }
      }
    },
  };
}

/** Seconds a client waits before it tries again; a restart of the embedded database takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/** The probes answer on: a load balancer reads `stopping` from /api/ready. Scrapes are not waited for either. */
const PROBES = new Set(['/api/health', '/api/ready', '/metrics']);

export function refuseWhileStopping(lifecycle: Lifecycle): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (PROBES.has(c.req.path)) return next();
    if (!lifecycle.isStopping) return lifecycle.track(next());
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    c.header('Connection', 'close');
    return errorResponse(c, 503, { code: 'SHUTTING_DOWN', message: 'The server is stopping; try again in a few seconds.' });
  };
}

/** The parent of process `pid` (Linux: /proc), or undefined where that cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onGone` once the process that started this one ends, or, under `npm start`, npm itself:
 * npm runs the server through `sh -c`, and a signal npm forwards to that shell is not passed on
 * (dash drops SIGTERM with the shell, and ignores SIGINT while it waits), nor does SIGKILL to npm
 * reach anyone. The server would run on, holding the port and the database.
 */
export function watchStarter(onGone: (reason: string) => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  const npm = process.env.npm_lifecycle_event ? parentOf(parent) : undefined;
  const timer = setInterval(() => {
    if (process.ppid !== parent) onGone('the process that started the server ended');
    else if (npm !== undefined && parentOf(parent) !== npm) onGone('npm start ended');
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
