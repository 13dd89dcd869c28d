#!/usr/bin/env node
// The built face engine's worker (issue 33), started once from a production tree: dist/face-worker.js loads human's
// face models from dist/face-models/ with no node_modules of its own, and finds person A's one face, turned to her left,
// in a fixture. `node .ci/face-worker-check.mjs [dist dir]`; .ci/prod-build runs it after `npm ci --omit=dev`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(repo, 'packages/server/dist'));
const fixture = path.join(repo, 'packages/server/src/platform/faces/fixtures/a-left.jpg');

const started = performance.now();
const worker = new Worker(path.join(dist, 'face-worker.js'));
const answer = (type) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from the face worker in 120 s`)), 120_000);
    worker.on('error', reject);
    worker.on('message', (message) => {
      if (message.type !== type && message.type !== 'error') return;
      clearTimeout(timer);
      if (message.type === 'error') reject(new Error(message.message));
      else resolve(message);
    });
  });
try {
  const ready = await answer('ready');
  const loadMs = Math.round(performance.now() - started);
  const { data, info } = await sharp(fixture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const result = answer('result');
  worker.postMessage({ id: 1, pixels: new Uint8Array(data), width: info.width, height: info.height });
  const { faces, ms } = await result;
  const [face] = faces;
  if (faces.length !== 1 || face.descriptor.length !== 1024 || !(face.yaw > 0.3)) {
    throw new Error(`expected one face turned to its left, got ${JSON.stringify(faces.map((f) => f.yaw))}`);
  }
  console.log(
    `face-worker-check: dist/face-worker.js loaded in ${loadMs} ms (${Math.round(ready.heapBytes / 2 ** 20)} MB) and found one face, yaw ${face.yaw.toFixed(2)}, in ${Math.round(ms)} ms`,
  );
} finally {
  await worker.terminate();
}
