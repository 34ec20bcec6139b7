/** The parts of `web-ext lint --output json` this project reads. */
export interface LintMessage {
  code: string;
  message: string;
  description?: string;
  /** Path inside the extension, with forward slashes. */
  file?: string;
  line?: number;
  /** 1-based, like `line`. */
  column?: number;
}

export interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

/** Where a message points, e.g. `chunks/a.js:1:8754`. */
export const locationOf = (message: LintMessage): string =>
  [message.file ?? '(extension)', message.line, message.column].filter((part) => part !== undefined).join(':');
