import type { ReactNode } from 'react';

/**
 * A polite live region that is on the page before anything is said in it, so screen readers
 * announce every message put inside (a region created together with its message is often missed).
 * Put Banners with announce={false} inside.
 */
export function LiveRegion({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={className}>
      {children}
    </div>
  );
}
