import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { LinkFields, toLinkChanges, valuesFromLink, type LinkFormValues } from '@/components/link-form';
import { type FieldErrors, toApiError, writeOutcomeUnknown } from '@/lib/api/errors';
import type { Link, ServerResources } from '@/lib/api/model/link';
import type { Capabilities } from '@/lib/api/model/server';
import type { SpaceSummary } from '@/lib/api/model/space';
import { t } from '@/lib/i18n/messages';
import { waitEndsAt } from '@/components/countdown/use-seconds-left';
import { FailureText } from '../common/FailureText';
import { Dialog } from '../common/Dialog';
import { useFocusKeptThrough } from '../common/use-focus-kept-through';
import type { ServerId } from '@/lib/servers';
import { updateLink } from './use-links';

interface Props {
  /** The server the link is on: the edit goes there. */
  serverId: ServerId;
  link: Link;
  spaces: SpaceSummary[] | null;
  /** The server's domains and pixels, for the form's choices. */
  known: ServerResources | null;
  /** What the server can do: the form offers exactly that. */
  capabilities: Capabilities;
  /** `maybeChanged`: a save failed after the server had it, so the list must be asked again. */
  onClose: (maybeChanged: boolean) => void;
  onSaved: (link: Link | null) => void;
}

/** `waitUntil`: a rate limit's end (epoch ms), counted down under the form. */
type Saving =
  { phase: 'editing'; errors: FieldErrors; message: string | null; waitUntil: number | null } | { phase: 'saving' };

/** Every update field of a link, with the shared form; only what changed is sent. */
export function EditLinkDialog({ serverId, link, spaces, known, capabilities, onClose, onSaved }: Props) {
  const [values, setValues] = useState<LinkFormValues>(() => valuesFromLink(link));
  const [saving, setSaving] = useState<Saving>({ phase: 'editing', errors: {}, message: null, waitUntil: null });
  const [maybeChanged, setMaybeChanged] = useState(false);
  const close = () => onClose(maybeChanged);

  const save = async () => {
    const changes = toLinkChanges(link, values, capabilities);
    if (!changes.ok) {
      setSaving({ phase: 'editing', errors: changes.fields, message: t('editLinkNeedsAttention'), waitUntil: null });
      return;
    }
    if (Object.keys(changes.value).length === 0) {
      onSaved(null);
      return;
    }
    setSaving({ phase: 'saving' });
    try {
      onSaved(await updateLink(serverId, link.id, changes.value));
    } catch (error) {
      const apiError = toApiError(error);
      const wait = apiError.kind === 'rate-limited' ? apiError.retryAfterSeconds : undefined;
      const lost = writeOutcomeUnknown(apiError);
      if (lost) setMaybeChanged(true);
      const message = lost ? `${apiError.message} ${t('editLinkMaybeSaved')}` : apiError.message;
      setSaving({ phase: 'editing', errors: apiError.fields, message, waitUntil: waitEndsAt(wait) });
    }
  };

  const busy = saving.phase === 'saving';
  useFocusKeptThrough(busy);
  const form = useRef<HTMLFormElement>(null);
  // A refusal takes the keyboard to the first field that needs attention (as the popup does).
  useLayoutEffect(() => {
    if (saving.phase === 'editing' && saving.message)
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [saving]);
  return (
    <Dialog
      title={t('editLinkTitle', { alias: link.alias })}
      wide
      onClose={() => !busy && close()}
      testId="edit-link-dialog"
      actions={
        <>
          <button type="button" class="button" onClick={close} disabled={busy}>
            {t('editLinkCancel')}
          </button>
          <button type="submit" form="edit-link-form" class="button button-primary" disabled={busy}>
            {busy ? t('editLinkSaving') : t('editLinkSave')}
          </button>
        </>
      }
    >
      <p class="muted address">{link.shortUrl}</p>
      <form
        ref={form}
        id="edit-link-form"
        class="dialog-form"
        noValidate
        onSubmit={(e) => (e.preventDefault(), void save())}
      >
        <fieldset disabled={busy}>
          <LinkFields
            mode="edit"
            original={link}
            values={values}
            onChange={setValues}
            errors={saving.phase === 'editing' ? saving.errors : {}}
            spaces={spaces ?? []}
            known={{ domains: known?.domains ?? [], pixels: known?.pixels ?? [] }}
            capabilities={capabilities}
          />
        </fieldset>
        {saving.phase === 'editing' && saving.message && (
          <FailureText message={saving.message} waitUntil={saving.waitUntil} />
        )}
      </form>
    </Dialog>
  );
}
