import { Refusal } from './refusal';

/** A release's version: plain semver `X.Y.Z`, no pre-release or build part. */
interface Version {
  major: number;
  minor: number;
  patch: number;
}

/** Semver's numbers: no leading zeros. */
const PLAIN_SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
/** Chrome refuses a manifest whose version has a part above 65535. */
const LARGEST_PART = 65535;

/** `1.2.3` → its numbers; anything else (`1.2`, `v1.2.3`, `1.2.3-beta`, `01.2.3`, `1.70000.0`) → undefined. */
export function parseVersion(text: string): Version | undefined {
  const match = PLAIN_SEMVER.exec(text);
  if (!match) return undefined;
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if ([major, minor, patch].some((part) => part > LARGEST_PART)) return undefined;
  return { major, minor, patch };
}

/** Negative when `a` comes before `b`, 0 when equal, positive when after. */
export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** Refuses a `requested` version that is not a plain `X.Y.Z` strictly above `current` (package.json's). */
export function checkNextVersion(requested: string, current: string): void {
  const next = parseVersion(requested);
  if (!next) {
    throw new Refusal(
      `"${requested}" is not a plain version X.Y.Z (three numbers, such as 1.0.0, each at most ${LARGEST_PART}).`,
    );
  }
  const now = parseVersion(current);
  if (!now) throw new Refusal(`package.json's version "${current}" is not a plain X.Y.Z, so nothing is above it.`);
  if (compareVersions(next, now) <= 0) {
    throw new Refusal(`${requested} is not above the current version ${current} (package.json).`);
  }
}
