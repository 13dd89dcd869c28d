#!/usr/bin/env node
// Makes a fresh clone runnable before `npm start`, `npm test` and `npm run dev`, with Node's own modules only:
// installs the dependencies when they are missing or older than the lockfile, and (for start) builds the web
// app when its sources are newer than its build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2] ?? 'start';
const webDist = path.join(root, 'packages/web/dist');
const buildStamp = path.join(webDist, '.build-stamp');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

export function installIfNeeded() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', ...workspaceManifests()].map((f) =>
    path.join(root, f),
  );
  const wanted = Math.max(...manifests.map(newestMtime));
  if (existsSync(installed) && newestMtime(installed) >= wanted) return;
  console.log('Installing dependencies (first run, or package.json changed)...');
  // Browsers come from Debian (RULES.md "Known traps", item 2), never from a download at install time.
  run('npm', ['install', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}

function workspaceManifests() {
  return ['packages/shared', 'packages/server', 'packages/web', 'e2e', 'bench'].map(
    (w) => `${w}/package.json`,
  );
}

export function webBuildIsStale() {
  if (!existsSync(buildStamp)) return true;
  const sources = [
    'packages/web/src',
    'packages/web/public',
    'packages/web/scripts',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/web/package.json',
    'packages/shared/src',
    // The prerender step of the web build is a server script.
    'packages/server/src/platform/web/prerender.script.ts',
    'packages/server/src/platform/web/prerendered-pages.ts',
    'package-lock.json',
  ].map((p) => path.join(root, p));
  return Math.max(...sources.map(newestMtime)) > newestMtime(buildStamp);
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', 'packages/web']);
  writeFileSync(buildStamp, `${new Date().toISOString()}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  installIfNeeded();
  if (mode === 'start' || mode === 'build') buildWebIfStale();
}
