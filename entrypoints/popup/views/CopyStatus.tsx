/** Where the automatic copy of a new short link stands ('off': the user chose no automatic copy). */
export type CopyState = 'copying' | 'copied' | 'failed' | 'off';

const TEXT: Record<CopyState, string> = {
  copying: 'Copying…',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy automatically. Use Copy.',
  off: '',
};

/** The outcome of the copy, read out by screen readers as it changes. */
export function CopyStatus({ state }: { state: CopyState }) {
  return (
    <p class={`copy-status copy-${state}`} role="status" data-testid="copy-status">
      {state === 'copied' && <span aria-hidden="true">✓ </span>}
      {TEXT[state]}
    </p>
  );
}
