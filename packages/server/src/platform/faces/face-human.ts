// Where @vladmandic/human comes from: its Node build for TensorFlow.js's WebAssembly backend (dist/human.node-wasm.js),
// required by path because the package's `exports` map has keys without "./" and so exports none of its subpaths.
// The build (scripts/build-server.mjs) swaps this module for a static import of the same file, so the face worker's
// bundle carries human and needs no node_modules.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);
/** The package's main entry (dist/human.node.js, never loaded: it wants tfjs-node) tells where dist/ is. */
const dist = path.dirname(require.resolve('@vladmandic/human'));

export const HumanClass = (require(path.join(dist, 'human.node-wasm.js')) as { Human: typeof Human }).Human;

/** human's own models folder (the build copies the few it uses beside the worker's bundle instead). */
export const HUMAN_MODELS_DIR = path.join(dist, '..', 'models');
