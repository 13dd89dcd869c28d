// The face engine: finds the faces in images with human's face models in a worker thread
// (face-worker.ts), started on the first image (or warm()), one image at a time, with a time limit per image. A crash
// or a timeout fails the request in hand (503) and a new worker takes the next; after FACE_IDLE_MS without a request
// the worker stops, giving its memory back (the models and the WebAssembly heap are about 200 MB). Images
// are decoded here with sharp (off the event loop, in libuv's pool) to RGB no larger than FACE_MAX_SIDE; nothing
// leaves the server.
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';
import type { FaceEngine, FoundFace } from './face-types.ts';
import type { FromWorker, ToWorker } from './face-worker.ts';

/** The thread's entry: face-thread.mjs (registers tsx) from source; the build's dist/face-worker.js bundle beside it. */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./face-thread.mjs', import.meta.url)
  : new URL('./face-worker.js', import.meta.url);

/** Photos are analysed at most this large (longest side); faces are found as well, at a fraction of the CPU. */
export const FACE_MAX_SIDE = 1280;
/** Larger inputs are refused undecoded (a 50-megapixel photo; a decompression bomb is far larger). */
export const FACE_MAX_INPUT_PIXELS = 50_000_000;
/** Images waiting in all at most; more are refused with 503 (each is up to 4.9 MB of RGB while it waits). */
const QUEUE_LIMIT = 64;
const RETRY_AFTER_SECONDS = 5;

export interface FaceEngineOptions {
  /** How long one image may take in the worker (default 15 s: about 0.15 s of CPU, on a busy machine). */
  timeoutMs?: number;
  /** The worker stops after this long without a request (default 5 minutes). */
  idleMs?: number;
  /** How long the models may take to load before the worker is given up (default 120 s). */
  loadLimitMs?: number;
}

export interface FaceEngineStats {
  /** Images analysed by the model, and requests answered. */
  images: number;
  requests: number;
  /** Requests failed by a crash, a timeout or a model that would not load. */
  failed: number;
  /** Images that did not decode or were too large (answered with no face). */
  undecoded: number;
  /** Model loads that finished, and the last one's time. */
  loads: number;
  lastLoadMs: number | null;
  /** The worker's own time for the last image (the models only). */
  lastImageMs: number | null;
  /** The worker's JavaScript heap and external memory (the WebAssembly heap) when it last answered. */
  workerBytes: number | null;
  /** Times the idle worker was stopped. */
  idleStops: number;
  waiting: number;
}

