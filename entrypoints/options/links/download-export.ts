import { downloadText } from '../common/download-file';
import type { ExportFiles } from './export-pages';
import { exportFileName } from './export-file-name';

const TYPES = { csv: 'text/csv;charset=utf-8', json: 'application/json;charset=utf-8' } as const;

/** Saves one of an export's files, named by the server and the day its last page came. */
export function downloadExport(files: ExportFiles, format: 'csv' | 'json', serverOrigin: string): void {
  downloadText(files[format](), exportFileName(serverOrigin, format, files.date), TYPES[format]);
}
