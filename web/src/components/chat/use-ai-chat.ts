// The conversation of an AI page (assistant or exam trainer): kept only in the page's state, sent
// along (capped) with every message, the reply growing as its deltas arrive. The conversation is
// never stored anywhere else.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AiChatMessage, AiEngine, AiSource } from '@common/schemas/ai';
import { ApiError } from '../../lib/api-client';
import { capContext, streamAi } from '../../lib/ai-stream';

export type ChatMode = 'text' | 'voice';

/** Why a reply has no (complete) text: the server's limit, any other failure, or the learner stopped it. */
export type ChatFailure = 'rate-limited' | 'failed';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  mode: ChatMode;
  status: 'streaming' | 'done' | 'failed' | 'stopped';
  failure?: ChatFailure;
  sources?: AiSource[];
  engine?: AiEngine;
  /** The exam trainer's closing reply. */
  finished?: boolean;
}

let nextId = 0;
const newId = () => `chat-${Date.now().toString(36)}-${++nextId}`;

/** The messages the server gets as context: complete texts only (no failure notices, no empty stopped replies). */
export function toContext(messages: readonly ChatMessage[], limit?: number): AiChatMessage[] {
  return capContext(
    messages
      .filter((message) => message.status !== 'failed' && message.content.trim() !== '')
      .map(({ role, content }) => ({ role, content })),
    limit,
  );
}

interface UseAiChatOptions {
  url: string;
  /** Extra fields of the request body (the trainer's reason). */
  extraBody?: Record<string, unknown>;
  /** Most messages sent as context (default AI_CONTEXT_MAX_MESSAGES; the trainer sends a whole examination). */
  contextLimit?: number;
  /** Called once a reply is complete (not for failures or stopped replies). */
  onReplyComplete?: (reply: ChatMessage) => void;
}

export function useAiChat({ url, extraBody, contextLimit, onReplyComplete }: UseAiChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  /** The text for the page's live region: the last completed reply (or failure), not every delta. */
  const [announcement, setAnnouncement] = useState<ChatMessage | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const messagesRef = useRef(messages);
  const onReplyCompleteRef = useRef(onReplyComplete);
  // the callbacks below stay stable and read the latest values from here
  useLayoutEffect(() => {
    messagesRef.current = messages;
    onReplyCompleteRef.current = onReplyComplete;
  });

  // leaving the page cancels a running reply (and with it the upstream call)
  useEffect(() => () => controllerRef.current?.abort(), []);

  const updateReply = useCallback((id: string, change: (reply: ChatMessage) => ChatMessage) => {
    setMessages((current) => current.map((message) => (message.id === id ? change(message) : message)));
  }, []);

  const run = useCallback(
    async (conversation: ChatMessage[], mode: ChatMode) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      const replyId = newId();
      let reply: ChatMessage = { id: replyId, role: 'assistant', content: '', mode, status: 'streaming' };
      const set = (change: (current: ChatMessage) => ChatMessage) => {
        reply = change(reply);
        updateReply(replyId, () => reply);
      };
      setMessages([...conversation, reply]);
      setIsLoading(true);
      setAnnouncement(null);
      try {
        await streamAi({
          url,
          body: { ...extraBody, messages: toContext(conversation, contextLimit) },
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === 'meta') set((r) => ({ ...r, engine: event.meta.engine, finished: event.meta.finished }));
            else if (event.type === 'delta') set((r) => ({ ...r, content: r.content + event.text }));
            else if (event.type === 'sources') set((r) => ({ ...r, sources: event.sources }));
            else if (event.type === 'error') set((r) => ({ ...r, status: 'failed', failure: 'failed' }));
            else set((r) => (r.status === 'streaming' ? { ...r, status: 'done' } : r));
          },
        });
        // a stream that ended without 'done' broke off
        if (reply.status === 'streaming') set((r) => ({ ...r, status: 'failed', failure: 'failed' }));
      } catch (error) {
        if (controller.signal.aborted) set((r) => ({ ...r, status: 'stopped' }));
        else {
          const failure: ChatFailure = error instanceof ApiError && error.code === 'AI_RATE_LIMITED' ? 'rate-limited' : 'failed';
          set((r) => ({ ...r, status: 'failed', failure }));
        }
      } finally {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setIsLoading(false);
        }
      }
      if (reply.status !== 'stopped') setAnnouncement(reply);
      if (reply.status === 'done') onReplyCompleteRef.current?.(reply);
    },
    [url, extraBody, contextLimit, updateReply],
  );

  /** Sends the learner's message; whitespace only or a reply still running does nothing. */
  const send = useCallback(
    (content: string, mode: ChatMode = 'text') => {
      const text = content.trim();
      if (text === '' || controllerRef.current) return false;
      const question: ChatMessage = { id: newId(), role: 'user', content: text, mode, status: 'done' };
      void run([...messagesRef.current, question], mode);
      return true;
    },
    [run],
  );

  /** Asks for a reply to an empty conversation (the exam trainer: the examiner opens). */
  const start = useCallback(
    (mode: ChatMode = 'text') => {
      if (controllerRef.current) return;
      void run([], mode);
    },
    [run],
  );

  /** Cancels the running reply: the fetch is aborted, which ends the upstream call on the server. */
  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const reset = useCallback(() => {
    const controller = controllerRef.current;
    controllerRef.current = null;
    controller?.abort();
    setIsLoading(false);
    setMessages([]);
    setAnnouncement(null);
  }, []);

  const last = messages.at(-1);
  /** True until the first piece of the reply arrived (the spinner shows meanwhile). */
  const isWaitingForFirstDelta = isLoading && last?.role === 'assistant' && last.content === '';

  return { messages, isLoading, isWaitingForFirstDelta, announcement, send, start, stop, reset };
}
