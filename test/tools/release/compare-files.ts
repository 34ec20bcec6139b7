/** Two sets of files, each keyed by its path inside its folder, compared byte for byte. */

export type Files = ReadonlyMap<string, Uint8Array>;

/** Every way the rebuild can differ from the package, one line per file, sorted by path. */
export function fileDifferences(packaged: Files, rebuilt: Files): string[] {
  const paths = [...new Set([...packaged.keys(), ...rebuilt.keys()])].sort();
  return paths.flatMap((path) => {
    const expected = packaged.get(path);
    const actual = rebuilt.get(path);
    if (!actual) return [`missing from the rebuild: ${path}`];
    if (!expected) return [`only in the rebuild: ${path}`];
    const at = firstDifference(expected, actual);
    if (at === undefined) return [];
    return [
      `differs: ${path} (${expected.length} bytes packaged, ${actual.length} rebuilt; first difference at byte ${at})`,
    ];
  });
}

function firstDifference(a: Uint8Array, b: Uint8Array): number | undefined {
  const shorter = Math.min(a.length, b.length);
  for (let at = 0; at < shorter; at++) if (a[at] !== b[at]) return at;
  return a.length === b.length ? undefined : shorter;
}
