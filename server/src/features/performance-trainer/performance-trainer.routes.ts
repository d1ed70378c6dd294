import { createRoute } from '@hono/zod-openapi';
import {
  PerformanceResultInputSchema,
  PerformanceResultListSchema,
  PerformanceResultQuerySchema,
  PerformanceResultSchema,
} from '@common/schemas/performance-trainer';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './performance-trainer.service';

const tags = ['performance-trainer'];

const saveRoute = createRoute({
  method: 'post',
  path: '/results',
  tags,
  summary: 'Stores a finished run of an exercise (Reaktion, Daueraufmerksamkeit, Überblick) with its scores',
  middleware: [requireSession, requirePage('performance-trainer')] as const,
  request: { body: jsonBody(PerformanceResultInputSchema) },
  responses: { 201: jsonResponse(PerformanceResultSchema, 'Stored'), ...errorResponses(400, 401, 403, 415) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/results',
  tags,
  summary: "The viewer's results of one exercise: the latest 100 runs, oldest first",
  middleware: [requireSession, requirePage('performance-trainer')] as const,
  request: { query: PerformanceResultQuerySchema },
  responses: { 200: jsonResponse(PerformanceResultListSchema, 'The results'), ...errorResponses(400, 401, 403) },
});

export const performanceTrainerRoutes = createRouter()
  .openapi(saveRoute, async (c) =>
    c.json(await service.saveResult({ db: c.get('db'), userId: c.get('viewer').userId, input: c.req.valid('json') }), 201),
  )
  .openapi(listRoute, async (c) =>
    c.json(
      { items: await service.listResults({ db: c.get('db'), userId: c.get('viewer').userId, exercise: c.req.valid('query').exercise }) },
      200,
    ),
  );
