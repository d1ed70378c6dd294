import { Hono } from 'hono';
import type { AppEnv } from '../../middleware/context';
import { requireSession } from '../../middleware/require-session';
import { getDashboard } from './dashboard.service';

// The overview needs a session only (spec route table: no page permission).
export const dashboardRoutes = new Hono<AppEnv>().get('/', requireSession, async (c) =>
  c.json(await getDashboard({ db: c.var.db, viewer: c.var.viewer })),
);
