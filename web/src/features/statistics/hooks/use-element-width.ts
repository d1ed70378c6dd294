import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in CSS pixels, followed as it changes. The charts draw at this width, so
 * their text keeps its size on a phone instead of shrinking with a scaled drawing.
 */
export function useElementWidth<E extends HTMLElement>(initial: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
