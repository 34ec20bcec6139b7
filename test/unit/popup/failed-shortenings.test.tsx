// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { FailedShortenings } from '@/entrypoints/popup/views/FailedShortenings';
import type { FailedEntry } from '@/lib/recent';

afterEach(cleanup);

function failed(id: string, kind: FailedEntry['failure']['kind'], message: string): FailedEntry {
  return {
    id,
    requestId: id,
    pageUrl: `https://example.com/${id}`,
    source: 'context-menu',
    at: 0,
    status: 'failed',
    failure: { kind, message },
    draft: { destination: `https://example.com/${id}` },
  };
}

/** The list as the popup holds it: a dismissed entry leaves it. */
function List({ entries }: { entries: FailedEntry[] }) {
  const [shown, setShown] = useState(entries);
  return (
    <FailedShortenings
      entries={shown}
      problems={{}}
      onRetry={() => undefined}
      onDismiss={(entry) => setShown((list) => list.filter((e) => e.id !== entry.id))}
    />
  );
}

describe('failed shortenings in the popup', () => {
  it('offers Retry only where trying again can help, and Dismiss on every entry', () => {
    render(
      <List
        entries={[
          failed('down', 'network', 'Could not reach the server.'),
          failed('long', 'invalid-input', 'This address is too long for phpShort.'),
          failed('refused', 'validation', 'The url field must not be greater than 2048 characters.'),
        ]}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Retry / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Retry https://example.com/down',
    ]);
    expect(screen.getAllByRole('button', { name: /^Dismiss / })).toHaveLength(3);
  });

  it('takes the keyboard to the row that took a dismissed row’s place, and is gone with the last', () => {
    render(<List entries={[failed('a', 'invalid-input', 'Too long.'), failed('b', 'network', 'Down.')]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss https://example.com/a' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Retry https://example.com/b');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss https://example.com/b' }));
    expect(screen.queryByTestId('failed-shortenings')).toBeNull();
  });
});
