import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ask } from '@/lib/messages/channel';

beforeEach(() => fakeBrowser.reset());

describe('a page asking a background that does not answer', () => {
  it('says the extension failed, not the server', async () => {
    // No background listening: what a page sees while the service worker cannot start.
    const error = await ask('connection/status', null).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'bad-response' });
    expect((error as Error).message).toMatch(/extension’s background did not answer/);
    expect((error as Error).message).not.toMatch(/server/i);
  });
});
