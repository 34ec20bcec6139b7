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
  testId?: string;
}

/** "Are you sure?" for destructive actions. Cancel comes first and gets focus, so Enter is safe. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, error, onConfirm, onCancel, testId }: Props) {
  const busy = Boolean(busyLabel);
  useFocusKeptThrough(busy);
  return (
    <Dialog
      title={title}
      onClose={() => !busy && onCancel()}
      testId={testId}
      actions={
        <>
          <button type="button" class="button" onClick={onCancel} disabled={busy} autofocus>
            {t('confirmCancel')}
          </button>
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
