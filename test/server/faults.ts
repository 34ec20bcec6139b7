// Injected failures: latency, error statuses, login pages, broken JSON, dropped connections.
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
  for (const k of ['html', 'malformedJson', 'dropConnection', 'hold'] as const) {
    const x = bool(k);
    if (typeof x === 'string') return x;
    if (x !== undefined) spec[k] = x;
  }
  return spec;
}
