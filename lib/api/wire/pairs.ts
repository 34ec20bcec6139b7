/** Query and form parameters as both dialects build them: name–value pairs, in order. */
export type Pairs = [string, string][];

/** Adds a parameter the caller chose; an absent value sends nothing. */
export function add(pairs: Pairs, name: string, value: string | number | undefined): void {
  if (value !== undefined) pairs.push([name, String(value)]);
}

/** On update, `null` clears a field: the server reads an empty value as "none". */
export function addClearable(pairs: Pairs, name: string, value: string | number | null | undefined): void {
  if (value !== undefined) pairs.push([name, value === null ? '' : String(value)]);
}
