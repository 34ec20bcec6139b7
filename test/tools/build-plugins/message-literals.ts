/**
 * Where a module names a message: its string literals whose value is a message name (see
 * message-names.ts), found in the ESTree the bundler parses the module into.
 */

export interface MessageLiteral {
  /** The literal's quotes included, as offsets into the module's code. */
  start: number;
  end: number;
  name: string;
}

type Node = Record<string, unknown> & { type: string; start: number; end: number };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** A string literal's value, or null: `'x'`, `"x"` and a template without substitutions. */
function stringValue(node: Node): string | null {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null;
  if (node.type !== 'TemplateLiteral' || (node.expressions as unknown[]).length > 0) return null;
  const [quasi] = node.quasis as { value: { cooked: string | null } }[];
  return quasi?.value.cooked ?? null;
}

/**
 * Positions whose string is no value the code passes around: object keys written `{'a': …}` and
 * import sources. A message name there would be renamed alone while the reads of the same key
 * are not; test/unit/i18n/message-names.test.ts keeps message names out of such places.
 */
function keyPositions(node: Node): unknown[] {
  switch (node.type) {
    case 'Property':
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return node.computed ? [] : [node.key];
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
      return [node.source];
    default:
      return [];
  }
}

/** Every literal of `ast` whose value is one of `names`, in the order of the code. */
export function messageLiterals(ast: unknown, names: ReadonlySet<string>): MessageLiteral[] {
  const found: MessageLiteral[] = [];
  const visit = (value: unknown, skipped: ReadonlySet<unknown>) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, skipped);
      return;
    }
    if (!isNode(value)) return;
    const literal = skipped.has(value) ? null : stringValue(value);
    if (literal !== null && names.has(literal)) found.push({ start: value.start, end: value.end, name: literal });
    const keys = new Set(keyPositions(value));
    for (const [field, child] of Object.entries(value)) {
      if (field !== 'type' && typeof child === 'object') visit(child, keys);
    }
  };
  visit(ast, new Set());
  return found.sort((a, b) => a.start - b.start);
}
