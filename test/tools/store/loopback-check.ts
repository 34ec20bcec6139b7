import type { Page } from 'playwright-core';

/**
 * What would give a store picture away as a test: the loopback address, or an address with a port
 * where the pictures show public sites (`https://go.example.com/…`, `https://www.example.com/…`).
 */
const LOOPBACK = /127\.0\.0\.1|localhost|\[::1\]|https?:\/\/[^\s/"'<>]+:\d+/;

/**
 * Throws when anything `page` draws holds loopback: its rendered text, the values and placeholders
 * of its fields, and its title (which the pictures' tab shows). Attributes that are never drawn,
 * such as a tooltip's `title`, are not looked at: a picture cannot show them.
 */
export async function assertNoLoopback(page: Page, what: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement>('input, textarea')].map((field) =>
      field.value === '' ? field.placeholder : field.value,
    );
    const choices = [...document.querySelectorAll('select')].map((select) => select.selectedOptions[0]?.text ?? '');
    return [document.title, document.body.innerText, ...fields, ...choices].join('\n');
  });
  const found = loopbackIn(shown);
  if (found !== null) throw new Error(`${what} shows "${found}", which no store picture may`);
}

/** The first loopback address or address with a port in `text`, with what surrounds it; null when none. */
export function loopbackIn(text: string): string | null {
  const found = LOOPBACK.exec(text);
  if (!found) return null;
  return text.slice(Math.max(0, found.index - 60), found.index + found[0].length + 60);
}
