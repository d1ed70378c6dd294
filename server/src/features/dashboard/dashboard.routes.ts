import { createRoute } from '@hono/zod-openapi';
import { DailyProgressSchema, DashboardSchema } from '@common/schemas/dashboard';
import { requirePage } from '../../middleware/require-page';
import { requireSession, requireSessionWithProgress } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { interfaceLanguageOf } from '../../request-language';
import { getDailyProgress } from './daily-progress';
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

// the answers counted are exam questions, which live on the page 'courses': closed, it counts nothing
const getDailyProgressRoute = createRoute({
  method: 'get',
  path: '/today',
  tags: ['dashboard'],
  summary: "The overview's 'Tagesziel' card: exam questions answered today (calendar day in Germany), the goal, the days in a row",
  middleware: [requireSession, requirePage('courses')] as const,
  responses: { 200: jsonResponse(DailyProgressSchema, 'Today'), ...errorResponses(401, 403) },
});

export const dashboardRoutes = createRouter()
  .openapi(getDashboardRoute, async (c) => {
    const viewer = c.get('viewer');
    // the videos the library shows in the interface language (docs/decisions/075-honest-totals.md)
    const language = interfaceLanguageOf(c.req.raw, viewer);
    return c.json(await getDashboard({ db: c.get('db'), viewer, language, progress: c.get('progress') }), 200);
  })
  .openapi(getDailyProgressRoute, async (c) =>
    c.json(await getDailyProgress({ db: c.get('db'), userId: c.get('viewer').userId, now: new Date() }), 200),
  );
