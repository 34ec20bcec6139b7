// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useServerAnswers } from '@/entrypoints/options/common/use-server-answers';
import type { ConnectionHealth, ConnectionState } from '@/lib/connection-state';
import type { ServerId } from '@/lib/servers';

const ORIGIN = 'https://s.example';
const stateOf = (health: ConnectionHealth): ConnectionState => ({
  configured: true,
  serverOrigin: ORIGIN,
  health,
  since: 1,
});

function Shows({ serverId }: { serverId: ServerId }) {
  const answers = useServerAnswers(serverId);
  return <output>{answers === null ? 'unknown' : answers ? 'ask' : 'wait'}</output>;
}

const shown = () => screen.getByRole('status').textContent;

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('whether the options page asks a server for its spaces', () => {
  it('waits while the last answer was a failure that repeats, and asks once the server answers again', async () => {
    await browser.storage.local.set({ connectionState: stateOf({ kind: 'not-an-api' }) });
    render(<Shows serverId="1" />);
    await waitFor(() => expect(shown()).toBe('wait'));
    await browser.storage.local.set({ connectionState: stateOf({ kind: 'connected', dialect: 'classic' }) });
    await waitFor(() => expect(shown()).toBe('ask'));
    await browser.storage.local.set({ connectionState: stateOf({ kind: 'key-rejected' }) });
    await waitFor(() => expect(shown()).toBe('wait'));
  });

  it('asks a server never checked, and one that may answer the next time', async () => {
    await browser.storage.local.set({ 'connectionState@2': stateOf({ kind: 'unreachable', timedOut: true }) });
    render(<Shows serverId="3" />);
    await waitFor(() => expect(shown()).toBe('ask'));
    cleanup();
    render(<Shows serverId="2" />);
    await waitFor(() => expect(shown()).toBe('ask'));
  });
});
