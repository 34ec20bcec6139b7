import { readFile, rm } from 'node:fs/promises';
import jsQR from 'jsqr';
import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { resetExtension } from '../support/extension-state';
import { decodeBilevelPng, modulesFromPath, rgbaOfModules } from '../../unit/qr/qr-pictures';
import { expect, test } from './support/fixtures';

/** The file Firefox saved last whose name ends with `suffix`, waited for. */
async function savedFile(downloads: () => Promise<{ path: string; succeeded: boolean }[]>, suffix: string) {
  let path = '';
  await expect
    .poll(async () => {
      path = (await downloads()).find((d) => d.succeeded && d.path.endsWith(suffix))?.path ?? '';
      return path;
    })
    .not.toBe('');
  return path;
}

describe('QR files in Firefox', () => {
  test("the popup's result saves PNG and SVG through Firefox's downloads, each decoding to the short URL", async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    // The link's options push Shorten down when they arrive: wait for them before clicking by place.
    await popup.aliasField.waitFor();
    await popup.aliasField.fill('fox-qr');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const shortUrl = (await popup.shortUrl.textContent()) ?? '';
    const status = popup.page.locator('.qr-files-status');

    await popup.page.getByRole('button', { name: 'Download the QR code as PNG' }).click();
    await expect.poll(() => status.textContent()).toBe('Saved fox-qr-qr.png');
    const pngPath = await savedFile(() => firefox.downloads(), 'fox-qr-qr.png');
    await popup.page.getByRole('button', { name: 'Download the QR code as SVG' }).click();
    await expect.poll(() => status.textContent()).toBe('Saved fox-qr-qr.svg');
    const svgPath = await savedFile(() => firefox.downloads(), 'fox-qr-qr.svg');
    try {
      const png = decodeBilevelPng(await readFile(pngPath));
      expect(png.width).toBeGreaterThanOrEqual(512);
      const rgba = new Uint8ClampedArray(png.width * png.height * 4);
      png.dark.forEach((row, y) =>
        row.forEach((dark, x) => rgba.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * png.width + x) * 4)),
      );
      expect(jsQR(rgba, png.width, png.height)?.data).toBe(shortUrl);

      const svg = await readFile(svgPath, 'utf8');
      const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
      const { data, side } = rgbaOfModules(modulesFromPath(/ d="([^"]*)"/.exec(svg)?.[1] ?? '', size), 6);
      expect(jsQR(data, side, side)?.data).toBe(shortUrl);
    } finally {
      await rm(pngPath, { force: true });
      await rm(svgPath, { force: true });
    }
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
