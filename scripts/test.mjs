#!/usr/bin/env node
// `npm test`: lint, types, the unit, component and server suites (PGlite, and PostgreSQL too when DATABASE_URL is
// set), and the browser journeys when Chromium is present (the call and dates ones on the development server too,
// and the live ones on two servers when PostgreSQL and Redis are given). Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { buildWebIfStale } from './bootstrap.mjs';
import { FAULT_FILES } from './fault-suite.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'rookery-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** The names of the tests that failed, printed again at the end so that a log's tail says which ones. */
const failedTests = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // With the first line of why, so that a log's tail alone can be read (a CI log may be kept only in part).
    for (const test of failed) {
      failedTests.push(`${where} › ${test.fullName}: ${gist(test.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && failed.length === 0) {
      failedTests.push(`${where}: ${firstLine(file.message) || 'failed outside its tests'}`);
    }
  }
}

/**
 * An error's first line with its Expected and Received lines, if it has them, without colour codes (vitest and
 * Playwright colour their messages).
 */
function gist(text) {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim());
  const told = lines.filter((line) => /^(Expected|Received)\b/.test(line)).slice(0, 2);
  return [firstLine(lines.find(Boolean)), ...told].join(' · ').slice(0, 400);
}

function firstLine(text) {
  return String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats, suites = [], errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failedTests.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${gist(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites) visit(suite, []);
  for (const error of errors) failedTests.push(`${path.basename(file)}: ${firstLine(error.message)}`);
}

function vitest(name, file, env, args = []) {
  const ok = step(
    name,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
    env,
  );
  countVitest(file);
  if (!ok && !existsSync(file)) totals.failed += 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

step('lint (Biome)', 'npx', ['biome', 'check', '.']);
step('contract (current, and no break of an existing client)', 'npx', [
  'tsx',
  'scripts/contract.ts',
  '--check',
]);
step('types (tsc --noEmit, every package)', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']);
vitest('unit, component and server tests on PGlite', path.join(reports, 'pglite.json'), { DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  // The web's component tests touch no database: the PGlite pass above ran them. The fault suite is a step of its own.
  vitest('server tests on PostgreSQL', path.join(reports, 'postgres.json'), {}, [
    '--project',
    'unit and server',
    ...FAULT_FILES.flatMap((file) => ['--exclude', file]),
  ]);
  // Whatever REDIS_URL says: the locked-table and locked-room files need PostgreSQL only, and the others skip with a
  // sentence without Redis.
  vitest('fault suite (two servers, PostgreSQL, Redis)', path.join(reports, 'faults.json'), {}, [
    '--project',
    'unit and server',
    ...FAULT_FILES,
  ]);
} else {
  console.log('\n(PostgreSQL suite skipped: DATABASE_URL is not set; .ci/run sets it)');
}

/** One Playwright run (`config`: e2e's default, or one of its other configs), counted from its JSON report. */
function playwright(name, config, report) {
  const file = path.join(reports, report);
  const ok = step(name, 'npx', ['playwright', 'test', '-c', config], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
  if (!ok && !existsSync(file)) totals.failed += 1;
}

if (existsSync(chromium)) {
  buildWebIfStale();
  playwright('browser journeys (Playwright, Chromium)', 'e2e', 'e2e.json');
  // The call and dates journeys again on the development server (`npm run dev`: Vite, StrictMode), where
  // effects run twice, so an effect unsafe to repeat shows there.
  playwright(
    'call and dates journeys on the development server (Playwright, StrictMode)',
    'e2e/playwright.dev.config.ts',
    'e2e-dev.json',
  );
  // An unanswered call, on a server whose calls ring for a few seconds (CALL_NO_ANSWER_MS).
  playwright(
    'unanswered call journey (Playwright, short CALL_NO_ANSWER_MS)',
    'e2e/playwright.short-calls.config.ts',
    'e2e-short-calls.json',
  );
  // The explicit-image shield, on a server whose threshold flags one fixture (SHIELD_THRESHOLD).
  playwright(
    'explicit-image shield journey (Playwright, SHIELD on)',
    'e2e/playwright.shield.config.ts',
    'e2e-shield.json',
  );
  // The live journeys again with two servers sharing PostgreSQL and Redis (A on one, B on the other).
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    playwright(
      'live journeys on two servers with Redis (Playwright)',
      'e2e/playwright.two-servers.config.ts',
      'e2e-two-servers.json',
    );
  } else {
    console.log(
      '\n(two-server live journeys skipped: DATABASE_URL and REDIS_URL are not both set; .ci/run sets them)',
    );
  }
  // The production topology through nginx (two servers from PROD_DIR's build when .ci/run made one, else
  // from source), with coturn, SMTP over TLS and s3rver.
  if (existsSync('/usr/sbin/nginx') && hasCommand('turnserver')) {
    playwright(
      'production topology journey (nginx, two servers, coturn, SMTPS, s3rver)',
      'e2e/playwright.topology.config.ts',
      'e2e-topology.json',
    );
  } else if (process.env.CI) {
    console.error('\nCI is set but nginx or coturn is missing: .ci/run installs them.');
    failures.push('production topology journey');
    totals.failed += 1;
  } else {
    console.log('\n(production topology journey skipped: apt-get install nginx coturn, or run .ci/run)');
  }
} else if (process.env.E2E === '1') {
  console.error(`\nE2E=1 but Chromium was not found at ${chromium}.`);
  failures.push('browser journeys');
  totals.failed += 1;
} else {
  console.log(
    `\n(browser journeys skipped: no Chromium at ${chromium}; apt-get install chromium, or run .ci/run)`,
  );
}

rmSync(reports, { recursive: true, force: true });
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `  ✘ ${t}`).join('\n')}`);
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
