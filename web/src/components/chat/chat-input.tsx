import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../ui/button';
import { controlClasses } from '../ui/field-parts';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the text when the learner sends (Enter or the button); never for whitespace only. */
  onSend: (text: string) => void;
  /** A reply is running: sending waits, the stop button shows. */
  isLoading: boolean;
  onStop?: () => void;
  label: string;
  placeholder: string;
  sendLabel: string;
  stopLabel: string;
  /** A short note under the field (e.g. 'Enter sends, Shift+Enter adds a line'). */
  hint?: string;
  /** More controls beside the buttons (the trainer's microphone or its hint). */
  extra?: ReactNode;
  disabled?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The message field of a chat: Enter sends, Shift+Enter starts a new line. */
export function ChatInput({
  value,
  onChange,
  onSend,
  isLoading,
  onStop,
  label,
  placeholder,
  sendLabel,
  stopLabel,
  hint,
  extra,
  disabled = false,
  ref,
}: ChatInputProps) {
  const id = useId();
  const canSend = !isLoading && !disabled && value.trim() !== '';

  function send() {
    if (canSend) onSend(value.trim());
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // a composing input method (e.g. Turkish or Japanese keyboards) uses Enter to confirm a word
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={2}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className={controlClasses(false, 'resize-y')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {extra}
          {isLoading && onStop && (
            <Button variant="secondary" onClick={onStop}>
              {stopLabel}
            </Button>
          )}
          <Button type="submit" disabled={!canSend}>
            {sendLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
