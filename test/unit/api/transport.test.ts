import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_ANSWER_BYTES } from '../../../lib/api/capped-body';
import { deserializeError, serializeError } from '../../../lib/api/errors';
import { t } from '../../../lib/i18n/messages';
import { startCannedServer, type CannedServer } from './canned-server';
import { createClient } from '../../../lib/api';
import { caught, DIALECTS, TEST_KEY, useReferenceServer, type Dialect } from '../support/reference-server';

/** How long a test waits for the reference server to log what it did (long only on a loaded machine). */
const SERVER_LOG_WAIT_MS = 20_000;

/**
 * The transport against a server that misbehaves on purpose (the reference server's faults),
 * over real HTTP: what it must never do (follow a redirect with the key, read without end, wait
 * for ever) and the sentence each failure gets.
 */
describe.each(DIALECTS)('a hostile or broken server (%s API)', (dialect: Dialect) => {
  const api = useReferenceServer({ dialect });
  let elsewhere: CannedServer | undefined;
  afterEach(async () => {
    await elsewhere?.close();
    elsewhere = undefined;
  });

  it('never follows a redirect to another origin: the API key does not arrive there', async () => {
    const arrived: (string | undefined)[] = [];
    elsewhere = await startCannedServer((req, res) => {
      arrived.push(req.headers.authorization);
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"data":[]}');
    });
    api.server.addFault({ redirect: `${elsewhere.url}/api/v1/links` });
    const error = await caught(() => api.client().links.list());
    expect(error).toMatchObject({ kind: 'not-an-api', status: 302, reason: 'redirected' });
    expect(error.message).toBe(t('errorRedirected'));
    expect(arrived).toEqual([]);
    // The reason crosses the message channel, so a page can say the same (the connection test does).
    expect(deserializeError(serializeError(error))).toMatchObject({ reason: 'redirected', message: error.message });
    // Nor a write, which would carry the draft along with the key.
    const create = await caught(() => api.client().links.create({ destination: 'https://example.com/moved' }));
    expect(create.message).toBe(t('errorRedirected'));
    expect(arrived).toEqual([]);
  });

  it('does not follow a redirect inside the server either: one request, one answer', async () => {
    api.server.addFault({ redirect: `${api.server.url}/api/v1/links`, times: 1 });
    expect((await caught(() => api.client().links.list())).message).toBe(t('errorRedirected'));
    expect(api.server.requests().map((r) => [r.path, r.status])).toEqual([['/api/v1/links', 302]]);
  });

  it('stops reading a body past the size cap and cancels the download', async () => {
    const size = 50 * 1024 * 1024;
    api.server.addFault({ hugeBody: size, times: 1 });
    const error = await caught(() => api.client().links.list());
    expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
    expect(error.message).toBe(t('errorAnswerTooLarge'));
    // The server saw the client go away long before the end: the rest was never read.
    await vi.waitFor(() => expect(api.server.requests()[0]?.bodyBytes).toBeDefined(), { timeout: SERVER_LOG_WAIT_MS });
    expect(api.server.requests()[0]?.bodyBytes).toBeLessThan(size / 2);
    // A body just under the cap is still read (and then found not to be JSON).
    api.server.addFault({ hugeBody: MAX_ANSWER_BYTES - 1024, times: 1 });
    const under = await caught(() => api.client().links.list());
    expect(under.kind).toBe('bad-response');
    expect(under.message).toBe(t('errorBadResponse'));
  });

  it('refuses an announced Content-Length past the cap before reading any of it', async () => {
    elsewhere = await startCannedServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(MAX_ANSWER_BYTES + 1) });
      // The rest never comes: only the announced length can end this within the test's time.
      res.write('{"data":');
    });
    const client = createClient({ serverUrl: elsewhere.url, apiKey: TEST_KEY, timeouts: { read: 60_000 } });
    const error = await caught(() => client.links.list());
    expect(error).toMatchObject({ kind: 'bad-response', reason: 'too-large' });
  });

  it('times out on a body that never comes: the timeout covers the body, not only the headers', async () => {
    api.server.addFault({ stallAfterHeaders: true, times: 1 });
    const error = await caught(() => api.client({ timeouts: { read: 300, write: 300, create: 300 } }).links.list());
    expect(error.kind).toBe('timeout');
    // Under load the client may give up before the server has logged the request it stalls.
    await vi.waitFor(() => expect(api.server.requests()[0]?.status).toBe(200), { timeout: SERVER_LOG_WAIT_MS });
  });

  it('tells a connection dropped mid-body from a server it cannot reach', async () => {
    api.server.addFault({ dropMidBody: true, times: 1 });
    const error = await caught(() => api.client().links.get(1));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(t('errorConnectionDropped'));
    expect(error.message).not.toBe(t('errorNetwork'));
  });

  it('names the host of a server that never answers: a dropped socket reads like a name not found', async () => {
    api.server.addFault({ dropConnection: true, times: 1 });
    const error = await caught(() => api.client().links.get(1));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(t('errorNetworkAt', { host: new URL(api.server.url).host }));
    expect(error.message).toContain(`at 127.0.0.1:${String(api.server.port)}:`);
    // The sentence crosses the message channel as it is.
    expect(deserializeError(serializeError(error)).message).toBe(error.message);
  });

  it('reads text labelled JSON as an answer it cannot read', async () => {
    api.server.addFault({ wrongContentType: '<!doctype html><title>Welcome</title>', times: 1 });
    const error = await caught(() => api.client().links.list());
    expect(error).toMatchObject({ kind: 'bad-response', status: 200 });
    expect(error.message).toBe(t('errorBadResponse'));
  });

  it.each([502, 503, 504])('says a gateway answered for phpShort on a %i HTML page', async (status) => {
    api.server.addFault({ proxyHtml: status, times: 1 });
    const error = await caught(() => api.client().links.create({ destination: 'https://example.com/proxied' }));
    expect(error).toMatchObject({ kind: 'server', status });
    expect(error.message).toBe(t('errorGateway', { status: String(status) }));
    // The gateway answered, phpShort never saw the create.
    expect((await api.client().links.list()).items).toEqual([]);
  });

  it("keeps phpShort's own 5xx sentence for a JSON error and a non-gateway page", async () => {
    api.server.addFault({ status: 503, times: 1 });
    expect((await caught(() => api.client().links.list())).message).toBe(t('errorServer', { status: '503' }));
    api.server.addFault({ proxyHtml: 500, times: 1 });
    expect((await caught(() => api.client().links.list())).message).toBe(t('errorServer', { status: '500' }));
  });
});
