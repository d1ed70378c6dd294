import { createRoute } from '@hono/zod-openapi';
import { DemoContentCountsSchema, DemoContentStatusSchema } from '@common/schemas/demo-content';
import { getDemoContentStatus, removeDemoContent } from '../../cli/demo-content/remove-demo-content';
import { requireAdmin } from '../../middleware/require-admin';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';

const tags = ['demo-content'];

const statusRoute = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'How many rows of the German starter content are in the database',
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(DemoContentStatusSchema, 'The starter content now'), ...errorResponses(401, 403) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/',
  tags,
  summary:
    "'Beispielinhalte entfernen': deletes the starter content's rows (with the learners' answers and progress on them) and its video files; rows an admin renamed stay",
  middleware: [requireSession, requireAdmin] as const,
  responses: { 200: jsonResponse(DemoContentCountsSchema, 'The rows removed'), ...errorResponses(401, 403) },
});

export const demoContentRoutes = createRouter()
  .openapi(statusRoute, async (c) => c.json(await getDemoContentStatus({ db: c.get('db') }), 200))
  .openapi(removeRoute, async (c) =>
    c.json(await removeDemoContent({ db: c.get('db'), media: c.get('media'), logger: c.get('logger') }), 200),
  );
