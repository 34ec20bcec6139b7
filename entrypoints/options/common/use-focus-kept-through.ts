import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

// Both move the focus in a layout effect, in the commit that took it away: no painted frame
// (and no screen reader, nor test) finds it on the page in between.

/**
 * A control disabled while an action runs (a Save button, the fields of a saving form) loses the
 * focus: the browser moves it to the page, and the next Tab starts again from the top. Once `busy`
 * is over, give the focus back to the element that had it when the action started, if it is still
 * there and nothing else took the focus meanwhile.
 */
export function useFocusKeptThrough(busy: boolean): void {
  const holder = useRef<HTMLElement | null>(null);
  // Read while rendering the busy state, before the commit disables anything: the focus is still in place.
  if (busy && holder.current === null) {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) holder.current = active;
  }
  useLayoutEffect(() => {
    if (busy) return;
    const element = holder.current;
    holder.current = null;
    const active = document.activeElement;
    if (element?.isConnected && (active === null || active === document.body)) element.focus();
  }, [busy]);
}

/**
 * A view that replaces the one holding the focus (a review giving way to its run) takes the focus
 * when it appears, if the focus fell to the page with the control that had it; never from a
 * control that still has it.
 */
export function useFocusTakenIfLost<T extends HTMLElement>(): RefObject<T> {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) element.current?.focus();
  }, []);
  return element;
}
