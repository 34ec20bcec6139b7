// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from '@/entrypoints/options/common/Pager';
import type { LinkState } from '@/lib/api/model/link';
import type { Page } from '@/lib/api/model/page';
import { useBrowserLanguage } from '../support/browser-i18n';

afterEach(cleanup);

/** Page `page` of `total` rows, ten a page. */
function pageOf(page: number, total: number): Page<number> {
  const first = (page - 1) * 10;
  const count = Math.max(0, Math.min(10, total - first));
  return {
    items: Array.from({ length: count }, (_, index) => first + index),
    unreadable: 0,
    page,
    perPage: 10,
    total,
    lastPage: Math.ceil(total / 10),
  };
}

function renderPager(noun: 'links' | 'spaces', page: Page<number>, shown?: { count: number; state: LinkState }) {
  render(
    <Pager
      noun={noun}
      page={page}
      perPage={10}
      sizes={[10, 25]}
      shown={shown ?? null}
      onPage={() => undefined}
      onPerPage={() => undefined}
    />,
  );
  return {
    summary: screen.getByTestId(`${noun}-range`).textContent,
    position: screen.getByRole('navigation').querySelector('.pager-position')?.textContent,
    label: screen.getByRole('navigation').getAttribute('aria-label'),
  };
}

describe('the pager', () => {
  it('says which rows of how many are shown, and where in the pages', () => {
    expect(renderPager('links', pageOf(2, 23))).toEqual({
      summary: 'Showing 11–20 of 23 links',
      position: 'Page 2 of 3',
      label: 'Pages of links',
    });
    cleanup();
    expect(renderPager('spaces', pageOf(1, 1)).summary).toBe('Showing 1–1 of 1 space');
    cleanup();
    expect(renderPager('spaces', pageOf(1, 0)).summary).toBe('No spaces');
  });

  it("keeps the server's range beside the rows it picked out itself, by their state", () => {
    expect(renderPager('links', pageOf(2, 23), { count: 6, state: 'active' }).summary).toBe(
      '6 active links among links 11–20 of 23',
    );
    cleanup();
    expect(renderPager('links', pageOf(1, 23), { count: 0, state: 'expired' }).summary).toBe(
      '0 expired links among links 1–10 of 23',
    );
  });

  describe('in a German browser', () => {
    useBrowserLanguage('de-DE');

    it('counts with German plural forms and German number formatting', () => {
      expect(renderPager('links', pageOf(1, 1)).summary).toBe('1–1 von 1 Link');
      cleanup();
      expect(renderPager('spaces', pageOf(100, 1234)).summary).toBe('991–1.000 von 1.234 Bereichen');
      cleanup();
      expect(renderPager('links', pageOf(1, 23), { count: 1, state: 'disabled' })).toEqual({
        summary: '1 deaktivierter Link unter den Links 1–10 von 23',
        position: 'Seite 1 von 3',
        label: 'Seiten der Links',
      });
    });
  });

  describe('in an Arabic browser', () => {
    useBrowserLanguage('ar');

    it('uses the dual and the few forms, which English does not have', () => {
      expect(renderPager('links', pageOf(1, 2)).summary).toContain('من أصل رابطين');
      cleanup();
      expect(renderPager('spaces', pageOf(1, 5)).summary).toContain('مساحات');
      cleanup();
      expect(renderPager('links', pageOf(1, 23), { count: 2, state: 'active' }).summary).toContain('رابطان نشطان');
    });
  });
});
