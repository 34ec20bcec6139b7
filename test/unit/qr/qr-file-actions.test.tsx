// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QrFileActions } from '@/components/qr/QrFileActions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A ClipboardItem that may say which types it carries, and a clipboard whose write does `write`. */
function stubClipboard(write: (items: unknown[]) => Promise<void>, supportsPng?: boolean) {
  class FakeClipboardItem {
    constructor(readonly items: Record<string, unknown>) {}
    static supports = supportsPng === undefined ? undefined : () => supportsPng;
  }
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  vi.stubGlobal('navigator', Object.create(navigator, { clipboard: { value: { write } } }) as Navigator);
}

const props = { url: 'https://go.example/abc', alias: 'abc' };

describe('QrFileActions', () => {
  it('offers PNG and SVG, named for screen readers, and no Copy image where there is no ClipboardItem', () => {
    vi.stubGlobal('ClipboardItem', undefined);
    render(<QrFileActions {...props} />);
    const group = screen.getByRole('group', { name: 'QR code files' });
    expect(group.querySelectorAll('button')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Download the QR code as PNG' }).textContent).toBe('PNG');
    expect(screen.getByRole('button', { name: 'Download the QR code as SVG' }).textContent).toBe('SVG');
  });

  it('offers no Copy image where the browser says its clipboard takes no PNG', () => {
    stubClipboard(() => Promise.resolve(), false);
    render(<QrFileActions {...props} />);
    expect(screen.queryByRole('button', { name: 'Copy image' })).toBeNull();
  });

  it('copies a PNG and says so, or says clearly that it could not', async () => {
    const written: unknown[][] = [];
    let refuse = false;
    stubClipboard((items) => {
      written.push(items);
      return refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve();
    }, true);
    render(<QrFileActions {...props} />);
    const copy = screen.getByRole('button', { name: 'Copy image' });
    const status = screen.getByRole('status');

    fireEvent.click(copy);
    await vi.waitFor(() => expect(status.textContent).toBe('Copied'));
    const [item] = written[0] as [{ items: Record<string, Promise<Blob>> }];
    expect(Object.keys(item.items)).toEqual(['image/png']);
    expect((await item.items['image/png'])?.type).toBe('image/png');

    refuse = true;
    fireEvent.click(copy);
    await vi.waitFor(() => expect(status.textContent).toBe('The image could not be copied. Download the PNG instead.'));
    expect(status.className).toContain('qr-files-failed');
  });

  it('saves the SVG as a file named after the alias and says which', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    vi.stubGlobal('ClipboardItem', undefined);
    render(<QrFileActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the QR code as SVG' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved abc-qr.svg'));
    fireEvent.click(screen.getByRole('button', { name: 'Download the QR code as PNG' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved abc-qr.png'));
    expect(clicked).toEqual(['abc-qr.svg', 'abc-qr.png']);
  });
});
