// RULES.md "Budgets": the landing page is prerendered HTML with Lighthouse mobile performance ≥ 95 (and accessibility
// ≥ 95). Builds the web app if stale, seeds a small population (npm run seed) into its own data folder, starts the
// built server in production mode on a free port, runs Lighthouse 12 (default mobile config: simulated slow 4G
// and a 4x slower CPU) on the dating site's / and /safedating, /app/signin, /app and the first route after sign-in
// (/app/find, both signed in as a seeded person through the session cookie) and the company site's /, and prints the
// median of the runs (with the default two, the better one) after one warm-up visit of each page.
// Run: npm run bench -- lighthouse (LH_RUNS=n runs per page, default 2; LH_URLS=/,/theteam other dating pages;
// LH_PAGES=app,company only the pages whose row name contains one of these; LH_SAVE=dir keeps each run's report
// JSON). The table's title says the machine's load average before and after: on a shared machine the scores move
// with it (a scheduling delay is blocking time under the 4x CPU slowdown).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { sql } from 'drizzle-orm';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { openDatabase } from '../packages/server/src/platform/db/db-client.ts';
import { freePort } from '../packages/server/src/security/testing/server-child.ts';
import { printTable } from './table.ts';

const root = path.resolve(import.meta.dirname, '..');
// Two runs a page: a third run added a minute to `npm run bench` (15 audits against 10) and moved the reported
// score less than the run-to-run noise it was meant to smooth (docs/PERFORMANCE.md "Lighthouse").
const runs = Number(process.env.LH_RUNS ?? 2);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SEEDED = 300;

function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Production requires real mail and captcha secrets; these pages never send mail or check a captcha.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ALTCHA_HMAC_KEY: 'lighthouse-bench-only-not-a-secret-0123456789abcdef',
    CODE_SECRET: 'lighthouse-bench-only-not-a-secret-0123456789abcdef',
  };
}

/**
 * People in the data folder before the server opens it (PGlite has one process at a time), and the one to sign in
 * as: someone in the densest place whose deck has cards, so /app/find is measured as people see it.
 */
async function seed(port: number, dataDir: string): Promise<string> {
  // A child of its own, awaited without blocking, so that Chrome starts meanwhile.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/server/src/seed/main.ts', '--users', String(SEEDED)],
    { cwd: root, env: serverEnv(port, dataDir), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (status !== 0) throw new Error(`seeding failed: ${stderr}`);
  const database = await openDatabase({ db: { kind: 'pglite', dir: path.join(dataDir, 'db') } });
  try {
    const found = await database.db.execute(sql`
      select u.email from users u join profiles p on p.user_id = u.id join deck_positions d on d.user_id = u.id
      where d.deckable and p.gender = 'Female' and p.preference = 'Man'
      order by (select count(*) from deck_positions o where o.zone / 2 = d.zone / 2 and o.gender_bit = 1) desc,
               u.email
      limit 1`);
    const email = (found as unknown as { rows: { email: string }[] }).rows[0]?.email;
    if (!email) throw new Error('seeding left nobody to sign in as');
    return email;
  } finally {
    await database.close();
  }
}

/** The session cookie of a seeded person, as the browser would hold it after signing in. */
async function signIn(port: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: `rookery.localhost:${port}` },
    body: JSON.stringify({
      data: { platform: 'Email', username: email, password: 'penguin-pebbles', deviceid: 'web' },
    }),
  });
  // Every cookie the answer sets (the session is not always the first), as the browser would send them back.
  const cookie = response.headers
    .getSetCookie()
    .map((one) => one.split(';')[0])
    .join('; ');
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(port, dataDir),
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error('the server did not answer /healthz within 120 s');
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// A type alias (not an interface), so rows fit printTable's Record<string, string | number>.
type Numbers = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'JS KB': number;
  'CSS KB': number;
};

function score(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 100);
}

