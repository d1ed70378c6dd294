import { createRoute } from '@hono/zod-openapi';
import type { StatisticsPeriod } from '@common/domain/statistics';
import { StatisticsQuerySchema, StatisticsSchema } from '@common/schemas/statistics';
import { requireSessionWithProgress } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonResponse } from '../../openapi';
import { interfaceLanguageOf } from '../../request-language';
import { getStatistics } from './statistics.service';

// Part of the overview: a session only, like GET /api/dashboard (docs/decisions/063-statistics-chart-library.md).
const getStatisticsRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['statistics'],
  summary:
    "The learner's statistics over the last 30, 90 or 365 days: answers per day, accuracy per category and week, completions per week, readiness per day",
  middleware: [requireSessionWithProgress] as const,
  request: { query: StatisticsQuerySchema },
  responses: { 200: jsonResponse(StatisticsSchema, 'The statistics of the period'), ...errorResponses(400, 401) },
});

export const statisticsRoutes = createRouter().openapi(getStatisticsRoute, async (c) => {
  const { days } = c.req.valid('query');
  const viewer = c.get('viewer');
  return c.json(
    await getStatistics({
      db: c.get('db'),
      viewer,
      progress: c.get('progress')!,
      language: interfaceLanguageOf(c.req.raw, viewer),
      days: Number(days) as StatisticsPeriod,
    }),
    200,
  );
});