export type FaceEngineWithStats = FaceEngine & {
  stats(): FaceEngineStats;
  /** The worker's thread id while it runs. */
  workerThreadId(): number | null;
  /** Ends the worker as a crash would (the tests show the engine recovers). */
  killWorker(): Promise<void>;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

interface Decoded {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** Original pixels per analysed pixel (boxes are given in the original's). */
  scale: number;
}

/** The image as the model takes it: upright (EXIF), RGB on white, longest side at most FACE_MAX_SIDE; null if it does not decode. */
export async function decodeFaceImage(image: Buffer): Promise<Decoded | null> {
  try {
    const input = sharp(image, { failOn: 'error', limitInputPixels: FACE_MAX_INPUT_PIXELS });
    const meta = await input.metadata();
    const { data, info } = await input
      .rotate()
      .resize(FACE_MAX_SIDE, FACE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return null;
    const original = meta.autoOrient?.width ?? meta.width ?? info.width;
    return {
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
      scale: original / info.width,
    };
  } catch {
    return null;
  }
}

function inOriginalPixels(face: FoundFace, scale: number): FoundFace {
  if (scale === 1) return face;
  return { ...face, box: face.box.map((v) => Math.round(v * scale)) as FoundFace['box'] };
}

interface Request {
  images: (Decoded | null)[];
  results: FoundFace[][];
  next: number;
  resolve(faces: FoundFace[][]): void;
  reject(err: unknown): void;
}

export function createFaceEngine(log: Log, options: FaceEngineOptions = {}): FaceEngineWithStats {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const idleMs = options.idleMs ?? 5 * 60_000;
  const loadLimitMs = options.loadLimitMs ?? 120_000;
  const stats: FaceEngineStats = {
    images: 0,
    requests: 0,
    failed: 0,
    undecoded: 0,
    loads: 0,
    lastLoadMs: null,
    lastImageMs: null,
    workerBytes: null,
    idleStops: 0,
    waiting: 0,
  };
  const queue: Request[] = [];
  let worker: Worker | null = null;
  let ready = false;
  let readyWaiters: { resolve(): void; reject(err: unknown): void }[] = [];
  let current: { id: number; timer: NodeJS.Timeout } | null = null;
  let loadTimer: NodeJS.Timeout | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;

  const unavailable = () => new AppError('UNAVAILABLE', undefined, RETRY_AFTER_SECONDS);
  const waitingImages = () => queue.reduce((n, r) => n + r.images.length - r.next, 0);

  function failRequest(request: Request, reason: string): void {
    stats.failed += 1;
    log.error({ reason }, 'faces: the request failed');
    request.reject(unavailable());
  }

  /** Ends the worker; `reason` set: it failed, and the request in hand fails with it. */
  function stopWorker(reason: string | null): void {
    const old = worker;
    worker = null;
    ready = false;
    if (loadTimer) clearTimeout(loadTimer);
    loadTimer = null;
    if (current) {
      clearTimeout(current.timer);
      current = null;
      const request = queue.shift();
      if (request) failRequest(request, reason ?? 'the worker stopped');
    }
    if (old) {
      old.removeAllListeners();
      old.on('error', () => {});
      void old.terminate();
    }
  }

  function startWorker(): void {
    if (worker || closed) return;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    const started = performance.now();
    const w = new Worker(WORKER_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: false,
      stderr: false,
    });
    worker = w;
    loadTimer = setTimeout(() => lost('the face models did not load in time'), loadLimitMs);
    w.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        if (loadTimer) clearTimeout(loadTimer);
        loadTimer = null;
        ready = true;
        stats.loads += 1;
        stats.lastLoadMs = Math.round(performance.now() - started);
        stats.workerBytes = message.heapBytes;
        log.info({ loadMs: stats.lastLoadMs }, 'faces: human face models loaded (WebAssembly backend)');
        for (const waiter of readyWaiters) waiter.resolve();
        readyWaiters = [];
        pump();
        return;
      }
      if (!current || current.id !== message.id) return;
      clearTimeout(current.timer);
      current = null;
      const request = queue[0];
      if (!request) return;
      if (message.type === 'error') {
        // The worker answered but could not read the image: it has no face (the thread is fine).
        log.error({ reason: message.message }, 'faces: an image failed in the worker; it counts as no face');
        request.results[request.next] = [];
      } else {
        stats.images += 1;
        stats.lastImageMs = Math.round(message.ms);
        stats.workerBytes = message.heapBytes;
        const scale = request.images[request.next]?.scale ?? 1;
        request.results[request.next] = message.faces.map((face) => inOriginalPixels(face, scale));
      }
      request.images[request.next] = null;
      request.next += 1;
      pump();
    });
    w.on('error', (err) => {
      log.error({ err }, 'faces: the worker failed');
      lost(`the worker failed: ${err.message}`);
    });
    w.on('exit', (code) => {
      if (worker === w) lost(`the worker exited (${code})`);
    });
  }

  /**
   * The worker is gone. Before its models loaded: every request waiting fails (a model that cannot load is not retried
   * in a loop; the next request tries again). After: the one in hand fails, and a new worker takes the rest.
   */
  function lost(reason: string): void {
    const loaded = ready;
    stopWorker(reason);
    if (!loaded) {
      for (const request of queue.splice(0)) failRequest(request, reason);
      for (const waiter of readyWaiters) waiter.reject(unavailable());
      readyWaiters = [];
    } else if (queue.length > 0) startWorker();
    else armIdle();
  }

  function armIdle(): void {
    if (idleTimer || !worker || closed) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (queue.length > 0 || current) return;
      stats.idleStops += 1;
      log.info({ idleMs }, 'faces: the idle worker stopped (its memory is given back)');
      stopWorker(null);
    }, idleMs);
    idleTimer.unref();
  }

  function pump(): void {
    while (!current && ready && worker) {
      const request = queue[0];
      if (!request) {
        armIdle();
        return;
      }
      const image = request.images[request.next];
      if (request.next >= request.images.length) {
        queue.shift();
        stats.requests += 1;
        request.resolve(request.results);
        continue;
      }
      if (!image) {
        request.results[request.next] = [];
        request.next += 1;
        continue;
      }
      const id = nextId++;
      const timer = setTimeout(() => lost(`no answer within ${timeoutMs} ms`), timeoutMs);
      current = { id, timer };
      // Copied, not transferred: sharp's output is native memory, which Node 24 refuses to transfer
      // (DataCloneError), and a copy of one frame costs a fraction of a millisecond beside the model.
      const { pixels, width, height } = image;
      const message: ToWorker = { id, pixels, width, height };
      worker.postMessage(message);
    }
  }

  return {
    async analyse(images) {
      if (closed) throw unavailable();
      const decoded = await Promise.all(images.map((image) => decodeFaceImage(image)));
      stats.undecoded += decoded.filter((d) => d === null).length;
      if (waitingImages() + decoded.length > QUEUE_LIMIT) throw unavailable();
      return new Promise<FoundFace[][]>((resolve, reject) => {
        queue.push({ images: decoded, results: [], next: 0, resolve, reject });
        if (idleTimer) clearTimeout(idleTimer);
        idleTimer = null;
        startWorker();
        pump();
      });
    },

    warm() {
      if (closed) return Promise.reject(unavailable());
      if (ready) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        readyWaiters.push({ resolve, reject });
        startWorker();
      }).then(() => {
        if (queue.length === 0) armIdle();
      });
    },

    stats: () => ({ ...stats, waiting: waitingImages() }),
    workerThreadId: () => worker?.threadId ?? null,

    async killWorker() {
      const w = worker;
      if (!w) return;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      await w.terminate();
      await exited;
    },

    async close() {
      closed = true;
      if (idleTimer) clearTimeout(idleTimer);
      if (loadTimer) clearTimeout(loadTimer);
      if (current) clearTimeout(current.timer);
      current = null;
      for (const request of queue.splice(0)) request.reject(unavailable());
      for (const waiter of readyWaiters) waiter.reject(unavailable());
      readyWaiters = [];
      const w = worker;
      worker = null;
      ready = false;
      if (w) {
        w.removeAllListeners();
        await w.terminate();
      }
    },
  };
}
