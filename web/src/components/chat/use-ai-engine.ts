// Which engine answers on an AI page, known before the first message (GET /api/ai/engine): the
// label above the conversation must say whether a model writes the replies or they are put
// together from the platform's own content (docs/decisions/054-ai-on-the-server.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiEngine } from '@common/schemas/ai';
import { api, callApi } from '../../lib/api-client';
import type { ChatMessage } from './use-ai-chat';

export const aiEngineQueryOptions = queryOptions({
  queryKey: ['ai', 'engine'],
  queryFn: async ({ signal }) => (await callApi(api.ai.engine.$get, {}, { signal })).engine,
  // set by the server's configuration: it changes only with a restart
  staleTime: 10 * 60_000,
});

/**
 * The engine of the latest reply, else the server's answer; undefined while that is loading. When
 * the server cannot say, 'llm': the label then says a machine may write the replies (EU AI Act Art. 50).
 */
export function useAiEngine(messages: readonly ChatMessage[]): AiEngine | undefined {
  const query = useQuery(aiEngineQueryOptions);
  const fromReply = messages.findLast((message) => message.engine !== undefined)?.engine;
  if (fromReply) return fromReply;
  if (query.isError) return 'llm';
  return query.data;
}
