import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { MarkdownText } from '../ui/markdown';
import { Spinner } from '../ui/spinner';
import type { ChatMessage } from './use-ai-chat';

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  /** Accessible name of the list ('Gesprächsverlauf'). */
  label: string;
  /** 'Sie', 'Assistent', 'Prüfer' … */
  roleLabel: (message: ChatMessage) => string;
  /** A badge beside the role (the trainer's 'Schriftlich' / 'Mündlich'); nothing where the mode does not matter. */
  modeLabel?: (message: ChatMessage) => string | undefined;
  /** Shown while a reply has no text yet ('Der Assistent denkt nach...'). */
  thinkingLabel: string;
  /** The text of a failed reply. */
  failureText: (message: ChatMessage) => string;
  /** Shown under a reply the learner stopped. */
  stoppedText: string;
  /** Below a reply: its sources, a play button … */
  renderExtras?: (message: ChatMessage) => ReactNode;
}

/** The conversation, oldest first; it scrolls to the newest message as it grows. */
export function ChatMessageList({
  messages,
  label,
  roleLabel,
  modeLabel,
  thinkingLabel,
  failureText,
  stoppedText,
  renderExtras,
}: ChatMessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    // jsdom has no scrollIntoView
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length, last?.content, last?.status]);

  return (
    <div>
      <ol aria-label={label} className="flex flex-col gap-4">
        {messages.map((message) => {
          const isUser = message.role === 'user';
          const mode = modeLabel?.(message);
          return (
            <li key={message.id} className={cx('flex', isUser ? 'justify-end' : 'justify-start')}>
              <div
                className={cx(
                  'flex max-w-full min-w-0 flex-col gap-2 rounded-xl border px-4 py-3 shadow-sm sm:max-w-[85%]',
                  isUser ? 'border-indigo-200 bg-indigo-50' : 'border-slate-200 bg-white',
                  message.status === 'failed' && 'border-red-300 bg-red-50',
                )}
              >
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-800">
                  <span>{roleLabel(message)}</span>
                  {mode && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset">
                      {mode}
                    </span>
                  )}
                </p>
                {message.status === 'streaming' && message.content === '' ? (
                  <Spinner label={thinkingLabel} showLabel size="sm" />
                ) : message.status === 'failed' ? (
                  <p className="text-red-800 [overflow-wrap:anywhere]">{failureText(message)}</p>
                ) : isUser ? (
                  <p className="whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{message.content}</p>
                ) : (
                  message.content !== '' && <MarkdownText className="[overflow-wrap:anywhere]">{message.content}</MarkdownText>
                )}
                {message.status === 'stopped' && <p className="text-sm text-slate-600 italic">{stoppedText}</p>}
                {renderExtras?.(message)}
              </div>
            </li>
          );
        })}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
