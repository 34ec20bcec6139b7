/**
 * Saves `text` as a file through the browser's downloads (a temporary link with `download`), as
 * a page without the downloads permission can.
 */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob after the click returns: revoking at once may cut it off.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Today's date in the user's time zone as YYYY-MM-DD, for a file name that sorts by date. */
export function fileDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
