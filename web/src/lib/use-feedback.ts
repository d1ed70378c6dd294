import { useEffect, useRef, useState } from 'react';

/** The spec: success banners hide after 3 seconds; errors stay until the next action. */
export const SUCCESS_BANNER_MS = 3000;

export interface Feedback<Key extends string> {
  /** A new id per message, so the same text twice restarts the timer. */
  id: number;
  variant: 'success' | 'error';
  messageKey: Key;
  values?: Record<string, string>;
}

/** The one feedback banner of a screen: `say` shows a message, a success message hides after SUCCESS_BANNER_MS. */
export function useFeedback<Key extends string>() {
  const [feedback, setFeedback] = useState<Feedback<Key> | null>(null);
  const lastId = useRef(0);

  useEffect(() => {
    if (feedback?.variant !== 'success') return;
    const timer = window.setTimeout(() => setFeedback(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  function say(variant: Feedback<Key>['variant'], messageKey: Key, values?: Record<string, string>) {
    lastId.current += 1;
    setFeedback({ id: lastId.current, variant, messageKey, values });
  }

  const clearFeedback = () => setFeedback(null);

  return { feedback, say, clearFeedback };
}
