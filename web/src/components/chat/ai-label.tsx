import { cx } from '../../lib/cx';

/**
 * The notice that the replies come from a machine (EU AI Act Art. 50): always visible above the
 * conversation. `detail` adds a sentence, e.g. that the offline engine quotes the platform's content.
 */
export function AiLabel({ text, detail, className }: { text: string; detail?: string; className?: string }) {
  return (
    <p
      className={cx('flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900', className)}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <path d="M10 1a.75.75 0 0 1 .7.48l1.5 3.9 3.9 1.5a.75.75 0 0 1 0 1.4l-3.9 1.5-1.5 3.9a.75.75 0 0 1-1.4 0l-1.5-3.9-3.9-1.5a.75.75 0 0 1 0-1.4l3.9-1.5 1.5-3.9A.75.75 0 0 1 10 1ZM15.5 13a.5.5 0 0 1 .47.33l.5 1.2 1.2.5a.5.5 0 0 1 0 .94l-1.2.5-.5 1.2a.5.5 0 0 1-.94 0l-.5-1.2-1.2-.5a.5.5 0 0 1 0-.94l1.2-.5.5-1.2A.5.5 0 0 1 15.5 13Z" />
      </svg>
      <span>
        <span className="font-semibold">{text}</span>
        {detail && <span> {detail}</span>}
      </span>
    </p>
  );
}
