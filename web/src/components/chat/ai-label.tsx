import type { AiEngine } from '@common/schemas/ai';
import { cx } from '../../lib/cx';

/**
 * The notice of who writes the replies, always visible above the conversation: a model ('llm', the
 * notice of EU AI Act Art. 50) or the platform's own content ('offline'). `detail` adds a sentence.
 */
export function AiLabel({ engine, text, detail, className }: { engine: AiEngine; text: string; detail?: string; className?: string }) {
  return (
    <p
      data-engine={engine}
      className={cx('flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900', className)}
    >
      {engine === 'llm' ? (
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
          <path d="M10 1a.75.75 0 0 1 .7.48l1.5 3.9 3.9 1.5a.75.75 0 0 1 0 1.4l-3.9 1.5-1.5 3.9a.75.75 0 0 1-1.4 0l-1.5-3.9-3.9-1.5a.75.75 0 0 1 0-1.4l3.9-1.5 1.5-3.9A.75.75 0 0 1 10 1ZM15.5 13a.5.5 0 0 1 .47.33l.5 1.2 1.2.5a.5.5 0 0 1 0 .94l-1.2.5-.5 1.2a.5.5 0 0 1-.94 0l-.5-1.2-1.2-.5a.5.5 0 0 1 0-.94l1.2-.5.5-1.2A.5.5 0 0 1 15.5 13Z" />
        </svg>
      ) : (
        // an open book: the replies quote the platform's pages
        <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
          <path d="M10.75 16.82A7.462 7.462 0 0 1 15 15.5c.71 0 1.396.098 2.046.282A.75.75 0 0 0 18 15.06v-11a.75.75 0 0 0-.546-.721A9.006 9.006 0 0 0 15 3a8.963 8.963 0 0 0-4.25 1.065V16.82ZM9.25 4.065A8.963 8.963 0 0 0 5 3c-.85 0-1.673.118-2.454.339A.75.75 0 0 0 2 4.06v11a.75.75 0 0 0 .954.721A7.506 7.506 0 0 1 5 15.5c1.579 0 3.042.487 4.25 1.32V4.065Z" />
        </svg>
      )}
      <span>
        <span className="font-semibold">{text}</span>
        {detail && <span> {detail}</span>}
      </span>
    </p>
  );
}
