import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { focusAfter, focusLost, tabStopBefore } from './tab-stops';

interface Props {
  title: string;
  /** Shown under the title; tied to the dialog as its description. */
  children: ComponentChildren;
  onClose: () => void;
  /** Buttons; the first focusable element inside gets focus when the dialog opens. */
  actions: ComponentChildren;
  wide?: boolean;
  testId?: string;
}

let nextId = 0;

/**
 * A modal dialog on the native `<dialog>`: the browser keeps focus inside and makes the rest of
 * the page inert. Escape (the `cancel` event) closes it; focus goes back where it came from.
 */
export function Dialog({ title, children, onClose, actions, wide = false, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = useRef({ title: `dialog-title-${++nextId}`, body: `dialog-body-${nextId}` });
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const before = returnTo ? tabStopBefore(returnTo) : undefined;
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
      // The opener may go in the same update ("Delete selected" once nothing is selected): then
      // the control now in its place. A deleted row goes later, with the reload (useFocusInRows).
      setTimeout(() => focusLost() && focusAfter(before));
    };
  }, []);

  return (
    <dialog
      ref={ref}
      class={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={ids.current.title}
      aria-describedby={ids.current.body}
      data-testid={testId}
    >
      <h2 id={ids.current.title} class="dialog-title">
        {title}
      </h2>
      <div id={ids.current.body} class="dialog-body">
        {children}
      </div>
      <div class="dialog-actions">{actions}</div>
    </dialog>
  );
}
