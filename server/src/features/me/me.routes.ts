import { Hono } from 'hono';
import type { AppEnv } from '../../middleware/context';
import { requireSession } from '../../middleware/require-session';
import { describeViewer } from './me.service';

export const meRoutes = new Hono<AppEnv>().get('/', requireSession, (c) => c.json(describeViewer(c.var.viewer)));
