import { fileDate } from '../common/download-file';

/**
 * The name of an export's file: `links-<server host>-<date>.<csv|json>`, e.g.
 * `links-s.example-2026-11-26.json`, so the files of several servers and days sort and tell apart.
 * A port's colon (refused by some file systems) becomes `_`.
 */
export function exportFileName(serverOrigin: string, extension: 'csv' | 'json', now: Date = new Date()): string {
  const host = URL.canParse(serverOrigin) ? new URL(serverOrigin).host : serverOrigin;
  const safeHost = host.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_') || 'server';
  return `links-${safeHost}-${fileDate(now)}.${extension}`;
}
