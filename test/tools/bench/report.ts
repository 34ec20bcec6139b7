import { KB } from './budgets';
import { overBudget, type Measurement } from './measurement';

export const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;
const format = (value: number, unit: Measurement['unit']) =>
  unit === 'bytes' ? kb(value) : unit === 'ms' ? `${value.toFixed(1)} ms` : String(value);

/** Plain-text table with aligned columns; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

/** Measurements grouped by section, each with its budget verdict. */
export function measurementTable(measurements: Measurement[]): string {
  const rows = [['measurement', 'raw', 'value', 'budget', '']];
  for (const m of measurements) {
    rows.push([
      `${m.section}: ${m.name}`,
      m.raw === undefined ? '' : kb(m.raw),
      format(m.value, m.unit),
      m.budget === undefined ? '' : `≤ ${format(m.budget, m.unit)}`,
      m.budget === undefined ? '' : overBudget(m) ? 'OVER' : 'ok',
    ]);
  }
  return table(rows);
}
