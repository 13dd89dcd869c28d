// The shield's worker thread (started by shield.ts): loads the model once, says `ready`, then classifies the
// 224×224 RGB squares it is sent, one at a time, so the server's event loop never runs the network. A bad message
// is answered with an error; it never ends the thread.
import { parentPort } from 'node:worker_threads';
import { loadShieldModel } from './shield-model.ts';
import type { ShieldScores } from './shield-scores.ts';

export type ToWorker = { id: number; pixels: Uint8Array };
export type FromWorker =
  | { type: 'ready'; loadMs: number }
  | { type: 'result'; id: number; scores: ShieldScores; ms: number }
  | { type: 'error'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('shield-worker.ts runs as a worker thread');

const started = performance.now();
const model = await loadShieldModel();
const send = (message: FromWorker) => port.postMessage(message);
send({ type: 'ready', loadMs: performance.now() - started });

// One at a time: the next message waits for the one before it, so a burst never runs several models at once.
let chain: Promise<void> = Promise.resolve();
port.on('message', (message: unknown) => {
  chain = chain.then(async () => {
    const { id, pixels } = (message ?? {}) as Partial<ToWorker>;
    if (typeof id !== 'number') return;
    const t = performance.now();
    try {
      if (!(pixels instanceof Uint8Array)) throw new Error('pixels must be a Uint8Array');
      const scores = await model.classify(pixels);
      send({ type: 'result', id, scores, ms: performance.now() - t });
    } catch (err) {
      send({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
    }
  });
});
