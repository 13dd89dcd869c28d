// Seeds a PGlite (or DATABASE_URL) database with N people around Auckland and prints the deck query's plan and
// timings: `node --import tsx packages/server/src/modules/deck/testing/explain-deck.ts [N]`. The benchmarks of
// bench/ grow from this; the numbers are a quick check, not the 100k/1M measurement.
import { MONEY } from '@rookery/shared/limits.ts';
import { openDatabase } from '../../../platform/db/db-client.ts';
import { HOME, make, type PersonSpec } from '../../../testing/factories.ts';
import { candidateSql } from '../deck.repo.ts';
import { dayOf } from '../deck.service.ts';
import { eastOf, northOf } from '../grid.ts';

const count = Number(process.argv[2] ?? 20_000);
const url = process.env.DATABASE_URL;
const database = await openDatabase({ db: url ? { kind: 'pg', url } : { kind: 'pglite', dir: null } });
await database.migrate();

// People spread over a 400 km square, a third of them within 30 km of the viewer (a city).
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const genders = ['Male', 'Female', 'Other'] as const;
const preferences = ['Man', 'Woman', 'Any'] as const;
const specs: PersonSpec[] = Array.from({ length: count }, (_, i) => {
  const spread = i % 3 === 0 ? 60 : 400;
  return {
    at: northOf(eastOf(HOME, (random() - 0.5) * spread), (random() - 0.5) * spread),
    gender: genders[Math.floor(random() * 3)] ?? 'Female',
    preference: preferences[Math.floor(random() * 3)] ?? 'Any',
    age: 18 + Math.floor(random() * 50),
    sliders: {
      introvert: Math.floor(random() * 11),
      planner: Math.floor(random() * 11),
      explorer: Math.floor(random() * 11),
      earlybird: Math.floor(random() * 11),
      sweet: Math.floor(random() * 11),
    },
  };
});
const started = performance.now();
await make.people(database.db, specs);
const [viewer] = await make.people(database.db, [{ gender: 'Male', preference: 'Woman', age: 35, at: HOME }]);
if (!viewer) throw new Error('no viewer');
console.log(`seeded ${count} people in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.db.execute(await import('drizzle-orm').then(({ sql }) => sql`analyze`));

const now = new Date();
const query = candidateSql(viewer.id, {
  today: dayOf(now),
  now,
  chilledSince: new Date(now.getTime() - 7 * 86_400_000),
  limit: MONEY.deckSize,
});
const { sql } = await import('drizzle-orm');
const plan = await database.db.execute(sql`explain (analyze, buffers off) ${query}`);
for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) {
  console.log(Object.values(row)[0]);
}
const times: number[] = [];
for (let i = 0; i < 30; i += 1) {
  const t = performance.now();
  await database.db.execute(query);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
console.log(`deck query over ${count} people: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (30 runs)`);
await database.close();
