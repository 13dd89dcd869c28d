#!/usr/bin/env node
// `npm run admin` and `npm run seed`: runs the command from source (TypeScript through tsx) where the dev tools are
// installed, and from the build (packages/server/dist) in a production install, which has no TypeScript loader.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const sources = { admin: 'packages/server/src/admin/main.ts', seed: 'packages/server/src/seed/main.ts' };
if (!(name in sources)) {
  console.error(`Usage: node scripts/server-command.mjs ${Object.keys(sources).join('|')} [arguments]`);
  process.exit(2);
}

function hasTsx() {
  try {
    import.meta.resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

let argv;
if (hasTsx()) {
  argv = ['--import', 'tsx', path.join(root, sources[name]), ...args];
} else {
  const built = path.join(root, 'packages/server/dist', `${name}.js`);
  if (!existsSync(built)) {
    console.error(`${built} is missing: run \`npm run build\` (with the dev dependencies) first.`);
    process.exit(1);
  }
  argv = ['--enable-source-maps', built, ...args];
}

const child = spawn(process.execPath, argv, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) {
    // Ends this process the same way, as the shell expects.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
