import type { ComponentChildren } from 'preact';
import { TextField } from '../form/TextField';
import type { FieldErrors } from '@/lib/api/errors';
import type { Domain, Link, Pixel } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { isMoreOptionsField, placeFieldErrors, type LinkFormField } from '@/lib/link-form/field-paths';
import type { LinkFormValues } from '@/lib/link-form/values';
import { DestinationField } from './DestinationField';
import { ExpiryFields } from './ExpiryFields';
import { MoreOptions } from './MoreOptions';
import { PrivacyFields } from './PrivacyFields';
import type { LinkFormMode, SectionProps } from './section-props';
import { SpaceField } from './SpaceField';
import './link-form.css';
import { t } from '@/lib/i18n/messages';

export interface LinkFieldsProps {
  values: LinkFormValues;
  onChange: (values: LinkFormValues) => void;
  /** Messages by model path (`alias`, `expiry.date`, `targeting.rules.0.destination`), from toLinkDraft/toLinkChanges or an ApiError's `fields`. */
  errors?: FieldErrors;
  mode: LinkFormMode;
  /**
   * What the connected server honours (`capabilitiesOf(status.profile)`): the form offers exactly
   * that, and shows the plan's reason in place of a control the plan switches off.
   */
  capabilities: Capabilities;
  /** Edit mode: the link being edited, for "a password is set" hints and its own domain and pixels. */
  original?: Link;
  spaces: readonly SpaceSummary[];
  known: { domains: readonly Domain[]; pixels: readonly Pixel[] };
  /** Render the "URL" field at the top (default). The popup places a DestinationField itself. */
  showDestination?: boolean;
  /** Called when "More options" opens (each time), e.g. to ask the server for its domains and pixels. */
  onMoreOptionsOpen?: () => void;
  /** What the page adds at the top of "More options": the popup's UTM builder (not the edit dialog's). */
  moreOptionsStart?: ComponentChildren;
}

const NO_ERRORS: FieldErrors = {};
const EXPIRY_FIELDS = new Set<LinkFormField>([
  'expiryStartDate',
  'expiryStartTime',
  'expiryDate',
  'expiryTime',
  'expiryClickLimit',
  'expiryRedirectUrl',
]);

/**
 * Every field of a link, for creating (popup) or editing (options). Renders inside the page's
 * own <form>: Enter in a text field submits it, and all buttons here are type="button".
 */
export function LinkFields({
  errors = NO_ERRORS,
  spaces,
  known,
  showDestination = true,
  onMoreOptionsOpen,
  moreOptionsStart,
  ...rest
}: LinkFieldsProps) {
  const { byField, formLevel } = placeFieldErrors(errors);
  const section: SectionProps = { ...rest, messages: byField };
  const { values, onChange } = rest;
  const fieldsWithMessages = Object.keys(byField) as LinkFormField[];
  const moreHasMessages = fieldsWithMessages.some(isMoreOptionsField);
  const expiryHasMessages = fieldsWithMessages.some((field) => EXPIRY_FIELDS.has(field));
  return (
    <div class="lf-fields">
      {showDestination && (
        <DestinationField
          label={t('fieldUrl')}
          value={values.destination}
          onInput={(destination) => onChange({ ...values, destination })}
          messages={byField.destination}
        />
      )}
      {/* Side by side at popup width too: both are short, and the popup must fit 600 px. */}
      <div class="lf-pair">
        <SpaceField {...section} spaces={spaces} />
        <TextField
          label={t('fieldAlias')}
          name="alias"
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          placeholder={rest.mode === 'create' ? t('fieldAliasPlaceholder') : undefined}
          value={values.alias}
          onInput={(alias) => onChange({ ...values, alias })}
          messages={byField.alias}
        />
      </div>
      <PrivacyFields {...section} />
      <ExpiryFields {...section} forceOpen={expiryHasMessages} />
      <MoreOptions
        {...section}
        known={known}
        forceOpen={moreHasMessages}
        onOpen={onMoreOptionsOpen}
        start={moreOptionsStart}
      />
      {formLevel.length > 0 && (
        <div class="form-error lf-form-level">
          {formLevel.map((message, i) => (
            <span key={i}>{message}</span>
          ))}
        </div>
      )}
    </div>
  );
}
