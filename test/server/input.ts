// Request input as Laravel sees it: PHP-style nested form fields or JSON, merged into one tree.

export type InputValue = string | number | boolean | null | InputValue[] | InputObject;
export interface InputObject {
  [key: string]: InputValue;
}

export function isContainer(v: InputValue | undefined): v is InputValue[] | InputObject {
  return typeof v === 'object' && v !== null;
}

/** Entries of an array or object container, keys as strings (PHP arrays are ordered maps). */
export function entriesOf(v: InputValue[] | InputObject): [string, InputValue][] {
  return Array.isArray(v) ? v.map((item, i) => [String(i), item]) : Object.entries(v);
}

/** Laravel's ConvertEmptyStringsToNull: '' and null mean "sent but empty". */
export function isEmpty(v: InputValue | undefined): boolean {
  return v === undefined || v === null || v === '';
}

export function has(input: InputObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(input, key);
}

function newObject(): InputObject {
  // No prototype, so a field called "__proto__" or "constructor" is just a field.
  return Object.create(null) as InputObject;
}

/**
 * Parse `a=1&country[0][key]=US&pixels[]=1` the way PHP does: bracket segments nest,
 * `[]` appends the next integer index, later keys win.
 */
export function parsePhpForm(text: string): InputObject {
  const root = newObject();
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const open = rawKey.indexOf('[');
    const segments: string[] = [];
    let base = rawKey;
    if (open > 0) {
      // Consume consecutive [..] segments; PHP ignores whatever trails them.
      let rest = rawKey.slice(open);
      let m = /^\[([^\]]*)\]/.exec(rest);
      if (m) base = rawKey.slice(0, open);
      while (m) {
        segments.push(m[1] ?? '');
        rest = rest.slice(m[0].length);
        m = /^\[([^\]]*)\]/.exec(rest);
      }
    }
    assignPath(root, base, segments, value);
  }
  return root;
}

function nextIndex(obj: InputObject): string {
  let max = -1;
  for (const k of Object.keys(obj)) if (/^\d+$/.test(k)) max = Math.max(max, Number(k));
  return String(max + 1);
}

function assignPath(root: InputObject, base: string, segments: string[], value: string): void {
  if (segments.length === 0) {
    root[base] = value;
    return;
  }
  let container: InputObject = root;
  let key = base;
  for (const segment of segments) {
    const existing = container[key];
    let child: InputObject;
    if (isContainer(existing) && !Array.isArray(existing)) child = existing;
    else {
      child = newObject();
      container[key] = child;
    }
    container = child;
    key = segment === '' ? nextIndex(child) : segment;
  }
  container[key] = value;
}

/** JSON bodies keep their types (Laravel echoes a JSON number as a number). Non-objects are ignored. */
export function parseJsonBody(text: string): InputObject {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return toInput(parsed);
  } catch {
    // Laravel treats an unparsable JSON body as no input at all.
  }
  return newObject();
}

function toInput(value: object): InputObject {
  const out = newObject();
  for (const [k, v] of Object.entries(value)) {
    const converted = toInputValue(v);
    if (converted !== undefined) out[k] = converted;
  }
  return out;
}

function toInputValue(v: unknown): InputValue | undefined {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((item) => toInputValue(item) ?? null);
  if (typeof v === 'object') return toInput(v);
  return undefined;
}

/** Flatten back to `country[0][key]` form for the request log. */
export function flattenInput(input: InputObject, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const name = prefix === '' ? k : `${prefix}[${k}]`;
    if (isContainer(v)) {
      const nested: InputObject = newObject();
      for (const [ck, cv] of entriesOf(v)) nested[ck] = cv;
      Object.assign(out, flattenInput(nested, name));
    } else out[name] = v === null ? '' : String(v);
  }
  return out;
}

/** Top-level names of query and body together, sorted: `country[0][key]` counts as `country`. */
export function paramNames(...inputs: InputObject[]): string[] {
  const names = new Set<string>();
  for (const input of inputs) for (const k of Object.keys(input)) names.add(k);
  return [...names].sort();
}
