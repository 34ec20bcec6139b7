/**
 * Copying a picture to the clipboard, apart from lib/clipboard.ts so the popup's first paint
 * (which copies text) does not carry it.
 */

/**
 * Whether this browser can put a PNG on the clipboard: some Firefox releases have no
 * ClipboardItem, and a browser may have one that refuses images.
 */
export function canCopyImage(): boolean {
  if (typeof ClipboardItem !== 'function' || typeof (navigator as Partial<Navigator>).clipboard?.write !== 'function')
    return false;
  const { supports } = ClipboardItem as { supports?: (type: string) => boolean };
  return typeof supports === 'function' ? supports.call(ClipboardItem, 'image/png') : true;
}

/**
 * Copies a PNG. The item takes the promise, not the bytes: the copy is asked for while the
 * click still counts as the user's, and the picture follows when it is drawn.
 */
export async function copyPng(png: Promise<Blob>): Promise<void> {
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
