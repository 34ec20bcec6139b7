import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { Privacy } from '@/lib/api/model/link';
import { storedPrivacyPassword } from '@/lib/link-form/unreported';
import { LockedNote } from './LockedNote';
import type { SectionProps } from './section-props';
import { t, type MessageKey } from '@/lib/i18n/messages';

/** The choices by message key: the words are looked up at render, in the page's language. */
const PRIVACY_OPTIONS: { value: Privacy; label: MessageKey }[] = [
  { value: 'public', label: 'privacyPublic' },
  { value: 'private', label: 'privacyPrivate' },
  { value: 'password', label: 'privacyPassword' },
];

/**
 * "Privacy" of the statistics page, and its password when the choice is "password". Without
 * passwords in the plan, "Password" is not offered (unless already chosen: its message says why).
 */
export function PrivacyFields({ values, onChange, messages, mode, original, capabilities }: SectionProps) {
  const { locked } = capabilities;
  if (locked.privacy !== undefined) return <LockedNote label={t('privacyTitle')} reason={locked.privacy} />;
  const keepsPassword = mode === 'edit' && original !== undefined && storedPrivacyPassword(original) === 'set';
  const options = PRIVACY_OPTIONS.filter(
    (option) => option.value !== 'password' || locked.password === undefined || values.privacy === 'password',
  ).map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    // The password sits beside the choice that asks for it.
    <div class="lf-pair">
      <SelectField
        label={t('privacyTitle')}
        name="privacy"
        value={values.privacy}
        onChange={(privacy) => onChange({ ...values, privacy: privacy as Privacy })}
        options={options}
        messages={messages.privacy}
        hint={t('privacyHint')}
      />
      {values.privacy === 'password' && locked.password === undefined && (
        <TextField
          label={t('privacyStatsPassword')}
          name="privacyPassword"
          type="password"
          autoComplete="new-password"
          value={values.privacyPassword}
          onInput={(privacyPassword) => onChange({ ...values, privacyPassword })}
          messages={messages.privacyPassword}
          hint={keepsPassword ? t('fieldPasswordKept') : undefined}
        />
      )}
    </div>
  );
}
