import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBuildSteps } from '../../../tools/release/build-steps';

const readme = (section: string) => `# The extension

Intro.

## Store packages

\`\`\`sh
npm run zip
\`\`\`

${section}
## Security

\`\`\`sh
rm -rf /
\`\`\`
`;

describe("the README's build-from-source steps", () => {
  it('reads each line of the one sh block as a command, without comments or blank lines', () => {
    const section = `## Build it from source

You need Node.js.

\`\`\`sh
# first, the dependencies
npm ci                  # exact versions

npm run build:firefox   # → .output/firefox-mv2/
echo "a # b" '# c' d\\#e # said
\`\`\`
`;
    expect(readBuildSteps(readme(section))).toEqual(['npm ci', 'npm run build:firefox', `echo "a # b" '# c' d\\#e`]);
  });

  it('ignores blocks in other languages and ### headings within the section', () => {
    const section = `## Build it from source

### What you need

\`\`\`text
not a command
\`\`\`

\`\`\`\`sh
npm ci
\`\`\`\`
`;
    expect(readBuildSteps(readme(section))).toEqual(['npm ci']);
  });

  it('refuses a README without the section', () => {
    expect(() => readBuildSteps(readme('## Build it yourself\n\n```sh\nnpm ci\n```\n'))).toThrow(
      'README.md has no section "## Build it from source".',
    );
  });

  it('refuses a section with two sh blocks, or none', () => {
    const two = '## Build it from source\n\n```sh\nnpm ci\n```\n\n```sh\nnpm run build:firefox\n```\n';
    expect(() => readBuildSteps(readme(two))).toThrow('must hold exactly one ```sh block; it holds 2.');
    // The Security section's block is not this section's.
    expect(() => readBuildSteps(readme('## Build it from source\n\nJust build it.\n'))).toThrow('it holds 0.');
  });

  it('refuses a block of comments only, and a block never closed', () => {
    expect(() => readBuildSteps(readme('## Build it from source\n\n```sh\n# nothing\n```\n'))).toThrow(
      'has an empty ```sh block',
    );
    expect(() => readBuildSteps('## Build it from source\n\n```sh\nnpm ci\n')).toThrow('is never closed');
  });

  it("reads the repository's README: the steps AMO's reviewers are given", () => {
    const text = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    expect(readBuildSteps(text)).toEqual(['npm ci', 'npm run build:firefox']);
  });
});
