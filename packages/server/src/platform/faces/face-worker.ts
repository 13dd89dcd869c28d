// The face engine's worker thread (started by faces.ts): loads human's face models once, says `ready`, then finds
// the faces in the RGB images it is sent, one at a time, so the server's event loop never runs a model. A bad
// message is answered with an error; it never ends the thread.
import { parentPort } from 'node:worker_threads';
import { loadFaceModel } from './face-model.ts';
import type { FoundFace } from './face-types.ts';

export type ToWorker = { id: number; pixels: Uint8Array; width: number; height: number };
/** `heapBytes`: the thread's JavaScript heap and the memory outside it (TensorFlow.js's WebAssembly memory). */
export type FromWorker =
  | { type: 'ready'; loadMs: number; heapBytes: number }
  | { type: 'result'; id: number; faces: FoundFace[]; ms: number; heapBytes: number }
  | { type: 'error'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('face-worker.ts runs as a worker thread');

const heapBytes = () => {
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + Math.max(external, arrayBuffers);
};
const started = performance.now();
const model = await loadFaceModel();
const send = (message: FromWorker) => port.postMessage(message);
send({ type: 'ready', loadMs: performance.now() - started, heapBytes: heapBytes() });

// One at a time: the next message waits for the one before it, so a burst never runs several models at once.
let chain: Promise<void> = Promise.resolve();
port.on('message', (message: unknown) => {
  chain = chain.then(async () => {
    const { id, pixels, width, height } = (message ?? {}) as Partial<ToWorker>;
    if (typeof id !== 'number') return;
    const t = performance.now();
    try {
      if (!(pixels instanceof Uint8Array) || !Number.isInteger(width) || !Number.isInteger(height)) {
        throw new Error('expected { pixels: Uint8Array, width, height }');
      }
      const faces = await model.detect({ data: pixels, width: width ?? 0, height: height ?? 0 });
      send({ type: 'result', id, faces, ms: performance.now() - t, heapBytes: heapBytes() });
    } catch (err) {
      send({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
    }
  });
});
