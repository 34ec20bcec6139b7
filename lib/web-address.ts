/** Only web pages can be shortened: browser pages, files and extension pages cannot. */
export function isWebAddress(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Selected text that is one web address (spaces around it allowed), or null. */
export function webAddressInSelection(selection: string | undefined): string | null {
  const text = selection?.trim() ?? '';
  if (/\s/.test(text)) return null;
  return isWebAddress(text) ? new URL(text).href : null;
}
