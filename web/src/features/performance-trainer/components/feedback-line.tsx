import { cx } from '../../../lib/cx';

export type FeedbackTone = 'good' | 'bad' | 'neutral';

const STYLES: Record<FeedbackTone, string> = {
  good: 'text-green-800',
  bad: 'text-red-800',
  neutral: 'text-slate-700',
};

/** The answer's feedback; words, never colour alone. Announced politely (the region is always there). */
export function FeedbackLine({ text, tone, id }: { text: string; tone: FeedbackTone; id?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      id={id}
      className={cx('min-h-7 text-center text-lg font-semibold', STYLES[tone])}
    >
      {text}
    </p>
  );
}
