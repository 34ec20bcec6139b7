import { t, type MessageKey } from '@/lib/i18n/messages';

/** Where the automatic copy of a new short link stands ('off': the user chose no automatic copy). */
export type CopyState = 'copying' | 'copied' | 'failed' | 'off';

/** Keys, not sentences: the words are looked up at render, in the page's language. */
const TEXT: Record<Exclude<CopyState, 'off'>, MessageKey> = {
  copying: 'copyCopying',
  copied: 'copyCopied',
  failed: 'copyFailed',
};

/** The outcome of the copy, read out by screen readers as it changes. */
export function CopyStatus({ state }: { state: CopyState }) {
  return (
    <p class={`copy-status copy-${state}`} role="status" data-testid="copy-status">
      {state === 'copied' && <span aria-hidden="true">✓ </span>}
      {state !== 'off' && t(TEXT[state])}
    </p>
  );
}
