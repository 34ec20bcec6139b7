import { useEffect, useState } from 'preact/hooks';
import { copyText } from '@/lib/link-manager/copy-text';

/** Copies the short URL; says "Copied" (or that it could not) for a moment. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [result, setResult] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (result === 'idle') return undefined;
    const timer = setTimeout(() => setResult('idle'), 1500);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <button
      type="button"
      class="button button-small"
      aria-label={label}
      onClick={() => void copyText(text).then((ok) => setResult(ok ? 'copied' : 'failed'))}
    >
      <span aria-live="polite">{result === 'copied' ? 'Copied' : result === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
