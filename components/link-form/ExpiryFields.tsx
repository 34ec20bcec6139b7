import { useEffect, useState } from 'preact/hooks';
import { TextField } from '../form/TextField';
import { expirySummary, hasExpiry } from './expiry-summary';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  /** Opens the disclosure, e.g. when a message concerns one of its fields. */
  forceOpen: boolean;
}

/**
 * "Expiry": a date (and time on that day), a click limit, and where visitors go afterwards.
 * A disclosure, closed unless something is set, so the popup fits its height; the closed
 * line says what is set.
 */
export function ExpiryFields({ values, onChange, messages, forceOpen }: Props) {
  const [open, setOpen] = useState(() => forceOpen || hasExpiry(values));
  useEffect(() => {
    if (forceOpen) setOpen(true);
  }, [forceOpen]);
  return (
    <details class="lf-more lf-expiry" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary class="lf-more-summary">
        Expiry <span class="lf-summary-note">{expirySummary(values)}</span>
      </summary>
      <div class="lf-more-body lf-expiry-body">
        <div class="lf-pair">
          <TextField
            label="Expiry date"
            name="expiryDate"
            type="date"
            value={values.expiryDate}
            onInput={(expiryDate) => onChange({ ...values, expiryDate })}
            messages={messages.expiryDate}
          />
          <TextField
            label="Expiry time"
            name="expiryTime"
            type="time"
            value={values.expiryTime}
            onInput={(expiryTime) => onChange({ ...values, expiryTime })}
            messages={messages.expiryTime}
          />
        </div>
        <TextField
          label="Click limit"
          name="expiryClickLimit"
          // Text, not type="number": the browser would empty a mistyped value instead of showing it.
          inputMode="numeric"
          autoComplete="off"
          value={values.expiryClickLimit}
          onInput={(expiryClickLimit) => onChange({ ...values, expiryClickLimit })}
          messages={messages.expiryClickLimit}
          class="lf-narrow"
        />
        <TextField
          label="After expiry, send visitors to"
          name="expiryRedirectUrl"
          inputMode="url"
          autoComplete="off"
          spellcheck={false}
          placeholder="https://"
          value={values.expiryRedirectUrl}
          onInput={(expiryRedirectUrl) => onChange({ ...values, expiryRedirectUrl })}
          messages={messages.expiryRedirectUrl}
        />
      </div>
    </details>
  );
}
