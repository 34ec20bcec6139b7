import { useMemo, useState } from 'preact/hooks';
import type { FieldErrors } from '@/lib/api/errors';
import { normaliseServerUrl } from '@/lib/api/server-url';
import type { DialectChoice } from '@/lib/api/model/server';
import { checkTransport, needsInsecureChoice, type ConnectionCheck } from '@/lib/connection';
import type { ServerId } from '@/lib/servers';
import { t } from '@/lib/i18n/messages';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { ConnectionResult } from './ConnectionResult';
import { useFocusKeptThrough } from '../common/use-focus-kept-through';
import { withElement } from '../common/with-element';
import { dialectChoices, dialectChoiceOf } from './dialect-choices';
import type { FormConnection } from './form-connection';
import { useConnectionSetup, useHostPermissionKnown, type SaveTarget } from './use-connection-setup';

/**
 * One server's connection: its name, server URL, API key, API dialect, Save. The permission is
 * asked inside the Save click, before anything is stored. With `adding` the form adds a new
 * server (the page has no server yet, or the user chose "Add server"); else it edits
 * `connection.serverId`. `onChanged(configured)`: the saved connection changed, so lists
 * elsewhere on the page reload. `first`: what an Add found, shown as the result on opening.
 */
export function ConnectionForm({
  connection,
  onChanged,
  name = null,
  adding = null,
  first = null,
  onClose = null,
  labelledBy,
}: {
  connection: FormConnection;
  onChanged: (configured: boolean) => void;
  /** The server's name as listed (null: the form has no Name field). */
  name?: string | null;
  adding?: { onAdded: (id: ServerId, check: ConnectionCheck) => void } | null;
  first?: ConnectionCheck | null;
  /** Closes the form (a Cancel or Close button); null: the form stays. */
  onClose?: (() => void) | null;
  labelledBy: string;
}) {
  const setup = useConnectionSetup(connection, first);
  const { status, phase } = setup;
  const [typedUrl, setTypedUrl] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [revealKey, setRevealKey] = useState(false);
  const [allowInsecure, setAllowInsecure] = useState<boolean | null>(null);
  const [typedDialect, setTypedDialect] = useState<DialectChoice | null>(null);
  const [typedName, setTypedName] = useState<string | null>(null);
  const nameText = typedName ?? name ?? '';
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});

  const urlText = typedUrl ?? status?.serverUrl ?? '';
  const normalised = useMemo(() => normaliseServerUrl(urlText), [urlText]);
  const serverUrl = normalised.ok ? normalised.url : null;
  const permissionKnown = useHostPermissionKnown(serverUrl);
  const insecureChoiceShown = serverUrl !== null && needsInsecureChoice(serverUrl);
  const insecureAllowed = allowInsecure ?? status?.allowInsecureHttp ?? false;
  const dialect = typedDialect ?? status?.dialectChoice ?? 'automatic';
  const sameServerAsSaved =
    serverUrl !== null && status?.serverOrigin !== null && status?.serverOrigin === new URL(serverUrl).origin;
  const keyKept = Boolean(status?.keySaved) && sameServerAsSaved;
  const busy = phase.phase === 'asking-permission' || phase.phase === 'saving' || phase.phase === 'testing';
  useFocusKeptThrough(busy);
  const serverErrors = phase.phase === 'invalid' ? phase.fields : {};
  // A chosen API the server does not speak is named at the choice.
  const testErrors = phase.phase === 'checked' && !phase.check.test.ok ? phase.check.test.error.fields : {};
  const errors = { ...testErrors, ...serverErrors, ...localErrors };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!normalised.ok) problems.serverUrl = [normalised.reason];
    else {
      const transport = checkTransport(normalised.url, insecureAllowed);
      if (!transport.ok) problems.serverUrl = [transport.reason];
    }
    if (apiKey.trim() === '' && !keyKept) problems.apiKey = [t('connectEnterApiKey')];
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || !normalised.ok) {
      setup.clearResult();
      return;
    }
    const key = apiKey.trim() === '' ? null : apiKey;
    const target: SaveTarget = adding
      ? { kind: 'add', name: nameText, onAdded: adding.onAdded }
      : { kind: 'edit', name: name === null ? null : { before: name, typed: nameText } };
    void setup
      .save(
        { serverUrl: normalised.url, apiKey: key, allowInsecureHttp: insecureAllowed, dialect },
        permissionKnown === true,
        target,
      )
      .then((check) => {
        // Not saved (a replacement that failed its test): what was typed stays, to be corrected.
        if (!check?.saved) return;
        // The page does not keep the key once the background has it; the field shows the address as stored (tidied).
        setTypedUrl(null);
        setTypedName(null);
        setApiKey('');
        setRevealKey(false);
        onChanged(check.status.configured);
      });
  };

  // Where the key is found: the server's own page, as a link inside the sentence, once it is known.
  const apiPage = serverUrl && `${serverUrl}/account/api`;
  const keyHint = apiPage
    ? withElement(
        (url) => t('connectKeyHintAt', { url }),
        <a href={apiPage} target="_blank" rel="noreferrer">
          {apiPage}
        </a>,
      )
    : t('connectKeyHint');

  return (
    <form class="connection-form card" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      {name !== null && (
        <TextField
          id="server-name"
          label={t('serversNameLabel')}
          value={nameText}
          onInput={(value) => {
            setTypedName(value);
            setLocalErrors({});
          }}
          autoComplete="off"
          messages={errors.name}
          hint={t('serversNameHint')}
        />
      )}
      <TextField
        id="server-url"
        label={t('connectServerUrlLabel')}
        value={urlText}
        onInput={(value) => {
          setTypedUrl(value);
          setLocalErrors({});
        }}
        // i18n-ignore: an example address (example.com is reserved for that), the same in every language
        placeholder="https://short.example.com"
        inputMode="url"
        autoComplete="url"
        messages={errors.serverUrl}
        spellcheck={false}
        hint={
          serverUrl && serverUrl !== urlText.trim()
            ? t('connectServerUrlSavedAs', { url: serverUrl })
            : t('connectServerUrlHint')
        }
      />
      {insecureChoiceShown && (
        <div class="form-field">
          <label class="form-check-row">
            <input
              type="checkbox"
              checked={insecureAllowed}
              onChange={(event) => {
                setAllowInsecure(event.currentTarget.checked);
                setLocalErrors({});
              }}
            />
            {t('connectAllowHttp')}
          </label>
          <p class={insecureAllowed ? 'warning' : 'form-hint'} role={insecureAllowed ? 'alert' : undefined}>
            {t('connectAllowHttpWarning')}
          </p>
        </div>
      )}
      <TextField
        id="api-key"
        label={t('connectApiKeyLabel')}
        type={revealKey ? 'text' : 'password'}
        value={apiKey}
        onInput={(value) => {
          setApiKey(value);
          setLocalErrors({});
        }}
        autoComplete="off"
        placeholder={keyKept ? t('connectKeyKeptPlaceholder') : ''}
        messages={errors.apiKey}
        spellcheck={false}
        adornment={
          <button
            type="button"
            class="button"
            aria-pressed={revealKey}
            aria-controls="api-key"
            onClick={() => setRevealKey(!revealKey)}
          >
            {revealKey ? t('connectHideKey') : t('connectShowKey')}
          </button>
        }
        hint={keyHint}
      />
      <SelectField
        label={t('connectApiLabel')}
        value={dialect}
        options={dialectChoices()}
        onChange={(value) => {
          setTypedDialect(dialectChoiceOf(value));
          setup.clearResult();
        }}
        messages={errors.dialect}
        hint={t('connectApiHint')}
        name="dialect"
      />
      {status?.keySaved && (
        <div class="key-saved" data-testid="key-saved">
          <p>
            {withElement(
              (origin) => t('connectKeySavedFor', { origin }),
              <strong class="address">{status.serverOrigin}</strong>,
            )}
          </p>
          <button
            type="button"
            class="button"
            onClick={() => void setup.forgetKey().then(() => onChanged(false))}
            disabled={busy}
          >
            {t('connectForgetKey')}
          </button>
        </div>
      )}
      <div class="form-actions">
        <button type="submit" class="button button-primary" disabled={busy || phase.phase === 'loading'}>
          {t('connectSave')}
        </button>
        {phase.phase === 'asking-permission' && serverUrl && (
          <button
            type="button"
            class="button"
            onClick={() => setup.stopWaitingForPermission(new URL(serverUrl).origin)}
          >
            {t('connectStopWaiting')}
          </button>
        )}
        {status?.configured && (
          <button type="button" class="button" onClick={() => void setup.retest()} disabled={busy}>
            {t('connectTestAgain')}
          </button>
        )}
        {onClose && (
          <button type="button" class="button" onClick={onClose} disabled={busy}>
            {t(adding ? 'confirmCancel' : 'serversCloseForm')}
          </button>
        )}
      </div>
      <ConnectionResult phase={phase} status={status} typedUrl={serverUrl} />
    </form>
  );
}
