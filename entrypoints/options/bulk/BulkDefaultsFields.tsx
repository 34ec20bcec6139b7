import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { domainChoices } from '@/components/link-form/domain-choices';
import type { Domain } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import type { ShortenParams } from '@/lib/jobs/job';
import { t } from '@/lib/i18n/messages';

interface Props {
  value: ShortenParams;
  onChange: (value: ShortenParams) => void;
  spaces: SpaceSummary[] | null;
  domains: readonly Domain[];
  capabilities: Capabilities;
}

/**
 * What every row's link gets: space, domain, privacy and expiry, starting from the server's
 * defaults (Settings, else the account's). A password cannot be asked for a hundred links and
 * never goes to disk, where the run is kept: privacy is public or private. Fields the plan locks
 * are shown, not offered, with the plan's reason.
 */
export function BulkDefaultsFields({ value, onChange, spaces, domains, capabilities }: Props) {
  const { locked } = capabilities;
  const set = (change: Partial<ShortenParams>) => onChange({ ...value, ...change });
  const spaceMissing = value.spaceId !== null && spaces !== null && !spaces.some((s) => s.id === value.spaceId);
  return (
    <fieldset class="bulk-defaults">
      <legend>{t('bulkDefaultsLegend')}</legend>
      <SelectField
        label={t('defaultsSpace')}
        value={value.spaceId === null ? '' : String(value.spaceId)}
        onChange={(space) => set({ spaceId: space === '' ? null : Number(space) })}
        disabled={locked.spaces !== undefined}
        hint={locked.spaces}
        options={[
          { value: '', label: t('defaultsNoSpace') },
          ...(spaceMissing
            ? [{ value: String(value.spaceId), label: t('defaultsSpaceMissing', { id: String(value.spaceId) }) }]
            : []),
          ...(spaces ?? []).map((space) => ({ value: String(space.id), label: space.name })),
        ]}
      />
      <SelectField
        label={t('defaultsDomain')}
        value={value.domainId === null ? '' : String(value.domainId)}
        onChange={(domain) => set({ domainId: domain === '' ? null : Number(domain) })}
        disabled={locked.domains !== undefined}
        hint={locked.domains}
        options={domainChoices(domains, capabilities.defaultDomainId, value.domainId)}
      />
      <SelectField
        label={t('defaultsPrivacy')}
        value={value.privacy}
        onChange={(privacy) => set({ privacy: privacy === 'private' ? 'private' : 'public' })}
        disabled={locked.privacy !== undefined}
        hint={locked.privacy}
        options={[
          { value: 'public', label: t('defaultsPublic') },
          { value: 'private', label: t('defaultsPrivate') },
        ]}
      />
      <TextField
        type="date"
        label={t('expiryDate')}
        value={value.expiresOn ?? ''}
        onInput={(date) => set({ expiresOn: date === '' ? null : date })}
        disabled={locked.expiry !== undefined}
        hint={locked.expiry ?? t('bulkExpiryHint')}
      />
    </fieldset>
  );
}
