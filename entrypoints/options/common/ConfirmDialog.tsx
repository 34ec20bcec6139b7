import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/messages';
import { Dialog } from './Dialog';
import { useFocusKeptThrough } from './use-focus-kept-through';

interface Props {
  title: string;
  children: ComponentChildren;
  confirmLabel: string;
  /** While the action runs: buttons are disabled and this is shown instead of the label. */
  busyLabel?: string | null;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * While the action runs, a way to stop it (a long bulk delete): shown in place of Cancel, also
   * what Escape does. `stopping`: asked already, the action is ending.
   */
  stop?: { label: string; onStop: () => void; stopping: boolean };
  testId?: string;
}

/** "Are you sure?" for destructive actions. Cancel comes first and gets focus, so Enter is safe. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  error,
  onConfirm,
  onCancel,
  stop,
  testId,
}: Props) {
  const busy = Boolean(busyLabel);
  const stoppable = busy && stop !== undefined;
  useFocusKeptThrough(busy && !stoppable);
  return (
    <Dialog
      title={title}
      onClose={() => {
        if (!busy) onCancel();
        else if (stop && !stop.stopping) stop.onStop();
      }}
      testId={testId}
      actions={
        <>
          {stoppable ? (
            <button type="button" class="button" onClick={stop.onStop} disabled={stop.stopping} autofocus>
              {stop.label}
            </button>
          ) : (
            <button type="button" class="button" onClick={onCancel} disabled={busy} autofocus>
              {t('confirmCancel')}
            </button>
          )}
          <button type="button" class="button button-danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {busy && (
        <p class="progress" role="status">
          {busyLabel}
        </p>
      )}
      {error && (
        <p class="error-text" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
