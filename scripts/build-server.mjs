#!/usr/bin/env node
// `npm run build` (after the web app): compiles the server and its admin and seed commands to JavaScript in
// packages/server/dist/, one ES module each. @rookery/shared (TypeScript source) is bundled in; every other package
// stays an import of node_modules, so a production install (`npm ci --omit=dev`) runs it without any loader. The
// explicit-image shield's model files (platform/shield/model/) are copied beside them (dist/model/), the face engine's
// (human's five face models) to dist/face-models/, and TensorFlow.js and human must be imported by those two workers
// alone, never by the server's main thread.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const outdir = path.join(server, 'dist');
const require = createRequire(path.join(server, 'package.json'));

/** Bare imports (packages, node: built-ins) stay imports, except our own shared package, which is source. */
const externalPackages = {
  name: 'external-packages-but-shared',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rookery/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  // dist/*.js sits one folder below packages/server like src/ does: server-paths.ts's relative paths hold in both.
  entryPoints: {
    main: path.join(server, 'src/main.ts'),
    admin: path.join(server, 'src/admin/main.ts'),
    seed: path.join(server, 'src/seed/main.ts'),
    // The embedded database's worker thread (platform/db/pglite-thread.ts starts dist/db-worker.js).
    'db-worker': path.join(server, 'src/platform/db/pglite-worker.ts'),
  },
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  plugins: [externalPackages],
  sourcemap: 'linked',
  keepNames: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
// Every package the build imports must be a production dependency, or `npm ci --omit=dev` would break it at run time.
// vite is the one exception: only `npm run dev` (VITE_DEV) imports it.
const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const allowed = new Set([
  ...Object.keys(manifest('packages/server').dependencies),
  ...Object.keys(manifest('packages/shared').dependencies),
  ...builtinModules,
  'vite',
]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
    .replace(/^node:/, '');
const missing = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const i of output.imports)
    if (i.external && !allowed.has(packageOf(i.path))) missing.add(packageOf(i.path));
if (missing.size > 0) {
  console.error(
    `The server imports packages that a production install leaves out: ${[...missing].join(', ')}.`,
  );
  console.error('Move them to the dependencies of packages/server/package.json.');
  process.exit(1);
}
/**
 * A model's worker thread as one bundle: TensorFlow.js and the model's library inside, so it runs with no
 * node_modules; its CommonJS parts get the require and __dirname they expect. Only Node's own modules may stay
 * imports (`encoding` is node-fetch's optional require in a try: tfjs-core's fetch, never called, models are read
 * from disk).
 */
async function bundleWorker(name, entry, plugins = []) {
  const bundled = await build({
    absWorkingDir: root,
    entryPoints: { [name]: path.join(server, entry) },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    banner: {
      js: [
        "import { createRequire as __workerRequire } from 'node:module';",
        "import { fileURLToPath as __workerPath } from 'node:url';",
        'const require = __workerRequire(import.meta.url);',
        'const __filename = __workerPath(import.meta.url);',
        "const __dirname = __workerPath(new URL('.', import.meta.url));",
      ].join(' '),
    },
    plugins,
  });
  const strays = Object.values(bundled.metafile.outputs)
    .flatMap((o) => o.imports.filter((i) => i.external))
    .filter((i) => !builtinModules.includes(i.path.replace(/^node:/, '')) && i.path !== 'encoding');
  if (strays.length > 0) {
    console.error(`The ${name} bundle imports packages: ${strays.map((i) => i.path).join(', ')}.`);
    process.exit(1);
  }
  return bundled;
}

// The explicit-image shield's worker thread (platform/shield/shield.ts starts dist/shield-worker.js), beside its model
// (dist/model/) and the WebAssembly backend's files (dist/wasm/).
const shieldWorker = await bundleWorker('shield-worker', 'src/platform/shield/shield-worker.ts');
const wasmFrom = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);
for (const file of readdirSync(wasmFrom).filter((name) => name.endsWith('.wasm'))) {
  cpSync(path.join(wasmFrom, file), path.join(outdir, 'wasm', file));
}
// The face engine's worker thread (platform/faces/faces.ts starts dist/face-worker.js), with
// @vladmandic/human inside, beside the five face models it loads (dist/face-models/) and the same WebAssembly files.
// human's package exports none of its files by subpath, so face-human.ts requires it by path from source; here that
// module becomes a static import of the same file, which esbuild can follow.
const humanWasm = path.join(path.dirname(require.resolve('@vladmandic/human')), 'human.node-wasm.js');
const faceHuman = path.join(server, 'src/platform/faces/face-human.ts');
const faceWorker = await bundleWorker('face-worker', 'src/platform/faces/face-worker.ts', [
  {
    name: 'human-by-path',
    setup(b) {
      b.onLoad({ filter: /face-human\.ts$/ }, (args) =>
        args.path === faceHuman
          ? {
              loader: 'ts',
              resolveDir: path.dirname(humanWasm),
              contents: [
                `import { Human } from ${JSON.stringify(humanWasm)};`,
                'export const HumanClass = Human;',
                "export const HUMAN_MODELS_DIR = new URL('./face-models/', import.meta.url).pathname;",
              ].join('\n'),
            }
          : undefined,
      );
    },
  },
]);
const humanModels = path.join(path.dirname(humanWasm), '..', 'models');
for (const model of ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness']) {
  for (const file of readdirSync(humanModels).filter((name) => name.startsWith(`${model}.`))) {
    cpSync(path.join(humanModels, file), path.join(outdir, 'face-models', file));
  }
}
// TensorFlow.js (tens of MB of heap) and human run in the shield's and the face engine's worker threads only.
const onMainThread = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .flatMap(([file, output]) =>
    output.imports
      .filter((i) => /^@(tensorflow|vladmandic)\//.test(i.path))
      .map((i) => `${file} imports ${i.path}`),
  );
if (onMainThread.length > 0) {
  console.error(`TensorFlow.js and human must load in the worker threads only: ${onMainThread.join('; ')}.`);
  process.exit(1);
}
// The shield's model (shield-model.ts reads ./model/ beside the worker's bundle).
cpSync(path.join(server, 'src/platform/shield/model'), path.join(outdir, 'model'), {
  recursive: true,
  filter: (file) => !file.endsWith('.md'),
});
const bytes = [result, shieldWorker, faceWorker]
  .flatMap((r) => Object.values(r.metafile.outputs))
  .reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `Built the server: packages/server/dist (main, admin, seed, db-worker, shield-worker, face-worker; ${(bytes / 1024).toFixed(0)} KiB with source maps) in ${Math.round(performance.now() - started)} ms`,
);
