import type { ReactNode } from 'react';

interface SectionProps {
  titleId: string;
  title: string;
  /** Keep the h2 for screen-reader navigation but do not show it (the tiles speak for themselves). */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A block of the overview: a landmark region named by its h2. */
export function Section({ titleId, title, hideTitle = false, children }: SectionProps) {
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-xl font-semibold text-slate-900'}>
        {title}
      </h2>
      {children}
    </section>
  );
}
