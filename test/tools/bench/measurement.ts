/**
 * One number the bench reports. Sizes now; timing measurements (popup interactive, shortening
 * overhead, options rendering) can be added later as more of these with unit 'ms'.
 */
export interface Measurement {
  section: string;
  name: string;
  value: number;
  unit: 'bytes' | 'ms' | 'count';
  /** Raw size, shown next to gzip sizes for context. */
  raw?: number;
  budget?: number;
}

export const overBudget = (m: Measurement): boolean => m.budget !== undefined && m.value > m.budget;
