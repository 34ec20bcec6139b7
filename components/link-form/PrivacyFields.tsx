import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { Privacy } from '@/lib/api/model/link';
import { storedPrivacyPassword } from '@/lib/link-form/unreported';
import { LockedNote } from './LockedNote';
import type { SectionProps } from './section-props';

const PRIVACY_OPTIONS: { value: Privacy; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'password', label: 'Password' },
];

/**
 * "Privacy" of the statistics page, and its password when the choice is "password". Without
 * passwords in the plan, "Password" is not offered (unless already chosen: its message says why).
 */
export function PrivacyFields({ values, onChange, messages, mode, original, capabilities }: SectionProps) {
  const { locked } = capabilities;
  if (locked.privacy !== undefined) return <LockedNote label="Privacy" reason={locked.privacy} />;
  const keepsPassword = mode === 'edit' && original !== undefined && storedPrivacyPassword(original) === 'set';
  const options = PRIVACY_OPTIONS.filter(
    (option) => option.value !== 'password' || locked.password === undefined || values.privacy === 'password',
  );
  return (
    // The password sits beside the choice that asks for it.
    <div class="lf-pair">
      <SelectField
        label="Privacy"
        name="privacy"
        value={values.privacy}
        onChange={(privacy) => onChange({ ...values, privacy: privacy as Privacy })}
        options={options}
        messages={messages.privacy}
        hint="Who can see the link's statistics."
      />
      {values.privacy === 'password' && locked.password === undefined && (
        <TextField
          label="Statistics password"
          name="privacyPassword"
          type="password"
          autoComplete="new-password"
          value={values.privacyPassword}
          onInput={(privacyPassword) => onChange({ ...values, privacyPassword })}
          messages={messages.privacyPassword}
          hint={keepsPassword ? 'Set — leave empty to keep it.' : undefined}
        />
      )}
    </div>
  );
}
