import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '@common/schemas/health';
import type { AppEnv } from '../../middleware/context';

export const healthRoutes = (databaseKind: Health['database']) =>
  new Hono<AppEnv>().get('/', async (c) => {
    await c.var.db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: databaseKind } satisfies Health);
  });
