// The command line of `npm run seed`: what to seed and where, each mistake answered with a sentence.
import { parseArgs } from 'node:util';
import { SeedError } from './seed-error.ts';
import type { SeedOptions } from './seed-run.ts';

export const SEED_USAGE = `Usage: npm run seed -- --users N [--seed 42] [--fresh] [--countries NZ,AU | all]
                       [--database-url postgres://…]
  --users N          how many people to create (1 to 10,000,000)
  --seed S           the random seed: the same seed writes the same people (default 42)
  --fresh            remove earlier seeded people first (other accounts stay)
  --countries LIST   ISO codes of the countries people live in, or "all" (default NZ)
  --database-url U   PostgreSQL to seed; default DATABASE_URL, else PGlite in DATA_DIR/db`;

export interface SeedCommand extends SeedOptions {
  databaseUrl: string | undefined;
}

const MAX_USERS = 10_000_000;

function wholeNumber(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw.replaceAll('_', '').replaceAll(',', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SeedError(
      `--${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}.`,
    );
  }
  return value;
}

export function parseSeedCommand(argv: string[], env: NodeJS.ProcessEnv): SeedCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new SeedError(`${error instanceof Error ? error.message : String(error)}\n${SEED_USAGE}`);
  }
  const { values } = parsed;
  if (values.users === undefined) throw new SeedError(`--users is required.\n${SEED_USAGE}`);
  const countries = (values.countries ?? 'NZ').trim();
  const codes =
    countries.toLowerCase() === 'all' ? [] : countries.split(',').map((c) => c.trim().toUpperCase());
  if (codes.some((c) => !/^[A-Z]{2}$/.test(c))) {
    throw new SeedError('--countries must be two-letter ISO codes separated by commas (NZ,AU), or "all".');
  }
  // An empty DATABASE_URL means PGlite, as it does for the server (config.ts).
  const databaseUrl = values['database-url'] ?? (env.DATABASE_URL || undefined);
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new SeedError('--database-url must be a postgres:// URL.');
  }
  return {
    users: wholeNumber('users', values.users, 1, MAX_USERS),
    seed: wholeNumber('seed', values.seed ?? '42', 0, 2 ** 32 - 1),
    fresh: values.fresh === true,
    countries: codes,
    databaseUrl,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      users: { type: 'string' },
      seed: { type: 'string' },
      fresh: { type: 'boolean' },
      countries: { type: 'string' },
      'database-url': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
}
