import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { startBackground } from '../../../entrypoints/background/start';
import { ApiError } from '../../../lib/api/errors';
import { ask } from '../../../lib/messages/channel';
import { TEST_KEY, useReferenceServer } from '../support/reference-server';

const backend = useReferenceServer();

type Sender = Browser.runtime.MessageSender;
type MessageListener = (message: unknown, sender: Sender) => Promise<unknown> | undefined;

/**
 * The message path as the browser (with the polyfill, and Firefox natively) runs it: the message and
 * the answer are structured-cloned, the first listener that returns a promise answers, and the
 * sender says which extension sent it. WXT's fake browser has no such dispatch (it sends an empty
 * sender and ignores returned promises), so its `runtime.onMessage` and `sendMessage` are replaced,
 * and so are the menus and commands, which it does not implement, as far as the background uses them.
 */
const messageListeners: MessageListener[] = [];
const menuItems = new Map<string, Browser.contextMenus.CreateProperties>();
const commandListeners: unknown[] = [];
let sender: Sender;

async function deliver(message: unknown): Promise<unknown> {
  for (const listener of messageListeners) {
    const answer = listener(structuredClone(message), sender);
    if (answer !== undefined) return structuredClone(await answer);
  }
  return undefined;
}

Object.assign(fakeBrowser.runtime, {
  sendMessage: deliver,
  onMessage: { addListener: (listener: MessageListener) => messageListeners.push(listener) },
});
Object.assign(fakeBrowser.contextMenus, {
  removeAll: () => {
    menuItems.clear();
    return Promise.resolve();
  },
  create: (properties: Browser.contextMenus.CreateProperties, done?: () => void) => {
    menuItems.set(String(properties.id), properties);
    done?.();
    return properties.id;
  },
  onClicked: { addListener: () => undefined },
});
Object.assign(fakeBrowser.commands, { onCommand: { addListener: (l: unknown) => commandListeners.push(l) } });

beforeEach(() => {
  messageListeners.length = 0;
  menuItems.clear();
  commandListeners.length = 0;
  sender = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
  startBackground();
});

async function connect(): Promise<void> {
  const check = await ask('connection/save', {
    serverUrl: backend.server.url,
    apiKey: TEST_KEY,
    allowInsecureHttp: false,
  });
  expect(check.test.ok).toBe(true);
}

describe('the background as started in the extension, reached through the message channel', () => {
  it('answers a page: not configured first, then the saved connection', async () => {
    expect(await ask('connection/status', null)).toMatchObject({ configured: false, keySaved: false });
    await connect();
    expect(await ask('connection/status', null)).toEqual({
      configured: true,
      serverOrigin: backend.server.url,
      serverUrl: backend.server.url,
      keySaved: true,
      allowInsecureHttp: false,
    });
  });

  it('shortens through the channel with exactly one create on the server', async () => {
    await connect();
    backend.server.clearRequests();
    const link = await ask('shorten/create', {
      requestId: 'r1',
      pageUrl: 'https://example.com/a',
      draft: { destination: 'https://example.com/a', alias: 'from-start' },
    });
    expect(link.shortUrl).toBe(`${backend.server.url}/from-start`);
    expect(backend.server.requests().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/v1/links']);
  });

  it('sends a server refusal back as an ApiError with its kind and field messages', async () => {
    await connect();
    await ask('links/create', { destination: 'https://example.com/a', alias: 'taken' });
    const refusal = await ask('links/create', { destination: 'https://example.com/b', alias: 'taken' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ kind: 'validation', status: 422, fields: { alias: [expect.any(String)] } });
  });

  it('sends a failure before any request (no connection) as its own kind', async () => {
    await expect(ask('links/list', { page: 1 })).rejects.toMatchObject({ kind: 'not-configured' });
    expect(backend.server.requests()).toEqual([]);
  });

  it('does not answer another extension, so its request never reaches the server', async () => {
    await connect();
    backend.server.clearRequests();
    sender = { id: 'another-extension-id', url: 'chrome-extension://another-extension-id/page.html' };
    await expect(ask('links/list', { page: 1 })).rejects.toMatchObject({ kind: 'bad-response' });
    expect(backend.server.requests()).toEqual([]);
  });

  it('leaves messages that are not requests of the protocol to other listeners', async () => {
    expect(await deliver({ channel: 'phpshort', name: 'no/such-request', input: null })).toBeUndefined();
    expect(await deliver({ type: 'offscreen-copy', text: 'x' })).toBeUndefined();
  });

  it('registers the menu items the default settings ask for and listens for the key command', async () => {
    await expect.poll(() => [...menuItems.keys()]).toEqual(['shorten-page', 'shorten-link', 'shorten-selection']);
    expect(commandListeners).toHaveLength(1);
    await ask('settings/save', {
      ...(await ask('settings/load', null)),
      contextMenu: { page: false, link: true, selection: false },
    });
    await expect.poll(() => [...menuItems.keys()]).toEqual(['shorten-link']);
  });
});
