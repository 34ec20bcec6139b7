/**
 * The README's build-from-source steps, read from the README itself so that what AMO's reviewers
 * are told and what the release checks are one text: the one ```sh block of the section
 * `## Build it from source`, each non-empty line one command (its `# comment` dropped).
 */

export const BUILD_STEPS_HEADING = '## Build it from source';

/** A fence opens with three or more backticks or tildes, and closes with the same kind, as long or longer. */
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;

interface Block {
  language: string;
  lines: string[];
}

/** The fenced blocks from the start of `lines` to the next heading of level 1 or 2 outside a block. */
function blocksOfSection(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let open: { fence: string; block: Block } | undefined;
  for (const line of lines) {
    const fence = FENCE.exec(line);
    if (open) {
      // A fence is one character repeated, so starting with the opening fence means same kind, as long or longer.
      if (fence?.[2] === '' && (fence[1] ?? '').startsWith(open.fence)) {
        blocks.push(open.block);
        open = undefined;
      } else open.block.lines.push(line);
    } else if (fence) {
      open = { fence: fence[1] ?? '', block: { language: fence[2] ?? '', lines: [] } };
    } else if (/^#{1,2} /.test(line)) break;
  }
  if (open) throw new Error(`README.md: the section "${BUILD_STEPS_HEADING}" has a code block that is never closed.`);
  return blocks;
}

/** Drops a comment as bash does: a `#` at the start of a word, outside quotes. */
function withoutComment(line: string): string {
  let quote: string | undefined;
  for (let at = 0; at < line.length; at++) {
    const char = line[at];
    if (quote) {
      if (char === quote) quote = undefined;
      else if (char === '\\' && quote === '"') at++;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '\\') at++;
    else if (char === '#' && (at === 0 || /\s/.test(line[at - 1] ?? ''))) return line.slice(0, at).trimEnd();
  }
  return line.trimEnd();
}

/** The commands of the README's build-from-source block, in order; throws when the README does not have exactly one. */
export function readBuildSteps(readme: string): string[] {
  const lines = readme.split('\n');
  const headingAt = lines.findIndex((line) => line.trimEnd() === BUILD_STEPS_HEADING);
  if (headingAt < 0) throw new Error(`README.md has no section "${BUILD_STEPS_HEADING}".`);
  const shellBlocks = blocksOfSection(lines.slice(headingAt + 1)).filter((block) => block.language === 'sh');
  if (shellBlocks.length !== 1) {
    throw new Error(
      `README.md's section "${BUILD_STEPS_HEADING}" must hold exactly one \`\`\`sh block; it holds ${shellBlocks.length}.`,
    );
  }
  const commands = (shellBlocks[0]?.lines ?? []).map((line) => withoutComment(line).trim()).filter(Boolean);
  if (commands.length === 0)
    throw new Error(`README.md's section "${BUILD_STEPS_HEADING}" has an empty \`\`\`sh block.`);
  return commands;
}
