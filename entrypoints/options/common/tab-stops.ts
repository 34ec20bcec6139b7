const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The focusable elements of `root` (with the disabled and untabbable ones), in document order. */
export function focusablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** The controls Tab stops at, in document order. */
function tabStops(): HTMLElement[] {
  return focusablesIn(document).filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'));
}

/** The focus went to the page itself: the element that had it was removed or disabled. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body;
}

/** The last control Tab reaches before `element`: where to come back to if `element` goes. */
export function tabStopBefore(element: Element): HTMLElement | undefined {
  return tabStops()
    .filter(
      (stop) => !element.contains(stop) && stop.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    .pop();
}

/** Focuses the control Tab now reaches after `before` (what took a removed control's place), else `before`. */
export function focusAfter(before: HTMLElement | undefined): void {
  const stops = tabStops();
  const at = before?.isConnected ? stops.indexOf(before) : -1;
  (stops[at + 1] ?? before)?.focus();
}
