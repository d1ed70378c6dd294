// GET /metrics for Prometheus: with METRICS_TOKEN set, for whoever sends it as a Bearer token; without
// one, only for a scraper on this machine that talks to the server directly.
import crypto from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../middleware/context';
import { registry, updateScrapeTimeFigures } from './metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function socketAddress(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

function isSameToken(sent: string, token: string): boolean {
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * Local means the socket's peer is a loopback address and no proxy forwarded the request: a reverse
 * proxy on the same machine connects from 127.0.0.1 too, for every visitor on the internet, so the
 * X-Forwarded-For it adds (which TRUST_PROXY would believe) marks the request as not local.
 */
export function isLocalRequest(c: Context<AppEnv>): boolean {
  const address = socketAddress(c);
  if (!address || !LOOPBACK.test(address)) return false;
  return !c.req.header('x-forwarded-for') && !c.req.header('forwarded') && !c.req.header('x-real-ip');
}

export function metricsHandler(options: { token?: string; pool?: pg.Pool }) {
  const { token, pool } = options;
  return async (c: Context<AppEnv>) => {
    if (token) {
      const sent = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
      if (!sent || !isSameToken(sent, token)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.text('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>\n', 401);
      }
    } else if (!isLocalRequest(c)) {
      // as if there were nothing here: an address outside learns nothing about the platform
      return c.text('Not found\n', 404);
    }
    await updateScrapeTimeFigures({ db: c.get('db'), pool });
    c.header('Cache-Control', 'no-store');
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  };
}