function transferredKb(details: unknown, type: string): number {
  const items: unknown = details && typeof details === 'object' ? Reflect.get(details, 'items') : undefined;
  if (!Array.isArray(items)) return 0;
  const item: unknown = items.find(
    (i) => i && typeof i === 'object' && Reflect.get(i, 'resourceType') === type,
  );
  const bytes = item && typeof item === 'object' ? Reflect.get(item, 'transferSize') : 0;
  return typeof bytes === 'number' ? bytes / 1024 : 0;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; one retry is enough. */
async function audit(url: string, port: number, cookie?: string): Promise<Numbers> {
  try {
    return await auditOnce(url, port, cookie);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}; running it again\n`);
    return auditOnce(url, port, cookie);
  }
}

/** Which run of its page an audit is, for LH_SAVE's file names. */
let runOfPage = 0;

/** `cookie`: the page is a signed-in one; the session is in Chrome's jar since the warm-up (warmUp). */
async function auditOnce(url: string, port: number, _cookie?: string): Promise<Numbers> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Neither counts towards a score and both cost seconds an audit: the full-page screenshot is only for the HTML
    // report, and bf-cache (a weight-0 diagnostic) navigates away and back again after the measured load.
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (process.env.LH_SAVE) {
    const file = path.join(
      process.env.LH_SAVE,
      `${new URL(url).host.split('.')[0]}${new URL(url).pathname.replaceAll('/', '_')}-${runOfPage}.json`,
    );
    writeFileSync(file, JSON.stringify(result.lhr));
  }
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const resources = audits['resource-summary']?.details;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    'best-practices': score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    'JS KB': Number(transferredKb(resources, 'script').toFixed(1)),
    'CSS KB': Number(transferredKb(resources, 'stylesheet').toFixed(1)),
  };
}

const build = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * The session in Chrome's own jar for a signed-in page, none for the others (a Cookie header added to every
 * request did not reach the page's API calls, so /app measured the sign-in screen). Lighthouse's storage reset
 * leaves cookies alone, so the jar is set before each page's audits.
 */
async function holdSession(tab: Page, url: string, cookie?: string): Promise<void> {
  const held = await tab.cookies(url);
  if (held.length > 0) await tab.deleteCookie(...held);
  for (const pair of cookie ? cookie.split('; ') : []) {
    const [name = '', ...rest] = pair.split('=');
    await tab.setCookie({ name, value: rest.join('='), url, path: '/', secure: true, httpOnly: true });
  }
}

async function sessionFor(chromePort: number, url: string, cookie?: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await holdSession(tab, url, cookie);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One plain visit of each page before anything is measured: the server compresses a response on its first request,
 * and Chrome's processes start. A Lighthouse audit as the warm-up did the same in about ten times the time.
 */
async function warmUp(chromePort: number, visits: { url: string; cookie?: string }[]): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    for (const visit of visits) {
      const tab = await browser.newPage();
      await holdSession(tab, visit.url, visit.cookie);
      await tab.goto(visit.url, { waitUntil: 'networkidle0', timeout: 60_000 });
      await tab.close();
    }
  } finally {
    await browser.disconnect();
  }
}

const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;
const started = performance.now();
const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'rookery-lighthouse-'));
const [email, chrome] = await Promise.all([
  seed(port, dataDir),
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  }),
]);
const server = await startServer(port, dataDir);
const cookie = await signIn(port, email);
process.stderr.write(`seeded ${SEEDED} people, started the server and Chrome: ${since(started)}\n`);

const datingPaths = (process.env.LH_URLS ?? '/,/safedating').split(',');
const dating = `http://rookery.localhost:${port}`;
const only = process.env.LH_PAGES?.split(',').filter(Boolean) ?? [];
const pages: { name: string; url: string; cookie?: string }[] = [
  ...datingPaths.map((p) => ({ name: `dating ${p}`, url: `${dating}${p}` })),
  { name: 'app /app/signin', url: `${dating}/app/signin` },
  // The app's entry as a signed-in person opens it (it decides, then shows the deck).
  { name: 'app /app (signed in)', url: `${dating}/app`, cookie },
  { name: 'app /app/find (signed in)', url: `${dating}/app/find`, cookie },
  { name: 'company /', url: `http://localhost:${port}/` },
].filter((page) => only.length === 0 || only.some((part) => page.name.includes(part)));
const loadBefore = loadavg()[0] ?? 0;

const rows: (Numbers & { page: string; runs: string })[] = [];
try {
  await warmUp(chrome.port, pages);
  for (const page of pages) {
    const t = performance.now();
    const samples: Numbers[] = [];
    await sessionFor(chrome.port, page.url, page.cookie);
    for (runOfPage = 0; runOfPage < runs; runOfPage++) {
      samples.push(await audit(page.url, chrome.port, page.cookie));
    }
    const scores = samples.map((s) => s.performance).join(', ');
    // The median run by performance score (the upper one of an even number: with two, the better run), so one
    // noisy run does not decide the row. On a shared machine noise only slows a page down (a scheduling delay is
    // blocking time under the 4x CPU slowdown), so the better of two is the closer reading of the page itself.
    samples.sort((a, b) => a.performance - b.performance);
    const median = samples[Math.floor(samples.length / 2)];
    if (median) rows.push({ page: page.name, runs: scores, ...median });
    process.stderr.write(`${page.name}: performance ${scores} (${since(t)})\n`);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

process.stderr.write(`lighthouse bench: ${since(started)} in all\n`);
const load = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${availableParallelism()} cores`;
printTable(
  `Lighthouse ${runs === 1 ? '(1 run' : runs === 2 ? '(the better of 2 runs' : `(median of ${runs} runs`} after a warm-up visit), mobile, simulated throttling, ${load}; budget on dating /: performance ≥ 95, accessibility ≥ 95`,
  rows,
);
const landing = rows.find((row) => row.page === 'dating /');
if (landing && (landing.performance < 95 || landing.accessibility < 95)) process.exitCode = 1;
