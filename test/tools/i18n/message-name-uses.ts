import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every place the product code writes a message name, judged by the type checker, so that the
 * build may rename message names in the package (test/tools/build-plugins/packaged-messages.ts)
 * without changing what anything else reads. The renaming rewrites every string literal equal to
 * a message name; that is right exactly when:
 * - each such literal stands where a message name is expected: its contextual type is made of
 *   message names only (`t(…)`'s MessageKey, tCount's PluralKey, a `Record<…, MessageKey>`);
 * - no message name is an object key or property name (a literal key would be renamed while
 *   `obj.name` reads are not);
 * - no message name is made at run time (`` `connect${kind}` ``, `as MessageKey`), which the
 *   renaming cannot see. lib/i18n/plural.ts appends a plural category to a base the renaming
 *   has already given (`${base}_${category}`): the package keeps those suffixes.
 */

export interface MessageNameMisuse {
  /** `path:line`, project-relative. */
  at: string;
  problem: string;
}

const PRODUCT_FOLDERS = ['components', 'entrypoints', 'lib'];
/** Where a counted message's form is put together from its (renamed) base. */
const PLURAL_FORMS_MODULE = 'lib/i18n/plural.ts';
const MESSAGE_TYPES = /\b(MessageKey|PluralKey)\b/;

const isPropertyName = (node: ts.Identifier): boolean => {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isShorthandPropertyAssignment(parent)) &&
      parent.name === node) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isBindingElement(parent) &&
      (parent.propertyName ?? parent.name) === node &&
      ts.isObjectBindingPattern(parent.parent))
  );
};

export interface MessageNameSets {
  /** Every string that names a message (plain names, counted bases and forms). */
  all: ReadonlySet<string>;
  /** Those the package renames: the ones whose every use must be a message's. */
  renamed: ReadonlySet<string>;
}

export function messageNameMisuses(projectRoot: string, names: MessageNameSets): MessageNameMisuse[] {
  const configFile = ts.readConfigFile(join(projectRoot, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, projectRoot);
  const inProduct = (file: string) =>
    PRODUCT_FOLDERS.some((folder) => relative(projectRoot, file).startsWith(`${folder}/`));
  const program = ts.createProgram({ rootNames: config.fileNames.filter(inProduct), options: config.options });
  const checker = program.getTypeChecker();

  /** True when every value the type allows is a message name (a type parameter counts by its constraint). */
  const onlyMessageNames = (type: ts.Type | undefined): boolean => {
    if (type === undefined) return false;
    const resolved = type.isTypeParameter() ? checker.getBaseConstraintOfType(type) : type;
    if (resolved === undefined) return false;
    const members = resolved.isUnion() ? resolved.types : [resolved];
    // `undefined` comes with optional properties (`Partial<Record<…, MessageKey>>`).
    const values = members.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    return values.length > 0 && values.every((member) => member.isStringLiteral() && names.all.has(member.value));
  };
  const mentionsMessageNames = (type: ts.Type | undefined): boolean => {
    if (type === undefined) return false;
    const resolved = type.isTypeParameter() ? checker.getBaseConstraintOfType(type) : type;
    const members = resolved?.isUnion() ? resolved.types : resolved ? [resolved] : [];
    return members.some((member) => member.isStringLiteral() && names.renamed.has(member.value));
  };

  const misuses: MessageNameMisuse[] = [];
  for (const source of program.getSourceFiles()) {
    if (!inProduct(source.fileName)) continue;
    const file = relative(projectRoot, source.fileName).split('\\').join('/');
    const report = (node: ts.Node, problem: string) =>
      misuses.push({ at: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, problem });
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (names.renamed.has(node.text)) {
          const parent = node.parent;
          if (ts.isPropertyAssignment(parent) && parent.name === node) report(node, `"${node.text}" as an object key`);
          else if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent)) {
            // A type (`'sectionLinks' | …`) is no value; an import source is no message.
          } else if (!onlyMessageNames(checker.getContextualType(node))) {
            report(node, `"${node.text}" where no message name is expected`);
          }
        }
      } else if (ts.isIdentifier(node) && names.renamed.has(node.text) && isPropertyName(node)) {
        report(node, `"${node.text}" as a property name`);
      } else if (
        ts.isTemplateExpression(node) ||
        (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
      ) {
        if (file !== PLURAL_FORMS_MODULE && mentionsMessageNames(checker.getContextualType(node))) {
          report(node, 'a message name put together at run time');
        }
      } else if (
        (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
        MESSAGE_TYPES.test(node.type.getText())
      ) {
        report(node, `a value asserted to be a message name (${node.type.getText()})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return misuses;
}
