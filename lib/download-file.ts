/**
 * Saves a blob as a file through the browser's downloads (a temporary link with `download`), as
 * an extension page without the downloads permission can: the options page and the popup alike.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
