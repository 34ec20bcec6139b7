import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Domain, Pixel } from '@/lib/api/model/link';
import type { MoreOptionsFieldsProps } from './MoreOptionsFields';
import { loadMoreOptionsFields } from './load-more-options';
import type { SectionProps } from './section-props';
import { t } from '@/lib/i18n/messages';

interface Props extends SectionProps {
  known: { domains: readonly Domain[]; pixels: readonly Pixel[] };
  /** Opens the disclosure, e.g. when a message concerns a field inside it. */
  forceOpen: boolean;
  onOpen: (() => void) | undefined;
  /** The page's own part, first in the disclosure (LinkFields' `moreOptionsStart`). */
  start: ComponentChildren;
}

/** The "More options" disclosure; its fields load on first open. */
export function MoreOptions({ forceOpen, onOpen, start, ...props }: Props) {
  const [open, setOpen] = useState(forceOpen);
  const [Fields, setFields] = useState<FunctionComponent<MoreOptionsFieldsProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (forceOpen) setOpen(true);
  }, [forceOpen]);

  useEffect(() => {
    if (!open || Fields !== null) return;
    let current = true;
    setFailed(false);
    loadMoreOptionsFields().then(
      // A component is itself a function: wrap it so useState stores it rather than calling it.
      (module) => current && setFields(() => module.MoreOptionsFields),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, attempt, Fields]);

  return (
    <details
      class="lf-more"
      open={open}
      onToggle={(event) => {
        // The browser fires this for every opening, also one forced by a message inside.
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) onOpen?.();
      }}
    >
      <summary class="lf-more-summary">{t('moreOptions')}</summary>
      <div class="lf-more-body">
        {start}
        {Fields !== null && <Fields {...props} />}
        {Fields === null && !failed && <p class="form-hint">{t('moreLoading')}</p>}
        {failed && (
          <p class="form-error">
            {t('moreLoadFailed')}{' '}
            <button type="button" class="lf-link-button" onClick={() => setAttempt((n) => n + 1)}>
              {t('moreRetry')}
            </button>
          </p>
        )}
      </div>
    </details>
  );
}
