// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionResult } from '@/entrypoints/options/connection/ConnectionResult';
import { describeConnectionProblem } from '@/entrypoints/options/connection/describe-connection-problem';
import { chosenDialectRefused } from '@/entrypoints/background/transport/server-check';
import type { ServerProfile } from '@/lib/api/model/server';
import { checkTransport, type ConnectionStatus } from '@/lib/connection';
import { useBrowserLanguage } from '../support/browser-i18n';

/**
 * The connection's sentences in the browser's language: whole sentences with their values in the
 * place each language puts them, lists joined as the language joins them, and the labels a
 * sentence quotes written as the form shows them.
 */

afterEach(cleanup);

const ORIGIN = 'https://short.example';

const profile: ServerProfile = {
  serverOrigin: ORIGIN,
  dialect: 'current',
  source: 'detected',
  checkedAt: 1,
  account: {
    defaultDomainId: 1,
    defaultSpaceId: null,
    defaultPrivacy: 'public',
    timezone: 'UTC',
    featuresOff: ['pixels', 'password'],
  },
};

const status: ConnectionStatus = {
  configured: true,
  serverOrigin: ORIGIN,
  serverUrl: ORIGIN,
  keySaved: true,
  allowInsecureHttp: false,
  dialectChoice: 'automatic',
  profile,
};

function renderFailedCheck() {
  const error = { kind: 'auth' as const, message: 'Unauthorized', fields: {} };
  render(
    <ConnectionResult
      phase={{ phase: 'checked', check: { status, test: { ok: false, error, checkedAt: 1 }, saved: true } }}
      status={status}
    />,
  );
  return screen.getByTestId('connection-result').textContent;
}

describe('the connection in English', () => {
  it('keeps the saved-but-broken sentence and the reason together', () => {
    expect(renderFailedCheck()).toBe(
      `⚠ Saved, but the connection does not work. Wrong API key: the server did not accept it. Copy the key again from ${ORIGIN}/account/api.`,
    );
  });

  it('says how long the test waited, counted', () => {
    expect(describeConnectionProblem({ kind: 'timeout' }, ORIGIN)).toBe(
      'Timed out: the server did not answer within 5 seconds. Try again, or check that it is running.',
    );
  });
});

describe('the connection in a German browser', () => {
  useBrowserLanguage('de-DE');

  it('joins the missing plan features as German joins a list', () => {
    render(
      <ConnectionResult
        phase={{ phase: 'checked', check: { status, test: { ok: true, checkedAt: 1 }, saved: true } }}
        status={status}
      />,
    );
    expect(screen.getByTestId('connection-result').querySelector('p')?.textContent).toBe(
      '✓ Verbunden — phpShort, aktuelle API',
    );
    expect(screen.getByTestId('plan-features-off').textContent).toBe(
      'Nicht in Ihrem Tarif auf diesem Server: Pixel und Link-Passwörter.',
    );
  });

  it('quotes the checkbox by its German label when refusing plain HTTP', () => {
    const verdict = checkTransport('http://short.example', false);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toContain('„Unverschlüsseltes HTTP für diesen Server erlauben“');
  });
});

describe('the connection in a French browser', () => {
  useBrowserLanguage('fr-FR');

  it('names the API field and the Automatic choice as the French form shows them', () => {
    expect(chosenDialectRefused('classic').message).toBe(
      'Ce serveur utilise l’API actuelle, pas l’API classique choisie sous « API » dans les paramètres de connexion. Choisissez-y « Automatique » (ou l’API actuelle).',
    );
  });
});

describe('the connection in an Arabic browser', () => {
  useBrowserLanguage('ar');

  it('counts the seconds of the timeout with the form Arabic uses for 3 to 10', () => {
    expect(describeConnectionProblem({ kind: 'timeout' }, ORIGIN)).toContain('ثوانٍ');
  });

  it('puts the server address inside the sentence', () => {
    expect(renderFailedCheck()).toContain(`انسخ المفتاح مجددًا من ${ORIGIN}/account/api.`);
  });
});
