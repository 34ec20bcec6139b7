import { afterEach, describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  createClient,
  describeApiErrorKind,
  normaliseServerUrl,
  type ServerProfile,
} from '../../../lib/api';
import { deserializeError, serializeError } from '../../../lib/api/errors';
import { linkDraftSchema } from '../../../lib/api/schemas/link';
import { spaceDraftSchema } from '../../../lib/api/schemas/space';
import { validateInput } from '../../../lib/api/schemas/validate';
import { json, startCannedServer, type CannedServer } from './canned-server';
import { setBrowserLanguage, useBrowserLanguage } from '../support/browser-i18n';
import { caught, TEST_KEY, useReferenceServer } from '../support/reference-server';

/**
 * The API layer speaks the browser's language: its own sentences come from the catalogs when
 * they are said (never frozen when a module loads), while what the server wrote (422 field
 * messages, already in the account's language) reaches the page exactly as the server wrote it.
 */

const api = useReferenceServer();
let canned: CannedServer | undefined;
afterEach(async () => {
  await canned?.close();
  canned = undefined;
});

/** The field messages of the error `input` gets from `schema`. */
function fieldMessages(schema: Parameters<typeof validateInput>[0], input: unknown): Record<string, string[]> {
  try {
    validateInput(schema, input);
  } catch (error) {
    return serializeError(error).fields;
  }
  throw new Error('Expected the input to be refused');
}

describe("the server's 422 messages", () => {
  describe('in a French browser, on a server whose account speaks German', () => {
    useBrowserLanguage('fr-FR');

    it('keep the server’s words at their field, inside our own sentence in French, also across the message channel', async () => {
      const serverWords = 'Dieser Alias ist bereits vergeben.';
      canned = await startCannedServer((_req, res) =>
        json(res, 422, { message: { alias: [serverWords] }, status: 422 }),
      );
      const client = createClient({ serverUrl: canned.url, apiKey: TEST_KEY, dialect: 'classic' });

      const error = await caught(() => client.links.create({ destination: 'https://example.com/a', alias: 'taken' }));
      expect(error.kind).toBe('validation');
      expect(error.message).toBe('Le serveur n’a pas accepté certains champs.');
      expect(error.fields.alias).toEqual([serverWords]);

      // What the popup and the options page get from the background.
      const received = deserializeError(serializeError(error));
      expect(received.message).toBe('Le serveur n’a pas accepté certains champs.');
      expect(received.fields.alias).toEqual([serverWords]);
    });
  });

  describe('in a German browser, on the reference server (whose account writes English)', () => {
    useBrowserLanguage('de-DE');

    it('are not translated: only the sentence around them is', async () => {
      const client = api.client();
      await client.links.create({ destination: 'https://example.com/1', alias: 'taken' });
      const error = await caught(() => client.links.create({ destination: 'https://example.com/2', alias: 'taken' }));
      expect(error.message).toBe('Der Server hat einige Felder nicht akzeptiert.');
      expect(error.fields.alias).toEqual(['The alias has already been taken.']);
    });
  });
});

describe("the extension's own sentences", () => {
  describe('in a German browser', () => {
    useBrowserLanguage('de-DE');

    it('describe an HTTP failure, its status written as the code it is', async () => {
      api.server.addFault({ status: 503 });
      const error = await caught(() => api.client().links.list());
      expect(error.message).toBe(
        'Auf dem Server ist ein interner Fehler aufgetreten (HTTP 503). Versuchen Sie es später erneut.',
      );
    });

    it('count the wait of a rate limit in the language’s plural forms', async () => {
      api.server.addFault({ status: 429, retryAfterSeconds: 42 });
      expect((await caught(() => api.client().links.list())).message).toBe(
        'Der Server begrenzt die Anfragen. Versuchen Sie es in 42 Sekunden erneut.',
      );
      expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 1 })).toBe(
        'Der Server begrenzt die Anfragen. Versuchen Sie es in einer Sekunde erneut.',
      );
      expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 150 })).toBe(
        'Der Server begrenzt die Anfragen. Versuchen Sie es in 3 Minuten erneut.',
      );
    });

    it('refuse input before sending, at the field', async () => {
      const error = await caught(() => api.client().links.create({ destination: 'example dot com', alias: 'a b' }));
      expect(error.message).toBe('Einige Felder müssen noch korrigiert werden, bevor dies gesendet werden kann.');
      expect(error.fields.destination).toEqual([
        'Geben Sie die Ziel-URL als vollständige Adresse ein, etwa https://example.com/page.',
      ]);
      expect(error.fields.alias).toEqual(['Verwenden Sie im Alias nur Buchstaben, Ziffern, „-“ und „_“.']);
      expect(api.server.requests()).toHaveLength(0);
    });

    it('name what a server address lacks', () => {
      expect(normaliseServerUrl('ftp://s.example')).toEqual({
        ok: false,
        reason: 'Die Serveradresse muss mit https:// oder http:// beginnen.',
      });
    });

    it("say why a control is missing from the account's plan", () => {
      const profile: ServerProfile = {
        serverOrigin: 'https://s.example',
        dialect: 'current',
        source: 'detected',
        checkedAt: 0,
        account: {
          defaultDomainId: 1,
          defaultSpaceId: null,
          defaultPrivacy: 'public',
          timezone: null,
          featuresOff: ['spaces'],
        },
      };
      expect(capabilitiesOf(profile).locked.spaces).toBe('Ihr Tarif auf diesem Server umfasst keine Bereiche.');
    });
  });

  it('in English, keep the wording the pages and tests know, counts included', () => {
    expect(describeApiErrorKind('rate-limited')).toBe('The server is limiting requests. Wait a minute and try again.');
    expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 0 })).toBe(
      'The server is limiting requests. Try again in a second.',
    );
    expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 89 })).toBe(
      'The server is limiting requests. Try again in 89 seconds.',
    );
    expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 90 })).toBe(
      'The server is limiting requests. Try again in 2 minutes.',
    );
    expect(describeApiErrorKind('rejected')).toBe('The server refused the request (HTTP 4xx).');
    expect(fieldMessages(spaceDraftSchema, { name: 'x'.repeat(33) })).toEqual({
      name: ['Space names are 32 characters at most.'],
    });
  });

  describe('in an Arabic browser', () => {
    useBrowserLanguage('ar');

    it('use the form of the count (two seconds has its own word)', () => {
      expect(describeApiErrorKind('rate-limited', { retryAfterSeconds: 2 })).toBe(
        'يحدّ الخادم من عدد الطلبات. أعد المحاولة بعد ثانيتين.',
      );
    });
  });

  it('of a schema built when its module loaded follow the language of the moment they are said', () => {
    const input = { destination: 'nope', privacy: 'secret' };
    const english = fieldMessages(linkDraftSchema, input);
    setBrowserLanguage('es-ES');
    let spanish: Record<string, string[]>;
    try {
      spanish = fieldMessages(linkDraftSchema, input);
    } finally {
      setBrowserLanguage('en-US');
    }
    expect(english).toEqual({
      destination: ['Enter a destination URL as a full address, like https://example.com/page.'],
      privacy: ['Choose public, private or password.'],
    });
    expect(spanish).toEqual({
      destination: ['Introduce la URL de destino completa, como https://example.com/page.'],
      privacy: ['Elige público, privado o contraseña.'],
    });
    expect(fieldMessages(linkDraftSchema, input)).toEqual(english);
  });
});
