// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidate, useListAnswer, type ListTopic } from '@/entrypoints/options/common/list-cache';
import { dataOf } from '@/entrypoints/options/common/use-remote';
import type { ServerId } from '@/lib/servers';

/** A server that counts the asks of each list and answers "<list> #<count>". */
function countingServer() {
  const asks = new Map<string, number>();
  const pending: (() => void)[] = [];
  return {
    asks: (name: string) => asks.get(name) ?? 0,
    /** Answers every ask made so far. */
    answerAll: () => pending.splice(0).forEach((answer) => answer()),
    load: (name: string) => () =>
      new Promise<string>((resolve) => {
        const count = (asks.get(name) ?? 0) + 1;
        asks.set(name, count);
        pending.push(() => resolve(`${name} #${count}`));
      }),
  };
}

function List(props: {
  name: string;
  topic: ListTopic;
  serverId: ServerId;
  query: string;
  load: () => Promise<string>;
}) {
  const { state } = useListAnswer<string>(
    { topic: props.topic, serverId: props.serverId, query: props.query },
    props.load,
  );
  return <output aria-label={props.name}>{dataOf(state) ?? 'nothing yet'}</output>;
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

afterEach(() => {
  cleanup();
  // Entries outlive components on purpose: each test starts from a cache without them.
  invalidate('links');
  invalidate('spaces');
});

describe('the options page lists: one keyed cache, invalidated by what changed', () => {
  it('reloads the lists of the invalidated topic and server, and no other', async () => {
    const server = countingServer();
    render(
      <>
        <List name="links-1" topic="links" serverId="1" query="p1" load={server.load('links-1')} />
        <List name="links-2" topic="links" serverId="2" query="p1" load={server.load('links-2')} />
        <List name="spaces-1" topic="spaces" serverId="1" query="p1" load={server.load('spaces-1')} />
      </>,
    );
    server.answerAll();
    await waitFor(() => expect(shown('spaces-1')).toBe('spaces-1 #1'));

    invalidate('links', '1');
    server.answerAll();
    await waitFor(() => expect(shown('links-1')).toBe('links-1 #2'));
    expect([server.asks('links-2'), server.asks('spaces-1')]).toEqual([1, 1]);

    // Without a server, every server's lists of that topic.
    invalidate('links');
    server.answerAll();
    await waitFor(() => expect(shown('links-2')).toBe('links-2 #2'));
    expect([server.asks('links-1'), server.asks('spaces-1')]).toEqual([3, 1]);
  });

  it('shows the kept answer at once when a list comes back, while it asks again', async () => {
    const server = countingServer();
    const first = render(<List name="links" topic="links" serverId="1" query="p1" load={server.load('links')} />);
    server.answerAll();
    await waitFor(() => expect(shown('links')).toBe('links #1'));
    first.unmount();

    render(<List name="links" topic="links" serverId="1" query="p1" load={server.load('links')} />);
    expect(shown('links')).toBe('links #1');
    expect(server.asks('links')).toBe(2);
    server.answerAll();
    await waitFor(() => expect(shown('links')).toBe('links #2'));
  });

  it('forgets the kept answers of an invalidated topic: a list that comes back waits for the new one', async () => {
    const server = countingServer();
    const first = render(<List name="spaces" topic="spaces" serverId="1" query="p1" load={server.load('spaces')} />);
    server.answerAll();
    await waitFor(() => expect(shown('spaces')).toBe('spaces #1'));
    first.unmount();
    invalidate('spaces', '1');

    render(<List name="spaces" topic="spaces" serverId="1" query="p1" load={server.load('spaces')} />);
    expect(shown('spaces')).toBe('nothing yet');
    server.answerAll();
    await waitFor(() => expect(shown('spaces')).toBe('spaces #2'));
  });
});
