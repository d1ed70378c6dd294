/**
 * A polite live region that is on the page from the start and receives only completed replies (not
 * every piece of a streaming one), so a screen reader reads each answer once.
 */
export function ChatLiveAnnouncer({ text }: { text: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  );
}
