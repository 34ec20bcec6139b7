import { Refusal } from './refusal';

/**
 * CHANGELOG.md at a release (Keep a Changelog): what `## [Unreleased]` holds moves under
 * `## [<version>] - <date>`, and an empty `## [Unreleased]` stays above it. When the file links
 * its versions at the bottom (`[unreleased]: …/compare/v1.0.0...HEAD`), the links follow.
 */

const UNRELEASED_HEADING = /^## \[Unreleased\]\s*$/i;
/** The end of a version's section: the next heading of its level or above. */
const SECTION_END = /^#{1,2} /;
/** A Markdown link reference definition: `[label]: destination`. */
const DEFINITION = /^\[([^\]]+)\]:\s*(\S+)\s*$/;
const VERSION_LABEL = /^(?:\d+\.\d+\.\d+|unreleased)$/i;
/** `…/compare/v0.1.0...HEAD`: the changes since the last release, on a forge. */
const COMPARE_TO_HEAD = /^(.+)\/compare\/(.+)\.\.\.HEAD$/;

const isBlank = (line: string) => line.trim() === '';

/** Where the link reference definitions at the end of the file begin (blank lines between them allowed). */
function definitionsStart(lines: readonly string[]): number {
  let start = lines.length;
  for (let at = lines.length - 1; at >= 0; at--) {
    const line = lines[at] ?? '';
    if (DEFINITION.test(line)) start = at;
    else if (!isBlank(line)) break;
  }
  return start;
}

/** The lines of the section under the heading at `headingAt`, without the blank lines around them. */
function sectionBounds(lines: readonly string[], headingAt: number): { start: number; end: number } {
  const limit = definitionsStart(lines);
  let end = headingAt + 1;
  while (end < limit && !SECTION_END.test(lines[end] ?? '')) end++;
  let start = headingAt + 1;
  while (start < end && isBlank(lines[start] ?? '')) start++;
  let last = end;
  while (last > start && isBlank(lines[last - 1] ?? '')) last--;
  return { start, end: last };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const versionHeading = (version: string) => new RegExp(`^## \\[${escapeRegExp(version)}\\]`);

/** The bottom links with `[unreleased]` moved on to `v<version>` and a link for the new version. */
function linksForRelease(definitions: readonly string[], version: string): string[] {
  const labelled = definitions.map((line) => DEFINITION.exec(line));
  if (!labelled.some((match) => match && VERSION_LABEL.test(match[1] ?? ''))) return [...definitions];
  const unreleasedAt = labelled.findIndex((match) => match?.[1]?.toLowerCase() === 'unreleased');
  const compare = COMPARE_TO_HEAD.exec(labelled[unreleasedAt]?.[2] ?? '');
  const label = labelled[unreleasedAt]?.[1];
  if (!compare || label === undefined) {
    throw new Refusal(
      'CHANGELOG.md links its versions at the bottom but has no "[Unreleased]: …/compare/<tag>...HEAD" line to continue from.',
    );
  }
  const [, base = '', since = ''] = compare;
  return [
    ...definitions.slice(0, unreleasedAt),
    `[${label}]: ${base}/compare/v${version}...HEAD`,
    `[${version}]: ${base}/compare/${since}...v${version}`,
    ...definitions.slice(unreleasedAt + 1),
  ];
}

/** The changelog once `version` is released on `date` (YYYY-MM-DD); refuses when there is nothing to release. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
  const lines = changelog.split('\n');
  const headingAt = lines.findIndex((line) => UNRELEASED_HEADING.test(line));
  if (headingAt < 0) throw new Refusal('CHANGELOG.md has no "## [Unreleased]" heading to release from.');
  if (lines.some((line) => versionHeading(version).test(line))) {
    throw new Refusal(`CHANGELOG.md already has a section for ${version}.`);
  }
  const { start, end } = sectionBounds(lines, headingAt);
  if (start === end)
    throw new Refusal('The [Unreleased] section of CHANGELOG.md is empty: there is nothing to release.');

  const linksAt = definitionsStart(lines);
  const between = lines.slice(end, linksAt);
  return [
    ...lines.slice(0, headingAt),
    lines[headingAt] ?? '',
    '',
    `## [${version}] - ${date}`,
    '',
    ...lines.slice(start, end),
    // What followed the section (the blank line and the next version's heading) as it was.
    ...between,
    ...linksForRelease(lines.slice(linksAt), version),
  ].join('\n');
}

/** The text of `version`'s section (the tag's message), without its heading. */
export function changelogSection(changelog: string, version: string): string {
  const lines = changelog.split('\n');
  const headingAt = lines.findIndex((line) => versionHeading(version).test(line));
  if (headingAt < 0) throw new Error(`CHANGELOG.md has no section for ${version}.`);
  const { start, end } = sectionBounds(lines, headingAt);
  return lines.slice(start, end).join('\n');
}
