// RULES.md "Budgets": the first /app route loads under 150 KB of JavaScript gzipped; chat, calls and the recorder
// load lazily, each within a budget of its own (docs/PERFORMANCE.md "Web bytes": today's size and a small margin, so
// a lazy chunk cannot grow unnoticed). A page over its budget fails the bench. Reads the web build's manifest
// (packages/web/dist/.vite/manifest.json; the build runs first when its sources are newer, as for `npm start`) and,
// for each page, follows the chain of modules the router loads to show it: the entry (index.html), the site's routes,
// and the page's own lazy module, each with every chunk it imports statically. Bytes are the precompressed .gz twins
// the server sends (scripts/precompress.ts; files under 1 KB have none and are gzipped here the same way). The
// baseline is the framework chunk (React, the router, the query client), which every page needs. Lazy rows count only
// what they add to /app/find (the live row: the one realtime connection, toasts and ringing sheet, loaded once the
// first /app screen has painted). The chain for / is checked against the prerendered page's own script and
// modulepreload links. Env: WEB_BYTES_BUILD=0 measures the build as it is, even when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { printTable } from './table.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/web/dist');
const ENTRY = 'index.html';
const DATING = 'src/sites/dating/dating-routes.tsx';
const APP = 'src/app/app-routes.tsx';

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Page → the manifest keys of the modules the router loads for it, in order; its JS budget in KB gz, if any. */
const PAGES: { page: string; modules: string[]; lazyOver?: string; budgetKb?: number }[] = [
  { page: '/', modules: [ENTRY, DATING] },
  { page: '/safedating', modules: [ENTRY, DATING, 'src/sites/dating/pages/safe-dating-page.tsx'] },
  { page: '/app/signin', modules: [ENTRY, DATING, APP, 'src/app/auth/signin/signin-screen.tsx'] },
  {
    page: '/app/find (first route after sign-in)',
    modules: [ENTRY, DATING, APP, 'src/app/deck/deck-screen.tsx'],
    budgetKb: 150,
  },
  {
    page: 'chat (lazy, /app/chat)',
    modules: ['src/app/chat/chat-screen.tsx'],
    lazyOver: '/app/find',
    budgetKb: 87,
  },
  {
    page: 'live (lazy, after the first /app paint)',
    modules: ['src/app/alerts/alerts-root.tsx'],
    lazyOver: '/app/find',
    budgetKb: 68,
  },
  {
    page: 'calls (lazy, /app/avchat)',
    modules: ['src/app/calls/call-screen.tsx'],
    lazyOver: '/app/find',
    budgetKb: 90,
  },
  {
    page: 'recorder (lazy, /app/voice)',
    modules: ['src/app/audio/voice-recorder-screen.tsx'],
    lazyOver: '/app/find',
    budgetKb: 55,
  },
];

if (process.env.WEB_BYTES_BUILD !== '0') {
  const build = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No web build at ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

function chunkOf(key: string): Chunk {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`${key} is not in the web build's manifest: update PAGES in bench/web-bytes.bench.ts`);
  return chunk;
}

/** Every file the modules load before they can run: themselves, their static imports (transitively), their CSS. */
function filesOf(modules: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return files;
}

/** What the server sends for a file: its .gz twin, or the file gzipped the same way when it has none. */
function gzipBytes(file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: constants.Z_BEST_COMPRESSION }).length;
}

function sizes(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  let count = 0;
  for (const file of files) {
    count += 1;
    if (file.endsWith('.css')) css += gzipBytes(file);
    else js += gzipBytes(file);
  }
  return { js, css, count };
}

// The prerendered landing page names its own scripts; the chain above must load exactly those. (Its stylesheet is
// inlined into the page as a <style>, so the CSS column counts the same bytes, sent inside the HTML.)
const landingHtml = path.join(dist, 'prerendered/dating/index.html');
if (existsSync(landingHtml)) {
  const html = readFileSync(landingHtml, 'utf8');
  const linked = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
  );
  const expected = new Set([...filesOf(PAGES[0]?.modules ?? [])].filter((file) => file.endsWith('.js')));
  const missing = [...expected].filter((file) => !linked.has(file));
  const extra = [...linked].filter((file) => !expected.has(file));
  if (missing.length > 0 || extra.length > 0) {
    console.log(
      `note: / also links ${extra.join(', ') || '-'}; the chain has unlinked ${missing.join(', ') || '-'}`,
    );
  }
}

const framework = Object.values(manifest).find((chunk) => /(^|\/)framework-/.test(chunk.file));
const baseline = framework ? gzipBytes(framework.file) : Number.NaN;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const loaded = new Map<string, Set<string>>();
const over: string[] = [];
const rows = PAGES.map(({ page, modules, lazyOver, budgetKb }) => {
  const files = filesOf(modules);
  loaded.set(page.split(' ')[0] ?? page, files);
  const before = lazyOver ? (loaded.get(lazyOver) ?? new Set<string>()) : new Set<string>();
  const added = [...files].filter((file) => !before.has(file));
  const { js, css, count } = sizes(added);
  const met = budgetKb === undefined || js / 1024 < budgetKb;
  if (!met) over.push(`${page}: ${kb(js)} KB gz of JS, budget ${budgetKb}`);
  return {
    page,
    files: count,
    'JS KB gz': kb(js),
    'CSS KB gz': kb(css),
    '× framework': Number((js / baseline).toFixed(2)),
    budget: budgetKb === undefined ? '-' : `${met ? 'met' : 'OVER'} (JS < ${budgetKb})`,
  };
});
rows.unshift({
  page: 'framework chunk (baseline)',
  files: 1,
  'JS KB gz': kb(baseline),
  'CSS KB gz': 0,
  '× framework': 1,
  budget: '-',
});

const stamp = path.join(dist, '.build-stamp');
console.log(
  `\nweb build of ${existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : 'unknown date'} (${dist})`,
);
printTable(
  'JavaScript and CSS per page, gzipped as served (KB; lazy rows: what they add to /app/find; budgets: JS)',
  rows,
);
if (over.length > 0) {
  console.error(`\nOver budget (docs/PERFORMANCE.md "Web bytes"):\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
