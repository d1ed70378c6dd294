import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AiEngineInfoSchema, AssistantRequestSchema, TrainerRequestSchema } from '@common/schemas/ai';
import { aiRateLimit, streamEvents } from '../../ai-stream';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './ai.service';
import { contentLanguageOf } from '../../content-language';

const tags = ['ai'];

const eventStream = (description: string) => ({
  description,
  content: {
    'text/event-stream': {
      schema: z.string().describe('Events meta, delta, sources (assistant), error and done (common/src/schemas/ai.ts)'),
    },
  },
});

const refusals = {
  ...errorResponses(400, 401, 403, 415),
  429: apiErrorResponse('AI_RATE_LIMITED: the per-user message limit is reached (Retry-After in seconds).'),
};

// any signed-in user: whether the platform has a model is no secret, and both pages ask it
const engineRoute = createRoute({
  method: 'get',
  path: '/engine',
  tags,
  summary: "Which engine answers: 'llm' (a model, OPENAI_API_KEY set) or 'offline' (the platform's own content)",
  middleware: [requireSession] as const,
  responses: { 200: jsonResponse(AiEngineInfoSchema, 'The engine'), ...errorResponses(401) },
});

const assistantRoute = createRoute({
  method: 'post',
  path: '/assistant',
  tags,
  summary: "The assistant's reply to the conversation's last question, streamed; grounded in the platform's content",
  middleware: [requireSession, requirePage('ai-assistant'), aiRateLimit] as const,
  request: { body: jsonBody(AssistantRequestSchema) },
  responses: { 200: eventStream('The reply as server-sent events'), ...refusals },
});

const trainerRoute = createRoute({
  method: 'post',
  path: '/trainer',
  tags,
  summary: "The examiner's next turn (greeting and first question for an empty conversation), streamed",
  middleware: [requireSession, requirePage('exam-trainer'), aiRateLimit] as const,
  request: { body: jsonBody(TrainerRequestSchema) },
  responses: { 200: eventStream('The reply as server-sent events'), ...refusals },
});

export const aiRoutes = createRouter()
  .openapi(engineRoute, (c) => c.json({ engine: c.get('ai').kind }, 200))
  .openapi(assistantRoute, (c) => {
    const { messages } = c.req.valid('json');
    return streamEvents(c, (signal) =>
      service.streamAssistantReply({
        db: c.get('db'),
        viewer: c.get('viewer'),
        messages,
        engine: c.get('ai'),
        logger: c.get('logger'),
        signal,
        language: contentLanguageOf(c),
      }),
    );
  })
  .openapi(trainerRoute, (c) => {
    const { reason, messages } = c.req.valid('json');
    return streamEvents(c, (signal) =>
      service.streamTrainerReply({ reason, messages, engine: c.get('ai'), logger: c.get('logger'), signal }),
    );
  });
