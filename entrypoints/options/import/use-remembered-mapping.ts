import type { ColumnMapping } from '@/lib/import/import-row';
import { rememberedMapping, rememberMapping } from '@/lib/storage/import-mappings';

/**
 * The column mappings the person confirmed, by the header of the file (`mappingKey`): the next file
 * with that header opens on them. A storage failure only loses the memory, never the import.
 */
export const recallMapping = (key: string): Promise<ColumnMapping | null> => rememberedMapping(key).catch(() => null);

export function keepMapping(key: string, mapping: ColumnMapping): void {
  rememberMapping(key, mapping).catch(() => undefined);
}
