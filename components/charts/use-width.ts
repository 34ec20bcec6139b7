import { useEffect, useState, type MutableRef } from 'preact/hooks';

/**
 * The width of an element in CSS pixels, following it as the window, the zoom or the layout
 * changes. `fallback` until the first measure (and where nothing can be measured, as in tests
 * without layout).
 */
export function useWidth(ref: MutableRef<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
