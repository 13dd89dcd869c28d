// Percentiles and a plain table, shared by the benchmarks.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export interface Summary {
  name: string;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(name: string, values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    name,
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const cell = (v: string | number) =>
    typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : v;
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c] ?? '').length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c] ?? ''))));
}
