// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FinderResult } from '@/entrypoints/popup/finder/FinderResult';
import { sampleLink } from '../link-form/fixtures';

afterEach(cleanup);

function show(overrides: Parameters<typeof sampleLink>[0] = {}) {
  const handlers = { onKeyDown: vi.fn(), onCopy: vi.fn(), onToggleQr: vi.fn() };
  render(<FinderResult link={sampleLink(overrides)} qrShown={false} {...handlers} />);
  return handlers;
}

describe('a finder result', () => {
  it('shows the short link as the button that copies, with title, space, clicks and state', () => {
    const { onCopy } = show();
    const pick = screen.getByRole('button', { name: 'https://sho.rt/promo' });
    const about = document.getElementById(pick.getAttribute('aria-describedby') ?? '');
    expect(about?.textContent).toBe('SaleMarketing7 clicks so farActive');
    fireEvent.click(pick);
    expect(onCopy).toHaveBeenCalledOnce();
  });

  it('names its QR button after the alias and says whether the code is open', () => {
    const { onToggleQr } = show();
    const qr = screen.getByRole('button', { name: 'QR code of promo' });
    expect(qr.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(qr);
    expect(onToggleQr).toHaveBeenCalledOnce();
  });

  it('says disabled and expired, and falls back to the destination with no title and no space', () => {
    show({ disabled: true, title: null, space: null, clicks: 1 });
    expect(screen.getByTestId('finder-state').textContent).toBe('Disabled');
    expect(document.querySelector('.finder-about')?.textContent).toBe('https://example.com/sale1 click so farDisabled');
    cleanup();
    show({ clicks: 100 });
    expect(screen.getByTestId('finder-state').textContent).toBe('Expired');
  });
});
