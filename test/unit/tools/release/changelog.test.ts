import { describe, expect, it } from 'vitest';
import { changelogSection, releaseChangelog } from '../../../tools/release/changelog';

const changelog = `# Changelog

Intro, linking [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [Unreleased]

### Fixed

- A fix.

### Added

- A feature.

## [0.1.0] - 2026-11-23

### Added

- The first version.
`;

describe('CHANGELOG.md at a release', () => {
  it('moves Unreleased under the version and date, leaving an empty Unreleased above', () => {
    expect(releaseChangelog(changelog, '1.0.0', '2026-11-28')).toBe(`# Changelog

Intro, linking [Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [Unreleased]

## [1.0.0] - 2026-11-28

### Fixed

- A fix.

### Added

- A feature.

## [0.1.0] - 2026-11-23

### Added

- The first version.
`);
  });

  it('refuses an empty Unreleased, blank lines or not', () => {
    const empty = changelog.replace(/## \[Unreleased\][^]*?(?=## \[0\.1\.0\])/, '## [Unreleased]\n\n\n');
    expect(empty).toContain('## [Unreleased]\n\n\n## [0.1.0]');
    expect(() => releaseChangelog(empty, '1.0.0', '2026-11-28')).toThrow(
      'The [Unreleased] section of CHANGELOG.md is empty: there is nothing to release.',
    );
    expect(() => releaseChangelog('# Changelog\n\n## [Unreleased]\n', '1.0.0', '2026-11-28')).toThrow('is empty');
  });

  it('refuses a changelog without Unreleased, or with the version already in it', () => {
    expect(() => releaseChangelog('# Changelog\n\n## [0.1.0] - 2026-11-23\n\n- x\n', '1.0.0', '2026-11-28')).toThrow(
      'CHANGELOG.md has no "## [Unreleased]" heading',
    );
    expect(() => releaseChangelog(changelog, '0.1.0', '2026-11-28')).toThrow('already has a section for 0.1.0');
  });

  it('keeps the links at the bottom in step: Unreleased compares from the new tag, the new version gets its own', () => {
    const linked = `${changelog}
[unreleased]: https://example.com/o/r/compare/v0.1.0...HEAD
[0.1.0]: https://example.com/o/r/releases/tag/v0.1.0
`;
    const released = releaseChangelog(linked, '1.0.0', '2026-11-28');
    expect(released).toContain(`- The first version.

[unreleased]: https://example.com/o/r/compare/v1.0.0...HEAD
[1.0.0]: https://example.com/o/r/compare/v0.1.0...v1.0.0
[0.1.0]: https://example.com/o/r/releases/tag/v0.1.0
`);
    expect(released).toContain('## [Unreleased]\n\n## [1.0.0] - 2026-11-28\n\n### Fixed');
  });

  it('keeps the links out of the moved section when Unreleased is the last one', () => {
    const onlyUnreleased = `## [Unreleased]

- A first change.

[unreleased]: https://example.com/o/r/compare/v0.0.0...HEAD
`;
    expect(releaseChangelog(onlyUnreleased, '0.1.0', '2026-11-28')).toBe(`## [Unreleased]

## [0.1.0] - 2026-11-28

- A first change.

[unreleased]: https://example.com/o/r/compare/v0.1.0...HEAD
[0.1.0]: https://example.com/o/r/compare/v0.0.0...v0.1.0
`);
  });

  it('refuses version links it cannot continue', () => {
    const withoutUnreleased = `${changelog}\n[0.1.0]: https://example.com/o/r/releases/tag/v0.1.0\n`;
    expect(() => releaseChangelog(withoutUnreleased, '1.0.0', '2026-11-28')).toThrow(
      'has no "[Unreleased]: …/compare/<tag>...HEAD" line',
    );
  });

  it("answers a version's section without its heading, for the tag", () => {
    const released = releaseChangelog(changelog, '1.0.0', '2026-11-28');
    expect(changelogSection(released, '1.0.0')).toBe('### Fixed\n\n- A fix.\n\n### Added\n\n- A feature.');
    expect(changelogSection(released, '0.1.0')).toBe('### Added\n\n- The first version.');
  });
});
