// Variants of one call measured side by side (the statement benches): each runs CALLS times in a round, the order
// turning every round, so a change in the machine's load hits every variant alike; the table gives each variant's
// median µs a call and how it compares with the first one.
import { loadavg } from 'node:os';
import { printTable } from './table.ts';

export async function interleaved(
  title: string,
  variants: Record<string, () => Promise<unknown>>,
  { calls, rounds }: { calls: number; rounds: number },
): Promise<Record<string, number>> {
  const names = Object.keys(variants);
  const perCall: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const call of Object.values(variants)) for (let i = 0; i < 200; i += 1) await call(); // warm up
  for (let round = 0; round < rounds; round += 1) {
    // A different order each round, so no variant always runs right after the same neighbour.
    const order = names.map((_, i) => names[(i + round) % names.length] as string);
    for (const name of order) {
      const call = variants[name] as () => Promise<unknown>;
      const t = performance.now();
      for (let i = 0; i < calls; i += 1) await call();
      perCall[name]?.push(((performance.now() - t) / calls) * 1000);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const base = median(perCall[names[0] as string] ?? []);
  printTable(
    `${title}, µs a call (median of ${rounds} interleaved rounds of ${calls}; load ${loadavg()[0]?.toFixed(1)})`,
    Object.entries(perCall).map(([name, values]) => ({
      variant: name,
      'µs/call': Math.round(median(values)),
      min: Math.round(Math.min(...values)),
      max: Math.round(Math.max(...values)),
      [`vs ${names[0]}`]: `${((median(values) / base) * 100).toFixed(0)}%`,
    })),
  );
  return Object.fromEntries(Object.entries(perCall).map(([name, values]) => [name, median(values)]));
}
