/** One number the bench reports: a size in bytes or a timing in milliseconds. */
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
