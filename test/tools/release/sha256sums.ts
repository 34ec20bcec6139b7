import { createHash } from 'node:crypto';

/** A file of the release, by the name it has next to SHA256SUMS. */
export interface Checksummed {
  name: string;
  sha256: string;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * `sha256sum`'s own format, which `sha256sum -c SHA256SUMS` reads back: the hex digest, two
 * spaces (as it writes them on Linux), the file name, one line each.
 */
export function formatSha256Sums(files: readonly Checksummed[]): string {
  return files
    .map(({ name, sha256: digest }) => {
      // sha256sum escapes such names with a backslash; ours never have them, so refuse rather than escape.
      if (/[\\\n/]/.test(name)) throw new Error(`"${name}" is not a plain file name for SHA256SUMS.`);
      if (!/^[0-9a-f]{64}$/.test(digest)) throw new Error(`"${digest}" is not a SHA-256 digest in lowercase hex.`);
      return `${digest}  ${name}\n`;
    })
    .join('');
}
