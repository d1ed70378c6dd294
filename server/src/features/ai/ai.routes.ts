import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { AI_RATE_LIMIT, AiEngineInfoSchema, AssistantRequestSchema, TrainerRequestSchema } from '@common/schemas/ai';
import type { AppEnv } from '../../middleware/context';
import { rateLimit } from '../../middleware/rate-limit';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { apiErrorResponse, createRouter, errorResponses, jsonBody, jsonResponse } from '../../openapi';
import * as service from './ai.service';

const tags = ['ai'];

/** Both routes count against one per-user message limit. */
const aiRateLimit = rateLimit('ai', {
  window: AI_RATE_LIMIT.windowSeconds,
  max: AI_RATE_LIMIT.max,
  by: 'user',
  code: 'AI_RATE_LIMITED',
  message: 'Too many messages to the AI; try again later.',
});

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

/**
 * Writes a reply's events as text/event-stream. A browser that closes the stream aborts the signal,
 * which cancels the upstream call. The typed route allows a plain Response here: its 200 is not
 * JSON, so there is no typed body for the web client (it reads the stream itself).
 */
function streamEvents(c: Context<AppEnv>, reply: (signal: AbortSignal) => AsyncIterable<service.AiStreamEvent>): Response {
  const response = streamSSE(c, async (stream) => {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    for await (const { event, data } of reply(controller.signal)) {
      if (stream.aborted) break;
      await stream.writeSSE({ event, data: JSON.stringify(data) });
    }
  });
  // the conversation must not sit in a cache, nor be held back by a buffering proxy
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

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
      }),
    );
  })
  .openapi(trainerRoute, (c) => {
    const { reason, messages } = c.req.valid('json');
    return streamEvents(c, (signal) =>
      service.streamTrainerReply({ reason, messages, engine: c.get('ai'), logger: c.get('logger'), signal }),
    );
  });
