import { useMemo, useState } from 'preact/hooks';
import type { FieldErrors } from '@/lib/api/errors';
import { normaliseServerUrl } from '@/lib/api/server-url';
import type { DialectChoice } from '@/lib/api/model/server';
import { checkTransport, needsInsecureChoice } from '@/lib/connection';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { ConnectionResult } from './ConnectionResult';
import { useFocusKeptThrough } from '../common/use-focus-kept-through';
import { DIALECT_CHOICES, dialectChoiceOf } from './dialect-choices';
import type { PageConnection } from '../use-connection';
import { useConnectionSetup, useHostPermissionKnown } from './use-connection-setup';

/** Server URL, API key, API dialect, Save: the permission is asked inside the Save click, before anything is stored. */
/** `onChanged(configured)`: the saved connection changed, so lists elsewhere on the page reload. */
export function ConnectionForm({
  connection,
  onChanged,
}: {
  connection: PageConnection;
  onChanged: (configured: boolean) => void;
}) {
  const setup = useConnectionSetup(connection);
  const { status, phase } = setup;
  const [typedUrl, setTypedUrl] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState('');
  const [revealKey, setRevealKey] = useState(false);
  const [allowInsecure, setAllowInsecure] = useState<boolean | null>(null);
  const [typedDialect, setTypedDialect] = useState<DialectChoice | null>(null);
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
    if (apiKey.trim() === '' && !keyKept) problems.apiKey = ['Enter your API key.'];
    setLocalErrors(problems);
    if (Object.keys(problems).length > 0 || !normalised.ok) {
      setup.clearResult();
      return;
    }
    const key = apiKey.trim() === '' ? null : apiKey;
    void setup
      .save(
        { serverUrl: normalised.url, apiKey: key, allowInsecureHttp: insecureAllowed, dialect },
        permissionKnown === true,
      )
      .then((check) => {
        if (!check) return;
        // The page does not keep the key once the background has it; the field shows the address as stored (tidied).
        setTypedUrl(null);
        setApiKey('');
        setRevealKey(false);
        onChanged(check.status.configured);
      });
  };

  return (
    <form class="connection-form card" onSubmit={onSubmit} noValidate aria-labelledby="connection-heading">
      <TextField
        id="server-url"
        label="Server URL"
        value={urlText}
        onInput={(value) => {
          setTypedUrl(value);
          setLocalErrors({});
        }}
        placeholder="https://short.example.com"
        inputMode="url"
        autoComplete="url"
        messages={errors.serverUrl}
        spellcheck={false}
        hint={
          serverUrl && serverUrl !== urlText.trim()
            ? `Will be saved as ${serverUrl}`
            : 'The address you open your phpShort dashboard at.'
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
            Allow unencrypted HTTP for this server
          </label>
          <p class={insecureAllowed ? 'warning' : 'form-hint'} role={insecureAllowed ? 'alert' : undefined}>
            Over plain HTTP your API key would travel in clear text: anyone on the network between you and the server
            could read it and use your account.
          </p>
        </div>
      )}
      <TextField
        id="api-key"
        label="API key"
        type={revealKey ? 'text' : 'password'}
        value={apiKey}
        onInput={(value) => {
          setApiKey(value);
          setLocalErrors({});
        }}
        autoComplete="off"
        placeholder={keyKept ? 'A key is saved — leave empty to keep it' : ''}
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
            {revealKey ? 'Hide key' : 'Show key'}
          </button>
        }
        hint={
          serverUrl ? (
            <>
              Find it on your server at{' '}
              <a href={`${serverUrl}/account/api`} target="_blank" rel="noreferrer">
                {serverUrl}/account/api
              </a>
              .
            </>
          ) : (
            'Find it on your server under Account → API.'
          )
        }
      />
      <SelectField
        label="API"
        value={dialect}
        options={DIALECT_CHOICES}
        onChange={(value) => {
          setTypedDialect(dialectChoiceOf(value));
          setup.clearResult();
        }}
        messages={errors.dialect}
        hint="Automatic asks the server which API it speaks."
        name="dialect"
      />
      {status?.keySaved && (
        <div class="key-saved" data-testid="key-saved">
          <p>
            <strong>A key is saved</strong>{' '}
            <span class="muted">
              for {status.serverOrigin}. It stays in this browser and is only sent to that server.
            </span>
          </p>
          <button
            type="button"
            class="button"
            onClick={() => void setup.forgetKey().then(() => onChanged(false))}
            disabled={busy}
          >
            Forget key
          </button>
        </div>
      )}
      <div class="form-actions">
        <button type="submit" class="button button-primary" disabled={busy || phase.phase === 'loading'}>
          Save
        </button>
        {phase.phase === 'asking-permission' && serverUrl && (
          <button
            type="button"
            class="button"
            onClick={() => setup.stopWaitingForPermission(new URL(serverUrl).origin)}
          >
            Stop waiting
          </button>
        )}
        {status?.configured && (
          <button type="button" class="button" onClick={() => void setup.retest()} disabled={busy}>
            Test again
          </button>
        )}
      </div>
      <ConnectionResult phase={phase} status={status} />
    </form>
  );
}
