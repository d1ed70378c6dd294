import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HealthSchema, ReadinessSchema, type Health, type Readiness } from '@common/schemas/health';
import { latestMigrationHash } from '../../db/client';
import type { Lifecycle } from '../../lifecycle';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';

const getHealthRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['health'],
  summary: 'Liveness and database check (public)',
  responses: { 200: jsonResponse(HealthSchema, 'The server answers and the database is reachable'), ...errorResponses() },
});

export const healthRoutes = (databaseKind: Health['database']) =>
  createRouter().openapi(getHealthRoute, async (c) => {
    await c.get('db').execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: databaseKind }, 200);
  });

const getReadyRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['health'],
  summary: 'Readiness for a load balancer (public)',
  description:
    '200 when this instance should get traffic: the database answers, it holds the migrations of this version and the server is not stopping; 503 otherwise (send traffic elsewhere).',
  responses: {
    200: jsonResponse(ReadinessSchema, 'ready'),
    503: jsonResponse(ReadinessSchema, 'stopping, database-unreachable or migrations-pending'),
  },
});

export const readyRoutes = (lifecycle: Lifecycle) =>
  createRouter().openapi(getReadyRoute, async (c) => {
    const notReady = (status: Exclude<Readiness['status'], 'ready'>) => c.json({ status }, 503);
    if (lifecycle.isStopping) return notReady('stopping');
    let isMigrated: boolean;
    try {
      const result = await c
        .get('db')
        .execute(sql`select 1 from drizzle.__drizzle_migrations where hash = ${latestMigrationHash()} limit 1`);
      isMigrated = result.rows.length > 0;
    } catch (error) {
      c.get('logger').warn({ err: error }, 'readiness: the database does not answer');
      return notReady('database-unreachable');
    }
    if (!isMigrated) return notReady('migrations-pending');
    return c.json({ status: 'ready' as const }, 200);
  });
