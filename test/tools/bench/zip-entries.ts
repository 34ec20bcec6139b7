import { readFileSync } from 'node:fs';

/** One file of a zip as its central directory records it. */
export interface ZipEntry {
  name: string;
  /**
   * What the file costs in the archive: its compressed bytes plus its local header and its
   * central-directory record, so that the costs of all entries and the end record add up to the
   * archive's size.
   */
  bytesInArchive: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;

export interface ZipDirectory {
  entries: ZipEntry[];
  /** The end-of-central-directory record and the archive comment. */
  trailerBytes: number;
}

/**
 * The entries of a zip (no ZIP64: extension packages are far below 4 GB), read from its central
 * directory. The bench uses it to weigh the package without its locale catalogs, which is what the
 * size budget is about: translations grow with every language, the code must not. The entries'
 * costs and the trailer add up to the file's size; the bench checks that they do.
 */
export function readZipDirectory(path: string): ZipDirectory {
  const zip = readFileSync(path);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  if (end < 0) throw new Error(`${path} is not a zip: no end of central directory`);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) throw new Error(`${path}: broken central directory`);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const localExtraLength = zip.readUInt16LE(localOffset + 28);
    const name = zip.toString('utf8', at + CENTRAL_HEADER_SIZE, at + CENTRAL_HEADER_SIZE + nameLength);
    const central = CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    const local = LOCAL_HEADER_SIZE + nameLength + localExtraLength + compressed;
    entries.push({ name, bytesInArchive: central + local });
    at += central;
  }
  return { entries, trailerBytes: zip.length - end };
}
