import { SelectField } from '../form/SelectField';
import { TextField } from '../form/TextField';
import type { Privacy } from '@/lib/api/model/link';
import type { SectionProps } from './section-props';

const PRIVACY_OPTIONS: { value: Privacy; label: string }[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
  { value: 'password', label: 'Password' },
];

/** "Privacy" of the statistics page, and its password when the choice is "password". */
export function PrivacyFields({ values, onChange, messages, mode, original }: SectionProps) {
  const keepsPassword = mode === 'edit' && original?.hasPrivacyPassword === true;
  return (
    // The password sits beside the choice that asks for it.
    <div class="lf-pair">
      <SelectField
        label="Privacy"
        name="privacy"
        value={values.privacy}
        onChange={(privacy) => onChange({ ...values, privacy: privacy as Privacy })}
        options={PRIVACY_OPTIONS}
        messages={messages.privacy}
        hint="Who can see the link's statistics."
      />
      {values.privacy === 'password' && (
        <TextField
          label="Statistics password"
          name="privacyPassword"
          type="password"
          autoComplete="new-password"
          value={values.privacyPassword}
          onInput={(privacyPassword) => onChange({ ...values, privacyPassword })}
          messages={messages.privacyPassword}
          hint={keepsPassword ? 'A password is set. Leave blank to keep it.' : undefined}
        />
      )}
    </div>
  );
}
