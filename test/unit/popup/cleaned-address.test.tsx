// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { FunctionComponent } from 'preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPart } from '@/entrypoints/popup/views/form-part';
import { emptyValues, type LinkFormValues } from '@/lib/link-form/values';
import { DEFAULT_SETTINGS } from '@/lib/settings';

const TAB = 'https://example.com/a?id=1&fbclid=IwAR0&utm_source=x#top';
const CLEAN = 'https://example.com/a?id=1#top';

type Cleaned = FunctionComponent<{ popup: FormPart }>;
let CleanedAddress: Cleaned;

// The component remembers, for the popup's lifetime, what was kept and whether a draft was shown:
// each test is a popup of its own.
beforeEach(async () => {
  vi.resetModules();
  ({ CleanedAddress } = await import('@/entrypoints/popup/views/CleanedAddress'));
});
afterEach(cleanup);

interface Options {
  remove?: boolean;
  draft?: LinkFormValues | null;
  /** What the popup saved as the page's draft (change), as opposed to only showing (replace). */
  saved?: string[];
}

/** The popup's URL field and the line, as the form holds them. */
function Form({ remove = true, draft = null, saved = [] }: Options) {
  const [values, setValues] = useState<LinkFormValues>(draft ?? { ...emptyValues(), destination: TAB });
  const data = {
    tabUrl: TAB,
    draft,
    serverId: '1',
    settings: { ...DEFAULT_SETTINGS, trackingParameters: { remove, names: null } },
  };
  const change = (next: LinkFormValues) => {
    saved.push(next.destination);
    setValues(next);
  };
  return (
    <>
      <output data-testid="url">{values.destination}</output>
      <CleanedAddress popup={{ data, values, change, replace: setValues }} />
    </>
  );
}

const shownUrl = () => screen.getByTestId('url').textContent;

describe('the tab’s address in the popup', () => {
  it('is shown cleaned, not saved as a draft, with the line naming what went', async () => {
    const saved: string[] = [];
    render(<Form saved={saved} />);
    await screen.findByText('2 tracking parameters removed');
    expect(shownUrl()).toBe(CLEAN);
    expect(saved).toEqual([]);
    expect(screen.getByText('Removed: fbclid, utm_source')).toBeTruthy();
  });

  it('is kept on request, also when the form is drawn again ("Shorten another")', async () => {
    const saved: string[] = [];
    const { unmount } = render(<Form saved={saved} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep them' }));
    expect(shownUrl()).toBe(TAB);
    // The choice is the user's: it is the page's draft now.
    expect(saved).toEqual([TAB]);
    unmount();
    render(<Form />);
    expect(shownUrl()).toBe(TAB);
    expect(screen.getByTestId('tracking-removed').textContent).toBe('');
  });

  it('is left as it is when the setting is off', () => {
    render(<Form remove={false} />);
    expect(shownUrl()).toBe(TAB);
    expect(screen.getByTestId('tracking-removed').textContent).toBe('');
  });

  it('is left as the user left it in a restored draft, and cleaned again in a fresh form', async () => {
    const { unmount } = render(<Form draft={{ ...emptyValues(), destination: TAB, alias: 'mine' }} />);
    expect(shownUrl()).toBe(TAB);
    expect(screen.getByTestId('tracking-removed').textContent).toBe('');
    unmount();
    render(<Form />);
    await screen.findByText('2 tracking parameters removed');
    expect(shownUrl()).toBe(CLEAN);
  });
});
