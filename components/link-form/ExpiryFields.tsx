import { TextField } from '@/components/form/TextField';
import type { SectionProps } from './section-props';

/** "Expiry": a date (and time on that day), a click limit, and where visitors go afterwards. */
export function ExpiryFields({ values, onChange, messages }: SectionProps) {
  return (
    <fieldset class="lf-group">
      <legend class="lf-legend">Expiry</legend>
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
    </fieldset>
  );
}
