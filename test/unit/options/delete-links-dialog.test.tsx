// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DeleteLinksDialog } from '@/entrypoints/options/links/DeleteLinksDialog';
import { formatNumber } from '@/lib/i18n/format';
import { sampleLink } from '../link-form/fixtures';
import { useBrowserLanguage } from '../support/browser-i18n';

afterEach(cleanup);

const noop = () => undefined;
const links = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    sampleLink({ id: i + 1, alias: `a${i + 1}`, shortUrl: `https://sho.rt/a${i + 1}` }),
  );

describe('the dialog confirming deleted links', () => {
  it('names one link by its alias and sets its short URL in bold inside the sentence', () => {
    render(<DeleteLinksDialog state={{ phase: 'confirming', links: links(1) }} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByRole('heading').textContent).toBe('Delete a1?');
    const bold = screen.getByText('https://sho.rt/a1');
    expect(bold.tagName).toBe('STRONG');
    expect(bold.parentElement?.textContent).toBe(
      'The short link https://sho.rt/a1 will stop working and its statistics will be deleted. This cannot be undone.',
    );
  });

  it('counts several links, lists eight and counts the rest', () => {
    render(<DeleteLinksDialog state={{ phase: 'confirming', links: links(11) }} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByRole('heading').textContent).toBe('Delete 11 links?');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...links(8).map((link) => link.shortUrl),
      'and 3 more links',
    ]);
  });

  it('shows the running count while deleting', () => {
    const state = {
      phase: 'deleting',
      links: links(3),
      progress: { done: 1, total: 3 },
      waitingUntil: null,
      stopping: false,
    } as const;
    render(<DeleteLinksDialog state={state} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByRole('status').textContent).toBe('Deleting… 1 of 3 deleted');
  });

  describe('in an Arabic browser', () => {
    useBrowserLanguage('ar');

    it('keeps the short URL in bold where the Arabic sentence puts it', () => {
      render(<DeleteLinksDialog state={{ phase: 'confirming', links: links(1) }} onConfirm={noop} onCancel={noop} />);
      expect(screen.getByRole('heading').textContent).toBe('حذف a1؟');
      const bold = screen.getByText('https://sho.rt/a1');
      expect(bold.tagName).toBe('STRONG');
      expect(bold.parentElement?.textContent).toBe(
        'سيتوقف الرابط المختصر https://sho.rt/a1 عن العمل وستُحذف إحصاءاته. لا يمكن التراجع عن ذلك.',
      );
    });

    it('uses the plural forms of Arabic: two links, then eleven and three more', () => {
      render(<DeleteLinksDialog state={{ phase: 'confirming', links: links(2) }} onConfirm={noop} onCancel={noop} />);
      expect(screen.getByRole('heading').textContent).toBe('حذف رابطين؟');
      cleanup();
      render(<DeleteLinksDialog state={{ phase: 'confirming', links: links(11) }} onConfirm={noop} onCancel={noop} />);
      expect(screen.getByRole('heading').textContent).toBe(`حذف ${formatNumber(11, 'ar')} رابطًا؟`);
      expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe(`و${formatNumber(3, 'ar')} روابط أخرى`);
    });
  });
});
