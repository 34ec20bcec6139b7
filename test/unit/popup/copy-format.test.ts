// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { chooseCopyFormat, clipboardTextOf } from '@/entrypoints/popup/copy-format';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const PAGE = 'https://example.com/news/story?id=7';
const SHORT = 'https://s.example/abc';

const popupWith = (settings: Partial<Settings>) => ({
  settings: { ...DEFAULT_SETTINGS, ...settings },
  serverId: '1',
  tabUrl: PAGE,
});

describe("what the popup's Copy puts on the clipboard", () => {
  it('is the address while no format was chosen', async () => {
    const link = { shortUrl: SHORT, title: 'Story [7]', destination: PAGE };
    expect(await clipboardTextOf(link, popupWith({}))).toBe(SHORT);
  });

  it("writes the settings' format, with the link's title, else its destination, for words", async () => {
    const elsewhere = 'https://example.org/other';
    expect(
      await clipboardTextOf(
        { shortUrl: SHORT, title: ' Tom & [Jerry] ', destination: elsewhere },
        popupWith({ copyFormat: 'markdown' }),
      ),
    ).toBe(`[Tom & \\[Jerry\\]](${SHORT})`);
    expect(
      await clipboardTextOf(
        { shortUrl: SHORT, title: null, destination: elsewhere },
        popupWith({ copyFormat: 'html' }),
      ),
    ).toBe(`<a href="${SHORT}">${elsewhere}</a>`);
    // Leading to the page, whose tab shows no title here: the link's own title.
    expect(
      await clipboardTextOf({ shortUrl: SHORT, title: 'Story', destination: PAGE }, popupWith({ copyFormat: 'html' })),
    ).toBe(`<a href="${SHORT}">Story</a>`);
  });

  it("follows the popup's own choice at once, even before (or without) the settings keeping it", async () => {
    const popup = popupWith({ copyFormat: 'markdown' });
    // No background answers here: the save fails, the choice holds for this popup.
    await expect(chooseCopyFormat(popup, 'html')).rejects.toThrow();
    expect(await clipboardTextOf({ shortUrl: SHORT, title: 'Story', destination: PAGE }, popup)).toBe(
      `<a href="${SHORT}">Story</a>`,
    );
  });
});
