/**
 * The `web-ext lint` warnings the production Firefox build may have, each with why it is
 * accepted. An entry matches one warning only: same code and message, in the emitted file
 * that holds `module` (per the chunk record beside the build, since chunk names change), at
 * code that looks like `flaggedCode`. An entry that no longer matches anything fails the
 * check too, so the list cannot outlive its reason.
 */
export interface AllowedWarning {
  code: string;
  message: string;
  /** Source module (project-relative) the flagged file must contain. */
  module: string;
  /** The flagged code, read from the reported line and column. */
  flaggedCode: RegExp;
  reason: string;
}

export const ALLOWED_WARNINGS: readonly AllowedWarning[] = [
  {
    code: 'UNSAFE_VAR_ASSIGNMENT',
    message: 'Unsafe assignment to innerHTML',
    module: 'node_modules/preact/dist/preact.module.js',
    // Minified `dom.innerHTML = newHtml.__html`: Preact applying a `dangerouslySetInnerHTML` prop.
    flaggedCode: /^[\w$]+\.innerHTML=[\w$]+\.__html\b/,
    reason:
      "Preact's renderer sets innerHTML only for a dangerouslySetInnerHTML prop; the extension passes " +
      'none, so the path never runs. It is part of Preact and cannot be compiled out.',
  },
];
