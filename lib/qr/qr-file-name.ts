/**
 * A QR file's name from the link's alias (`abc-qr.png`), or, without one, the short URL's last
 * path segment. Only letters, digits, `-` and `_` are kept: an alias may hold characters a file
 * system refuses, and a name never starts with a dot.
 */
export function qrFileName(link: { alias: string; shortUrl: string }, extension: 'png' | 'svg'): string {
  const base = safe(link.alias) || safe(lastSegment(link.shortUrl)) || 'link';
  return `${base}-qr.${extension}`;
}

function safe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

function lastSegment(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    return decodeURIComponent(segments.at(-1) ?? '');
  } catch {
    return '';
  }
}
