import { CheckboxField } from '../form/CheckboxField';
import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { Domain, Pixel } from '@/lib/api/model/link';
import { storedPassword, type StoredPassword } from '@/lib/link-form/unreported';
import { domainChoices } from './domain-choices';
import { LockedNote } from './LockedNote';
import { PixelsField } from './PixelsField';
import type { SectionProps } from './section-props';
import { TargetingFields } from './TargetingFields';
import { t, type MessageKey } from '@/lib/i18n/messages';

export interface MoreOptionsFieldsProps extends SectionProps {
  known: { domains: readonly Domain[]; pixels: readonly Pixel[] };
}

/**
 * The less common choices, loaded lazily by MoreOptions: domain, pixels, disabled (where links can
 * be disabled), password, targeting. A choice the plan switches off shows its reason instead.
 */
export function MoreOptionsFields(props: MoreOptionsFieldsProps) {
  const { values, onChange, messages, mode, original, known, capabilities } = props;
  const { locked } = capabilities;
  const stored: StoredPassword = mode === 'edit' && original ? storedPassword(original.hasRedirectPassword) : 'not-set';
  return (
    <div class="lf-section">
      <SelectField
        label={t('fieldDomain')}
        name="domain"
        value={values.domainId}
        onChange={(domainId) => onChange({ ...values, domainId })}
        options={domainChoices(
          withLinkOwn(known.domains, original?.domain ? [original.domain] : []),
          capabilities.defaultDomainId,
          values.domainId === '' ? null : Number(values.domainId),
        )}
        // The contract accepts a domain on create only.
        disabled={mode === 'edit'}
        hint={mode === 'edit' ? t('fieldDomainFixed') : undefined}
        messages={messages.domainId}
      />
      {locked.pixels === undefined ? (
        <PixelsField {...props} pixels={withLinkOwn(known.pixels, original?.pixels ?? [])} />
      ) : (
        <LockedNote label={t('pixelTitle')} reason={locked.pixels} />
      )}
      {capabilities.disabledState && (
        <CheckboxField
          label={t('fieldDisabled')}
          name="disabled"
          checked={values.disabled}
          onChange={(disabled) => onChange({ ...values, disabled })}
          hint={t('fieldDisabledHint')}
          messages={messages.disabled}
        />
      )}
      {locked.password === undefined ? (
        <>
          <TextField
            label={t('fieldRedirectPassword')}
            name="redirectPassword"
            type="password"
            autoComplete="new-password"
            value={values.redirectPassword}
            onInput={(redirectPassword) => onChange({ ...values, redirectPassword, removeRedirectPassword: false })}
            hint={t(REDIRECT_PASSWORD_HINTS[stored])}
            messages={messages.redirectPassword}
            disabled={values.removeRedirectPassword}
          />
          {stored !== 'not-set' && (
            <CheckboxField
              label={t('fieldRemoveRedirectPassword')}
              checked={values.removeRedirectPassword}
              onChange={(removeRedirectPassword) =>
                onChange({ ...values, removeRedirectPassword, redirectPassword: '' })
              }
            />
          )}
        </>
      ) : (
        <LockedNote label={t('fieldRedirectPassword')} reason={locked.password} />
      )}
      {locked.targeting === undefined ? (
        <TargetingFields {...props} />
      ) : (
        <LockedNote label={t('targetTitle')} reason={locked.targeting} />
      )}
    </div>
  );
}

/** Keys, not sentences: the words are looked up at render, in the page's language. */
const REDIRECT_PASSWORD_HINTS: Record<StoredPassword, MessageKey> = {
  set: 'fieldPasswordKept',
  unknown: 'fieldPasswordUnknown',
  'not-set': 'fieldRedirectPasswordHint',
};

/** The known list may not (yet) hold the link's own domain or pixels; offer those too, without duplicates. */
function withLinkOwn<T extends { id: number }>(known: readonly T[], own: readonly T[]): readonly T[] {
  const missing = own.filter((item) => !known.some((k) => k.id === item.id));
  return missing.length === 0 ? known : [...known, ...missing];
}
