import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Finds user-visible English left in the product code, so that every sentence ends up in
 * public/_locales (issue: "no user-visible English literal remains in components or lib/").
 * A heuristic over the syntax tree, tuned to this code base:
 * - text between JSX tags (`<p>Saved</p>`);
 * - string values of props people read or hear (`label`, `title`, `aria-label`, `placeholder`,
 *   `hint`, `…Label`, `…Text`, `message`…);
 * - any other string that reads as prose: a capitalised word followed by more words (`'Wait a
 *   minute and try again.'`), or a lone capitalised word (`'Private'`).
 * Code-ish strings are not text: message keys (`'menuShortenPage'`), CSS classes, ids, URLs,
 * imports, types, object keys. A string that is not for people but looks like prose (an HTTP
 * header, a log line) is marked with `// i18n-ignore: <why>` on the line above.
 */

export interface VisibleLiteral {
  /** Project-relative path, `/`-separated. */
  file: string;
  line: number;
  column: number;
  kind: 'jsx-text' | 'prop' | 'prose';
  text: string;
}

/** The folders whose code the user sees the output of. */
const SCANNED_FOLDERS = ['components', 'entrypoints', 'lib'] as const;

const VISIBLE_PROP =
  /^(label|title|alt|placeholder|hint|summary|message|description|caption|legend|heading|aria-(label|description|placeholder|roledescription|valuetext))$|(Label|Text|Title|Message|Hint|Heading|Description)$/;

/** Props that carry code, never text, whatever their value looks like. */
const CODE_PROP =
  /^(class|className|id|key|type|name|role|href|src|for|htmlFor|data-[\w-]+|aria-(controls|describedby|labelledby|live|current|expanded|haspopup|hidden|invalid|busy|modal|pressed|selected|checked|disabled|required|atomic|relevant|owns|activedescendant|errormessage|details|flowto|level|posinset|setsize|sort|orientation|autocomplete|multiselectable|readonly|valuemax|valuemin|valuenow)|autocomplete|inputMode|enterKeyHint|method|target|rel|lang|dir|testId)$/;

const HAS_LETTERS = /\p{L}{2,}/u;
/** A capitalised word then another word: "Save failed", "Copy the short link". */
const PROSE = /^[^\p{L}]*\p{Lu}\p{Ll}*[’'\p{Ll}]*[,:]?\s+[\p{L}\d“"'(]/u;
/** One capitalised word, as a label: "Private", "Delete". Not an acronym ("GET") nor CamelCase. */
const LONE_WORD = /^\p{Lu}\p{Ll}+[.…:!?]?$/u;
const IGNORE_MARK = 'i18n-ignore';

function isCodeLike(text: string): boolean {
  return (
    /^(https?:|\/|\.|#|@|[a-z]+:\/\/)/.test(text) || /[{}<>=]|\$\{|=>/.test(text) || /^[\w-]+(\.[\w-]+)+$/.test(text)
  );
}

function looksLikeProse(text: string): boolean {
  const trimmed = text.trim();
  if (!HAS_LETTERS.test(trimmed) || isCodeLike(trimmed)) return false;
  return PROSE.test(trimmed) || LONE_WORD.test(trimmed);
}

/** The static text of a string or template literal (template holes become "…"). */
function staticText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => `…${span.literal.text}`)].join('');
  return null;
}

/** Strings that are code by their place in the tree, whatever they say. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
  if (ts.isExternalModuleReference(parent) || ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent) || ts.isTaggedTemplateExpression(parent)) return true;
  if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText())) return true;
  // console.* and t('key') take no user-visible English.
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    if (
      callee.startsWith('console.') ||
      /^(t|tCount|lookUpMessage|querySelector(All)?|getElementById|addEventListener)$/.test(callee.replace(/^.*\./, ''))
    )
      return true;
  }
  return false;
}

function isIgnored(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return (lines[line] ?? '').includes(IGNORE_MARK) || (lines[line - 1] ?? '').includes(IGNORE_MARK);
}

/** The user-visible literals of one source text. */
export function scanSource(file: string, text: string): VisibleLiteral[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: VisibleLiteral[] = [];
  const add = (node: ts.Node, literalKind: VisibleLiteral['kind'], value: string) => {
    if (isIgnored(source, node)) return;
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({
      file,
      line: line + 1,
      column: character + 1,
      kind: literalKind,
      text: value.trim().replace(/\s+/g, ' '),
    });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (HAS_LETTERS.test(node.text)) add(node, 'jsx-text', node.text);
      return;
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (CODE_PROP.test(name)) return;
      const value = node.initializer;
      if (value && VISIBLE_PROP.test(name)) {
        const literals = ts.isStringLiteral(value) ? [value] : collectStrings(value);
        for (const literal of literals) {
          const textValue = staticText(literal);
          if (
            textValue !== null &&
            HAS_LETTERS.test(textValue) &&
            !isCodeLike(textValue.trim()) &&
            !isCodePosition(literal)
          )
            add(literal, 'prop', textValue);
        }
        return;
      }
    }
    const textValue = staticText(node);
    if (textValue !== null) {
      if (!isCodePosition(node) && looksLikeProse(textValue)) add(node, 'prose', textValue);
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The string and template literals inside an expression, e.g. both branches of `a ? 'Yes' : 'No'`. */
function collectStrings(node: ts.Node): ts.Node[] {
  if (staticText(node) !== null) return [node];
  const out: ts.Node[] = [];
  ts.forEachChild(node, (child) => {
    out.push(...collectStrings(child));
  });
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every user-visible literal of the product code under `root`. */
export function scanProject(root: string): VisibleLiteral[] {
  return SCANNED_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder))).flatMap((path) =>
    scanSource(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')),
  );
}

/** The scanned files with at least one literal, with their counts. */
export function countByFile(literals: readonly VisibleLiteral[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const literal of literals) counts.set(literal.file, (counts.get(literal.file) ?? 0) + 1);
  return counts;
}
