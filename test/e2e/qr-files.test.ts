import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import type { ExtensionSession } from './support/extension-session';
import { decodeQrPicture, downloadBytes } from './support/qr-decode';
import { expect, resetExtension, serverClient, testWithServerOptions } from './support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/** Presses a download button; answers the file's suggested name and bytes. */
async function save(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await downloadBytes(file) };
}

/**
 * PNG and SVG saved, named after the alias, each decoded back to the short URL as Chromium draws
 * it; Copy image leaves a PNG of the same code on the clipboard. `files` is the QR code's group of
 * buttons: the popup's result or the link manager's QR dialog.
 */
async function checkQrFiles(extension: ExtensionSession, page: Page, files: Locator, alias: string, shortUrl: string) {
  const status = files.getByRole('status');

  const png = await save(page, files.getByRole('button', { name: 'Download the QR code as PNG' }));
  expect(png.name).toBe(`${alias}-qr.png`);
  await expect.poll(() => status.textContent()).toBe(`Saved ${alias}-qr.png`);
  const pngRead = await decodeQrPicture(extension.context, png.bytes, 'image/png');
  expect(pngRead.width).toBeGreaterThanOrEqual(512);
  expect(pngRead).toMatchObject({ height: pngRead.width, text: shortUrl });

  const svg = await save(page, files.getByRole('button', { name: 'Download the QR code as SVG' }));
  expect(svg.name).toBe(`${alias}-qr.svg`);
  await expect.poll(() => status.textContent()).toBe(`Saved ${alias}-qr.svg`);
  expect((await decodeQrPicture(extension.context, svg.bytes, 'image/svg+xml')).text).toBe(shortUrl);

  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await files.getByRole('button', { name: 'Copy image' }).click();
  await expect.poll(() => status.textContent()).toBe('Copied');
  const copied = await extension.readClipboardPng();
  expect(copied).not.toBeNull();
  expect((await decodeQrPicture(extension.context, copied ?? Buffer.alloc(0), 'image/png')).text).toBe(shortUrl);
}

describe('QR files', () => {
  test("the popup's result saves the QR code as PNG and SVG named after the alias, and copies it as an image", async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await popup.aliasField.fill('spring-qr');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const shortUrl = (await popup.shortUrl.textContent()) ?? '';
    expect(shortUrl).toMatch(/\/spring-qr$/);

    const files = popup.page.getByRole('group', { name: 'QR code files' });
    await checkQrFiles(extension, popup.page, files, 'spring-qr', shortUrl);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
  });

  test("the link manager's QR code dialog offers the same files for a row, and gives the focus back", async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const link = await serverClient(server).links.create({
      destination: 'https://shop.example/poster',
      alias: 'poster',
    });
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(['poster']);
    const page = options.page;

    const opener = page.getByRole('button', { name: 'QR code of poster' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'QR code' });
    await dialog.waitFor();
    await dialog.getByRole('img', { name: `QR code for ${link.shortUrl}` }).waitFor();
    await checkQrFiles(extension, page, dialog.getByRole('group', { name: 'QR code files' }), 'poster', link.shortUrl);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
