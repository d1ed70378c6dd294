import { createRoute } from '@hono/zod-openapi';
import { DashboardSchema } from '@common/schemas/dashboard';
import { requireSessionWithProgress } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { interfaceLanguageOf } from '../../request-language';
import { getDashboard } from './dashboard.service';

// The overview needs a session only (no page permission; docs/spec-notes.md, Route table and menu).
const getDashboardRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['dashboard'],
  summary:
    "The overview: the learner's progress, readiness, recommendations and milestones. The videos counted are those the library shows in the interface language (the i18next cookie, else the account's language) that can play",
  middleware: [requireSessionWithProgress] as const,
  responses: { 200: jsonResponse(DashboardSchema, 'The overview'), ...errorResponses(401) },
});

export const dashboardRoutes = createRouter().openapi(getDashboardRoute, async (c) => {
  const viewer = c.get('viewer');
  // the videos the library shows in the interface language (docs/decisions/075-honest-totals.md)
  const language = interfaceLanguageOf(c.req.raw, viewer);
  return c.json(await getDashboard({ db: c.get('db'), viewer, language, progress: c.get('progress') }), 200);
});
