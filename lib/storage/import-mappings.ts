import type { ColumnMapping } from '../import/import-row';
import { OPTIONS_STORAGE } from './outside-popup-registry';
import { storedItem } from './stored-item';

/** How many headers' mappings are kept: the oldest go first. */
const MAPPINGS_KEPT = 50;

const mappings = () => storedItem(OPTIONS_STORAGE.importMappings);

/** The mapping last confirmed for files with this header key, if any. */
export async function rememberedMapping(key: string): Promise<ColumnMapping | null> {
  return (await mappings().getValue())[key] ?? null;
}

/** Keeps the mapping confirmed for this header key (moved to the newest place). */
export async function rememberMapping(key: string, mapping: ColumnMapping): Promise<void> {
  const { [key]: _earlier, ...others } = await mappings().getValue();
  const kept = Object.entries(others).slice(-(MAPPINGS_KEPT - 1));
  await mappings().setValue({ ...Object.fromEntries(kept), [key]: mapping });
}
