import { createRoute } from '@hono/zod-openapi';
import { DashboardSchema } from '@common/schemas/dashboard';
import { requireSessionWithProgress } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { getDashboard } from './dashboard.service';

// The overview needs a session only (no page permission; docs/spec-notes.md, Route table and menu).
const getDashboardRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['dashboard'],
  summary: "The overview: the learner's progress, readiness, recommendations and milestones",
  middleware: [requireSessionWithProgress] as const,
  responses: { 200: jsonResponse(DashboardSchema, 'The overview'), ...errorResponses(401) },
});

export const dashboardRoutes = createRouter().openapi(getDashboardRoute, async (c) =>
  c.json(await getDashboard({ db: c.get('db'), viewer: c.get('viewer'), progress: c.get('progress') }), 200),
);
