// Injected failures: latency, error statuses, login pages, broken JSON, dropped connections,
// redirects, bodies too long, stalled or cut off, proxy pages, and a write that never answers.
import type { FaultSpec } from './types';

interface ActiveFault {
  spec: FaultSpec;
  remaining: number;
}

export class Faults {
  private list: ActiveFault[] = [];
  private held: (() => void)[] = [];

  /** Resolves when `releaseHeld` is called. */
  hold(): Promise<void> {
    return new Promise((resolve) => this.held.push(resolve));
  }

  releaseHeld(): number {
    const released = this.held;
    this.held = [];
    for (const release of released) release();
    return released.length;
  }

  heldCount(): number {
    return this.held.length;
  }

  add(spec: FaultSpec): void {
    this.list.push({ spec, remaining: spec.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.list = [];
  }

  /** Faults matching this request; each use counts against its `times`. */
  take(method: string, path: string): FaultSpec[] {
    const taken: FaultSpec[] = [];
    for (const fault of this.list) {
      const m = fault.spec.match;
      if (m?.method && m.method.toUpperCase() !== method.toUpperCase()) continue;
      if (m?.path && !path.startsWith(m.path)) continue;
      if (fault.remaining <= 0) continue;
      fault.remaining--;
      taken.push(fault.spec);
    }
    this.list = this.list.filter((f) => f.remaining > 0);
    return taken;
  }
}

/** Validate a FaultSpec that arrived as JSON over the control surface. */
export function parseFaultSpec(v: unknown): FaultSpec | string {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'fault must be a JSON object';
  const o = v as Record<string, unknown>;
  const spec: FaultSpec = {};
  const num = (k: string): number | undefined | string => {
    const x = o[k];
    if (x === undefined) return undefined;
    return typeof x === 'number' && Number.isFinite(x) && x >= 0 ? x : `${k} must be a non-negative number`;
  };
  const bool = (k: string): boolean | undefined | string => {
    const x = o[k];
    if (x === undefined) return undefined;
    return typeof x === 'boolean' ? x : `${k} must be a boolean`;
  };
  if (o.match !== undefined) {
    if (typeof o.match !== 'object' || o.match === null) return 'match must be an object';
    const m = o.match as Record<string, unknown>;
    if (m.method !== undefined && typeof m.method !== 'string') return 'match.method must be a string';
    if (m.path !== undefined && typeof m.path !== 'string') return 'match.path must be a string';
    spec.match = {};
    if (typeof m.method === 'string') spec.match.method = m.method;
    if (typeof m.path === 'string') spec.match.path = m.path;
  }
  for (const k of ['times', 'latencyMs', 'status', 'retryAfterSeconds'] as const) {
    const x = num(k);
    if (typeof x === 'string') return x;
    if (x !== undefined) spec[k] = x;
  }
  for (const k of [
    'html',
    'malformedJson',
    'dropConnection',
    'hold',
    'stallAfterHeaders',
    'dropMidBody',
    'storeThenHang',
  ] as const) {
    const x = bool(k);
    if (typeof x === 'string') return x;
    if (x !== undefined) spec[k] = x;
  }
  const hugeBody = num('hugeBody');
  if (typeof hugeBody === 'string') return hugeBody;
  if (hugeBody !== undefined) spec.hugeBody = hugeBody;
  if (o.redirect !== undefined) {
    if (typeof o.redirect !== 'string' || !/^https?:\/\//.test(o.redirect)) return 'redirect must be an http(s) URL';
    spec.redirect = o.redirect;
  }
  if (o.wrongContentType !== undefined) {
    if (typeof o.wrongContentType !== 'string') return 'wrongContentType must be a string (the body)';
    spec.wrongContentType = o.wrongContentType;
  }
  if (o.proxyHtml !== undefined) {
    const status = o.proxyHtml;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 500 || status > 599)
      return 'proxyHtml must be a 5xx status';
    spec.proxyHtml = status;
  }
  return spec;
}

/** Faults that answer instead of the route (the request is not processed). */
export function answersInstead(f: FaultSpec): boolean {
  return (
    f.dropConnection === true ||
    f.status !== undefined ||
    f.html === true ||
    f.malformedJson === true ||
    f.redirect !== undefined ||
    f.hugeBody !== undefined ||
    f.stallAfterHeaders === true ||
    f.dropMidBody === true ||
    f.wrongContentType !== undefined ||
    f.proxyHtml !== undefined
  );
}

/** The CLI's `--faults` value: one FaultSpec or an array of them, as JSON. */
export function parseFaultsArgument(text: string): FaultSpec[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return '--faults must be JSON: a fault object or an array of them';
  }
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const specs: FaultSpec[] = [];
  for (const [index, item] of list.entries()) {
    const spec = parseFaultSpec(item);
    if (typeof spec === 'string') return `--faults[${String(index)}]: ${spec}`;
    specs.push(spec);
  }
  return specs;
}
