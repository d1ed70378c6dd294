// The AI routes (POST /api/ai/assistant, POST /api/ai/trainer) answer with server-sent events
// (common/src/schemas/ai.ts). EventSource cannot POST, so the page fetches and parses the stream
// itself, piece by piece, as the bytes arrive. Refusals before the stream are JSON errors (ApiError).
import {
  AI_CONTEXT_MAX_MESSAGES,
  AI_ERROR_CODES,
  AiSourceSchema,
  AiStreamMetaSchema,
  type AiChatMessage,
  type AiErrorCode,
  type AiSource,
  type AiStreamMeta,
} from '@common/schemas/ai';
import { createNetworkError, parseErrorBody } from './api-client';

/** One raw server-sent event: its name ('message' when the stream gave none) and its data lines joined. */
export interface RawSseEvent {
  event: string;
  data: string;
}

/**
 * An incremental parser of text/event-stream: feed it text in chunks of any size (an event, a line
 * or a CRLF may be split anywhere) and it calls `onEvent` for every complete event, in order.
 */
export function createSseParser(onEvent: (event: RawSseEvent) => void) {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];

  function dispatch() {
    if (dataLines.length > 0) onEvent({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
  }

  function processLine(line: string) {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return; // a comment (keep-alive)
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') dataLines.push(value);
    // 'id' and 'retry' mean nothing for a single fetched response
  }

  function drainLines(isEnd: boolean) {
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) return;
      // a lone '\r' at the very end may be the first half of a CRLF still on its way
      if (match[0] === '\r' && match.index === buffer.length - 1 && !isEnd) return;
      processLine(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
    }
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      drainLines(false);
    },
    /** The stream ended: a last line without its terminator still counts, an unfinished event does not. */
    end() {
      drainLines(true);
      if (buffer !== '') processLine(buffer);
      buffer = '';
      eventName = '';
      dataLines = [];
    },
  };
}

/** The events of an AI reply, typed after the contract. */
export type AiStreamEvent =
  | { type: 'meta'; meta: AiStreamMeta }
  | { type: 'delta'; text: string }
  | { type: 'sources'; sources: AiSource[] }
  | { type: 'error'; code: AiErrorCode }
  | { type: 'done' };

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A raw event as the contract's event, or null for events this client does not know. */
export function toAiStreamEvent({ event, data }: RawSseEvent): AiStreamEvent | null {
  const body = parseJson(data);
  switch (event) {
    case 'meta': {
      const meta = AiStreamMetaSchema.safeParse(body);
      return meta.success ? { type: 'meta', meta: meta.data } : null;
    }
    case 'delta':
      return isRecord(body) && typeof body.text === 'string' ? { type: 'delta', text: body.text } : null;
    case 'sources': {
      const list = isRecord(body) && Array.isArray(body.sources) ? body.sources : [];
      const sources = list.flatMap((item) => {
        const source = AiSourceSchema.safeParse(item);
        return source.success ? [source.data] : [];
      });
      return { type: 'sources', sources };
    }
    case 'error': {
      const code = isRecord(body) ? body.code : undefined;
      return { type: 'error', code: (AI_ERROR_CODES as readonly unknown[]).includes(code) ? (code as AiErrorCode) : 'AI_UNKNOWN' };
    }
    case 'done':
      return { type: 'done' };
    default:
      return null;
  }
}

/** The most recent messages the server accepts as context (AI_CONTEXT_MAX_MESSAGES); older ones are dropped. */
export function capContext<M>(messages: readonly M[], max = AI_CONTEXT_MAX_MESSAGES): M[] {
  return messages.slice(Math.max(0, messages.length - max));
}

export interface StreamAiOptions {
  /** '/api/ai/assistant' or '/api/ai/trainer'. */
  url: string;
  body: { messages: AiChatMessage[] } & Record<string, unknown>;
  signal: AbortSignal;
  onEvent: (event: AiStreamEvent) => void;
}

/**
 * POSTs the conversation and calls `onEvent` for each event as it arrives. Resolves when the stream
 * ends; throws ApiError for a refusal before the stream (status and code of the JSON answer) or
 * when no answer came, and the AbortError when `signal` cancelled it.
 */
export async function streamAi({ url, body, signal, onEvent }: StreamAiOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw createNetworkError(error);
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw parseErrorBody(response.status, parseJson(text));
  }

  const parser = createSseParser((raw) => {
    const event = toAiStreamEvent(raw);
    if (event) onEvent(event);
  });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) throw error;
    throw createNetworkError(error);
  }
  // a cancelled body may also just end: that is still the learner's cancel, not a complete reply
  signal.throwIfAborted();
  parser.push(decoder.decode());
  parser.end();
}
