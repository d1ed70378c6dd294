import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HealthSchema, type Health } from '@common/schemas/health';
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
