import { useLayoutEffect, useRef } from 'preact/hooks';
import { focusablesIn, focusAfter, focusLost, tabStopBefore } from './tab-stops';

interface Place {
  element: HTMLElement;
  /** The row's index in the table body, and the control's among the row's focusable elements. */
  row: number;
  control: number;
  /** The last control Tab reaches before the table. */
  before: HTMLElement | undefined;
}

/** The same control of the row now at that place, or the first control now where the table was. */
function refocus(place: Place, body: HTMLTableSectionElement | undefined): void {
  const row = body?.rows[Math.min(place.row, body.rows.length - 1)];
  if (row) focusablesIn(row)[place.control]?.focus();
  else focusAfter(place.before);
}

/**
 * Rows come and go under the keyboard: a deleted link's row disappears, a reload draws new rows.
 * When the row that had the focus is gone, the focus would fall to the page and Tab start again
 * from the top. It goes instead to the same control of the row now in that place (the next row,
 * or the last one); when the table itself goes (its last row deleted), to the first control now
 * in its place (such as "Clear filters"). `rows` is what the table shows; spread the returned
 * props on the `<table>`.
 */
export function useFocusInRows(rows: unknown) {
  const table = useRef<HTMLTableElement>(null);
  const place = useRef<Place | null>(null);

  useLayoutEffect(() => {
    const last = place.current;
    if (!last || last.element.isConnected) return;
    place.current = null;
    if (focusLost()) refocus(last, table.current?.tBodies[0]);
  }, [rows]);

  // A component that owns the table goes with it: then the layout effect above never sees the
  // rows gone. Runs while the table is still in the document, so the focus is still in it.
  useLayoutEffect(
    () => () => {
      const last = place.current;
      if (!last || !table.current?.contains(document.activeElement)) return;
      setTimeout(() => focusLost() && refocus(last, undefined));
    },
    [],
  );

  return {
    ref: table,
    onFocusIn(event: FocusEvent) {
      const target = event.target;
      const element = table.current;
      const row = target instanceof HTMLElement ? target.closest('tr') : null;
      const body = element?.tBodies[0];
      if (!(target instanceof HTMLElement) || !row || !body || row.parentElement !== body) return;
      place.current = {
        element: target,
        row: Array.prototype.indexOf.call(body.rows, row),
        control: focusablesIn(row).indexOf(target),
        before: tabStopBefore(element),
      };
    },
    onFocusOut(event: FocusEvent) {
      const left = event.target;
      // Focus taken elsewhere (still in the page, no longer focused) forgets the place; a removed
      // row keeps it for the next render to use.
      setTimeout(() => {
        if (place.current?.element === left && place.current.element.isConnected && document.activeElement !== left)
          place.current = null;
      });
    },
  };
}
