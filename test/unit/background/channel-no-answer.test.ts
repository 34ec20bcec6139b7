import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ask } from '@/lib/messages/channel';

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

describe('a page asking a background that does not answer', () => {
  it('says the extension failed, not the server', async () => {
    // No background listening: what a page sees while the service worker cannot start. Said
    // outright, as Chrome rejects it: the unit tests share one fake browser, and a file that
    // started the background may have left its listeners there (./started-background.ts).
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockRejectedValue(
      new Error('Could not establish connection. Receiving end does not exist.'),
    );
    const error = await ask('connection/status', null).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'bad-response' });
    expect((error as Error).message).toMatch(/extension’s background did not answer/);
    expect((error as Error).message).not.toMatch(/server/i);
  });
});
