import { downloadBlob } from '@/lib/download-file';

/** Saves `text` as a file through the browser's downloads. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Today's date in the user's time zone as YYYY-MM-DD, for a file name that sorts by date. */
export function fileDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
