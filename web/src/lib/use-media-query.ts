import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem): from here tables are tables, below they are stacked cards. */
export const MD_UP = '(min-width: 48rem)';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
