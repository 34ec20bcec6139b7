import { useEffect, useState } from 'preact/hooks';
import { TextField } from '../form/TextField';
import { formatTimeZoneName } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { expirySummary, hasExpiry, windowInstants } from './expiry-summary';
import { LockedNote } from './LockedNote';
import type { SectionProps } from './section-props';

interface Props extends SectionProps {
  /** Opens the disclosure, e.g. when a message concerns one of its fields. */
  forceOpen: boolean;
}

/**
 * "Expiry": when the link stops working (a date and time, or on servers whose expiry is a window,
 * a start and an end), a click limit, and where visitors go afterwards. A disclosure, closed
 * unless something is set, so the popup fits its height; the closed line says what is set.
 */
export function ExpiryFields(props: Props) {
  const reason = props.capabilities.locked.expiry;
  return reason === undefined ? (
    <ExpiryDisclosure {...props} />
  ) : (
    <LockedNote label={t('expiryTitle')} reason={reason} />
  );
}

/**
 * The zone the window's times are read in, named as it is on the window's own days: a June end
 * in Berlin is in summer time. Where the window starts in one and ends in the other, both.
 */
function zoneNote(values: SectionProps['values']): string {
  const { start, end } = windowInstants(values);
  const startZone = start && formatTimeZoneName({}, start);
  const endZone = end && formatTimeZoneName({}, end);
  if (startZone && endZone && startZone !== endZone) return t('expiryTimeZones', { start: startZone, end: endZone });
  return t('expiryTimeZone', { zone: endZone ?? startZone ?? formatTimeZoneName() });
}

function ExpiryDisclosure({ values, onChange, messages, forceOpen, capabilities }: Props) {
  const mode = capabilities.expiry;
  const [open, setOpen] = useState(() => forceOpen || hasExpiry(values, mode));
  useEffect(() => {
    if (forceOpen) setOpen(true);
  }, [forceOpen]);
  return (
    <details class="lf-more lf-expiry" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary class="lf-more-summary">
        {t('expiryTitle')} <span class="lf-summary-note">{expirySummary(values, mode)}</span>
      </summary>
      <div class="lf-more-body lf-expiry-body">
        {mode === 'window' && (
          <div class="lf-pair">
            <TextField
              label={t('expiryStartDate')}
              name="expiryStartDate"
              type="date"
              value={values.expiryStartDate}
              onInput={(expiryStartDate) => onChange({ ...values, expiryStartDate })}
              messages={messages.expiryStartDate}
              hint={t('expiryStartHint')}
            />
            <TextField
              label={t('expiryStartTime')}
              name="expiryStartTime"
              type="time"
              value={values.expiryStartTime}
              onInput={(expiryStartTime) => onChange({ ...values, expiryStartTime })}
              messages={messages.expiryStartTime}
            />
          </div>
        )}
        <div class="lf-pair">
          <TextField
            label={mode === 'window' ? t('expiryEndDate') : t('expiryDate')}
            name="expiryDate"
            type="date"
            value={values.expiryDate}
            onInput={(expiryDate) => onChange({ ...values, expiryDate })}
            messages={messages.expiryDate}
          />
          <TextField
            label={mode === 'window' ? t('expiryEndTime') : t('expiryTime')}
            name="expiryTime"
            type="time"
            value={values.expiryTime}
            onInput={(expiryTime) => onChange({ ...values, expiryTime })}
            messages={messages.expiryTime}
          />
        </div>
        {/* The window's fields are wall-clock times where the user is (sent with that offset): say which zone. */}
        {mode === 'window' && (
          <p class="form-hint lf-zone-note" data-testid="expiry-zone">
            {zoneNote(values)}
          </p>
        )}
        <TextField
          label={t('expiryClickLimit')}
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
          label={t('expiryRedirect')}
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
