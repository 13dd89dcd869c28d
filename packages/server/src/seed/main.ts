// `npm run seed -- --users N`: a realistic population in the database the server would use (DATABASE_URL, or
// PGlite in DATA_DIR/db), for trying the app with many people and for the benchmarks. Prints progress, then the
// rows per table, the time, and how to sign in as any seeded person.
import { ConfigError, loadConfig } from '../config.ts';
import { privateDataDir, privateUmask } from '../platform/data-dir/private-data-dir.ts';
import { openDatabase } from '../platform/db/db-client.ts';
import { createStorage } from '../platform/storage/create-storage.ts';
import { SeedError } from './seed-error.ts';
import { parseSeedCommand } from './seed-options.ts';
import { createProgressPrinter } from './seed-progress.ts';
import { type SeedSummary, seedPopulation } from './seed-run.ts';

function report(summary: SeedSummary, where: string): string {
  const width = Math.max(...Object.keys(summary.counts).map((t) => t.length));
  const rows = Object.entries(summary.counts).map(
    ([table, n]) => `  ${table.padEnd(width)}  ${n.toLocaleString('en').padStart(12)}`,
  );
  return [
    '',
    `Seeded ${summary.people.toLocaleString('en')} people into ${where} in ${summary.seconds.toFixed(1)} s` +
      ` (${Math.round(summary.people / summary.seconds).toLocaleString('en')} people/s;` +
      ` ${summary.cpuSeconds.toFixed(1)} s of CPU in this process)` +
      (summary.removed > 0
        ? `, after removing ${summary.removed.toLocaleString('en')} seeded earlier.`
        : '.'),
    'Rows per table:',
    ...rows,
    `Sign in as any seeded person with their email and the password "${summary.password}",`,
    `for example ${summary.exampleEmail}`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  privateUmask();
  const command = parseSeedCommand(process.argv.slice(2), process.env);
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'silent',
    ...(command.databaseUrl ? { DATABASE_URL: command.databaseUrl } : {}),
  });
  privateDataDir(config.dataDir);
  const where = config.db.kind === 'pg' ? 'PostgreSQL' : `PGlite (${config.db.dir})`;
  // A big population's inserts run longer than a request's statement limit.
  const database = await openDatabase(config, { role: 'maintenance' });
  const { storage, close } = createStorage(config.storage);
  try {
    await database.migrate();
    const summary = await seedPopulation(database.db, storage, command, createProgressPrinter());
    process.stdout.write(report(summary, where));
  } finally {
    close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof SeedError || error instanceof ConfigError;
  process.stderr.write(
    known
      ? `${(error as Error).message}\n`
      : `seed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(known ? 2 : 1);
});
