import { output, run } from './commands';

/** Every changed, staged or untracked path (`git status --porcelain`, untracked files one by one). */
export function changedPaths(): string[] {
  return output('git', ['status', '--porcelain', '--untracked-files=all'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

export function tagExists(tag: string): boolean {
  return output('git', ['tag', '--list', tag]).trim() !== '';
}

export function commitFiles(paths: readonly string[], message: string): void {
  run('git', ['add', '--', ...paths]);
  run('git', ['commit', '--quiet', '--message', message]);
}

/** An annotated tag; `whitespace` keeps the message's `### Added` lines, which git would drop as comments. */
export function annotatedTag(tag: string, message: string): void {
  run('git', ['tag', '--annotate', '--cleanup=whitespace', '--file=-', tag], { input: message });
}
