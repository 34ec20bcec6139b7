import { useLayoutEffect, useRef } from 'preact/hooks';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface Place {
  element: HTMLElement;
  /** The row's index in the table body, and the control's among the row's focusable elements. */
  row: number;
  control: number;
}

/**
 * Rows come and go under the keyboard: a deleted link's row disappears, a reload draws new rows.
 * When the row that had the focus is gone, the focus would fall to the page and Tab start again
 * from the top. It goes instead to the same control of the row now in that place (the next row,
 * or the last one). `rows` is what the table shows; spread the returned props on the `<table>`.
 */
export function useFocusInRows(rows: unknown) {
  const table = useRef<HTMLTableElement>(null);
  const place = useRef<Place | null>(null);

  useLayoutEffect(() => {
    const last = place.current;
    const body = table.current?.tBodies[0];
    if (!last || !body || last.element.isConnected) return;
    place.current = null;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const row = body.rows[Math.min(last.row, body.rows.length - 1)];
    row?.querySelectorAll<HTMLElement>(FOCUSABLE)[last.control]?.focus();
  }, [rows]);

  return {
    ref: table,
    onFocusIn(event: FocusEvent) {
      const target = event.target;
      const row = target instanceof HTMLElement ? target.closest('tr') : null;
      const body = table.current?.tBodies[0];
      if (!(target instanceof HTMLElement) || !row || row.parentElement !== body) return;
      place.current = {
        element: target,
        row: Array.prototype.indexOf.call(body.rows, row),
        control: Array.prototype.indexOf.call(row.querySelectorAll(FOCUSABLE), target),
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
