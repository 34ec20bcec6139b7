import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { addressToShorten } from '@/lib/tracking-parameters';
import type { FormPart } from './form-part';
import './cleaned-address.css';

interface Cleaning {
  original: string;
  cleaned: string;
  removed: string[];
}

/**
 * Addresses whose tracking parameters the user chose to keep, for as long as the popup is open:
 * "Shorten another" or another server's form then shows them as kept.
 */
const kept = new Set<string>();
/** Whether the popup's first form was drawn: a draft restored then is shown as the user left it. */
let firstFormDrawn = false;

/**
 * Tracking parameters taken out of the URL field, and the line that says so with "Keep them".
 *
 * It cleans what the user did not type: the tab's address when a fresh form shows it, and an
 * address pasted into the field. Typing is never corrected, and a kept address stays kept. It
 * arrives with the form's fields, a few milliseconds after the first paint; Shorten sends what the
 * field shows at that moment, so the address sent is always the one on screen.
 */
export function CleanedAddress({ popup }: { popup: FormPart }) {
  const [cleaning, setCleaning] = useState<Cleaning | null>(null);
  const { values, data } = popup;
  const choices = data.settings.trackingParameters;

  /** The cleaned address of `original`, or null when there is nothing to take out (or the user kept it). */
  const cleanedOf = (original: string): Cleaning | null => {
    if (kept.has(original)) return null;
    const { url, removed } = addressToShorten(original, choices);
    return removed.length > 0 ? { original, cleaned: url, removed } : null;
  };

  useEffect(() => {
    const restoredDraft = !firstFormDrawn && data.draft !== null;
    firstFormDrawn = true;
    const tab = data.tabUrl;
    if (restoredDraft || tab === null || values.destination !== tab) return;
    const found = cleanedOf(tab);
    if (!found) return;
    setCleaning(found);
    // Not a draft: the user has done nothing yet, and the page's "shortened before" offer depends on that.
    popup.replace({ ...values, destination: found.cleaned });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the form as it was first drawn
  }, []);

  // A paste into the URL field: the field's own handler has taken the pasted text; its cleaned form follows.
  useEffect(() => {
    const onInput = (event: Event) => {
      const field = event.target;
      if (!(event instanceof InputEvent) || event.inputType !== 'insertFromPaste') return;
      if (!(field instanceof HTMLInputElement) || field.name !== 'destination') return;
      const found = cleanedOf(field.value);
      if (!found) return;
      setCleaning(found);
      popup.change({ ...popup.values, destination: found.cleaned });
    };
    document.addEventListener('input', onInput);
    return () => document.removeEventListener('input', onInput);
  });

  // Typed over, the address is the user's own: "Keep them" would undo their typing.
  const shown = cleaning !== null && values.destination === cleaning.cleaned ? cleaning : null;
  const names = shown?.removed.join(', ') ?? '';
  return (
    // A live region present before its sentence, so that screen readers say the sentence when it comes.
    <div class="clean-note" role="status" data-testid="tracking-removed">
      {shown && (
        <>
          <span title={names}>{tCount('cleanRemoved', shown.removed.length)}</span>
          <span class="visually-hidden">{t('cleanRemovedNames', { names })}</span>
          <span aria-hidden="true"> — </span>
          <button
            type="button"
            class="text-button"
            onClick={() => {
              kept.add(shown.original);
              setCleaning(null);
              popup.change({ ...values, destination: shown.original });
              // The button goes with the line: the keyboard goes to the address it restored.
              document.querySelector<HTMLElement>('input[name="destination"]')?.focus();
            }}
          >
            {tCount('cleanKeep', shown.removed.length)}
          </button>
        </>
      )}
    </div>
  );
}
