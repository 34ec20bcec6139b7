import type { LabelOptions, RoleOptions, UiRole } from '../../support/ui';
import type { NodeLocator } from './bidi';
import type { ElementFilter } from './element-filter';

/** One query of a locator chain: a BiDi node locator, then what the page checks on each match. */
export interface QueryStep {
  locator: NodeLocator;
  filter: ElementFilter | null;
  /** Playwright-style, for error messages: `getByRole('button', { name: 'Save' })`. */
  description: string;
}

const quoted = (text: string) => JSON.stringify(text);

function nameFilter(name: string | RegExp, exact: boolean): ElementFilter['name'] {
  return typeof name === 'string' ? { text: name, exact } : { source: name.source, flags: name.flags };
}

function describeOptions(options: object): string {
  const parts = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value instanceof RegExp ? String(value) : JSON.stringify(value)}`);
  return parts.length > 0 ? `, { ${parts.join(', ')} }` : '';
}

/**
 * An exact string name is matched by the browser's accessibility tree (BiDi's accessibility
 * locator); a RegExp or a substring is checked in the page over every element of the role.
 */
export function roleStep(role: UiRole, { name, exact = false, level }: RoleOptions = {}): QueryStep {
  const byTree = typeof name === 'string' && exact;
  const filter: ElementFilter = {
    ...(name !== undefined && !byTree ? { name: nameFilter(name, exact) } : {}),
    ...(level !== undefined ? { level } : {}),
  };
  return {
    locator: { type: 'accessibility', value: byTree ? { name, role } : { role } },
    filter: Object.keys(filter).length > 0 ? filter : null,
    description: `getByRole(${quoted(role)}${describeOptions({ name, exact: exact || undefined, level })})`,
  };
}

/**
 * Form fields and other elements named by a label, aria-label or aria-labelledby. Firefox's
 * accessibility locator also returns the <label> itself (named by its own text): `labelled`
 * keeps only the element the label names.
 */
export function labelStep(text: string, { exact = false }: LabelOptions = {}): QueryStep {
  return {
    locator: exact
      ? { type: 'accessibility', value: { name: text } }
      : { type: 'css', value: 'input, textarea, select, [aria-label], [aria-labelledby]' },
    filter: exact ? { labelled: true } : { labelled: true, name: nameFilter(text, false) },
    description: `getByLabel(${quoted(text)}${describeOptions({ exact: exact || undefined })})`,
  };
}

export function testIdStep(testId: string): QueryStep {
  return {
    locator: { type: 'css', value: `[data-testid=${quoted(testId)}]` },
    filter: null,
    description: `getByTestId(${quoted(testId)})`,
  };
}

export function cssStep(selector: string, { hasText }: { hasText?: string } = {}): QueryStep {
  return {
    locator: { type: 'css', value: selector },
    filter: hasText !== undefined ? { hasText } : null,
    description: `locator(${quoted(selector)}${describeOptions({ hasText })})`,
  };
}
