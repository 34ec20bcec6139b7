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
    // Layout widths (clientWidth, contentRect), not getBoundingClientRect: a CSS `zoom` or transform
    // above would scale the drawing once more after the viewBox is set.
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.clientWidth);
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
