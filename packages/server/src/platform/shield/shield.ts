// The explicit-image shield: classifies an image (a chat image, an AI image) in a worker thread
// (shield-worker.ts), one at a time, with a time limit. Images wait in one queue per sender, served round robin
//, so one person's burst delays another's image by at most the image in the worker and one image per
// other sender waiting: a sender with SHIELD_SENDER_QUEUE images on the way is refused alone (429, Retry-After);
// SHIELD_QUEUE images waiting in all refuses everyone (503), a bound on memory only. A failure (the worker crashed,
// timed out, or the image would not decode) counts the image as not flagged, logged and counted.
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../http/app-error.ts';
import type { ShieldConfig } from './shield-config.ts';
import { explicitScore, SHIELD_INPUT_SIDE, type ShieldScores } from './shield-scores.ts';
import type { FromWorker } from './shield-worker.ts';

/**
 * The thread's entry: from source (a .ts module under tsx) shield-thread.mjs, which registers tsx in the thread;
 * in the build (`npm run build`, dist/main.js) the bundle the build makes beside it, dist/shield-worker.js.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./shield-thread.mjs', import.meta.url)
  : new URL('./shield-worker.js', import.meta.url);

export const SHIELD_TEXT = {
  busy: 'Images are being checked for everyone right now. Please try again in a moment.',
  senderBusy:
    'Your last images are still being checked. Please wait until they have arrived before sending more.',
} as const;

/** How long the model may take to load before the worker is given up (it then starts again for the next image). */
const LOAD_LIMIT_MS = 120_000;
const RETRY_AFTER_SECONDS = 5;

export interface ShieldVerdict {
  flagged: boolean;
  /** Porn + Hentai; null when the shield is off or the classification failed. */
  score: number | null;
  outcome: 'off' | 'classified' | 'failed';
}

export interface ShieldStats {
  classified: number;
  flagged: number;
  failed: number;
  /** Refused for a full queue in all (503). */
  refused: number;
  /** Refused because their sender already had SHIELD_SENDER_QUEUE images on the way (429). */
  senderRefused: number;
  /** Model loads that finished, and the last one's time. */
  loads: number;
  lastLoadMs: number | null;
  /** The worker's own time for the last image classified (the model only, without the queue). */
  lastClassifyMs: number | null;
  /** Images waiting now (not counting the one in the worker). */
  waiting: number;
}

interface Job {
  id: number;
  sender: string;
  pixels: Uint8Array;
  resolve(verdict: ShieldVerdict): void;
  reject(err: unknown): void;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The rule (docs/OPERATIONS.md): flagged when the explicit score is above the threshold; 0 flags all, 1 none. */
export function isFlagged(score: number, threshold: number): boolean {
  return score > threshold;
}

/** The image as the model takes it: stretched to 224×224 (as nsfwjs's own resize does), RGB, no alpha. */
export async function shieldPixels(image: Buffer): Promise<Uint8Array> {
  const raw = await sharp(image, { failOn: 'error', limitInputPixels: 64_000_000 })
    .resize(SHIELD_INPUT_SIDE, SHIELD_INPUT_SIDE, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return new Uint8Array(raw.buffer, raw.byteOffset, raw.length);
}

export function createShield(config: ShieldConfig, log: Log) {
  const stats: ShieldStats = {
    classified: 0,
    flagged: 0,
    failed: 0,
    refused: 0,
    senderRefused: 0,
    loads: 0,
    lastLoadMs: null,
    lastClassifyMs: null,
    waiting: 0,
  };
  /** The images waiting, per sender in arrival order; `turns` is the round: senders with images waiting. */
  const waiting = new Map<string, Job[]>();
  const turns: string[] = [];
  let waitingCount = 0;
  let worker: Worker | null = null;
  let ready = false;
  let current: { job: Job; timer: NodeJS.Timeout } | null = null;
  let loadTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;

  function fail(job: Job, reason: string, err?: unknown): void {
    stats.failed += 1;
    log.error({ err, reason }, 'shield: classification failed; the image counts as not flagged');
    job.resolve({ flagged: false, score: null, outcome: 'failed' });
  }

  function stopWorker(reason: string): void {
    const old = worker;
    worker = null;
    ready = false;
    if (loadTimer) clearTimeout(loadTimer);
    loadTimer = null;
    if (current) {
      clearTimeout(current.timer);
      fail(current.job, reason);
      current = null;
    }
    if (old) {
      old.removeAllListeners();
      old.on('error', () => {});
      void old.terminate();
    }
  }

  function startWorker(): void {
    if (worker || closed) return;
    const started = performance.now();
    const w = new Worker(WORKER_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      stdout: false,
      stderr: false,
    });
    worker = w;
    loadTimer = setTimeout(() => lost('the model did not load in time'), LOAD_LIMIT_MS);
    w.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        if (loadTimer) clearTimeout(loadTimer);
        loadTimer = null;
        ready = true;
        stats.loads += 1;
        stats.lastLoadMs = Math.round(performance.now() - started);
        log.info({ loadMs: stats.lastLoadMs }, 'shield: nsfwjs MobileNetV2 loaded (WebAssembly backend)');
        pump();
        return;
      }
      if (!current || current.job.id !== message.id) return;
      const { job, timer } = current;
      clearTimeout(timer);
      current = null;
      if (message.type === 'error') fail(job, message.message);
      else {
        stats.lastClassifyMs = Math.round(message.ms);
        job.resolve(verdictOf(message.scores));
      }
      pump();
    });
    w.on('error', (err) => {
      log.error({ err }, 'shield: the worker failed');
      lost(`the worker failed: ${err.message}`);
    });
    w.on('exit', (code) => {
      if (worker === w) lost(`the worker exited (${code})`);
    });
  }

  /**
   * The worker is gone. Before its model loaded: the images waiting count as not flagged (a model that cannot load
   * is not retried in a loop; the next image tries again). After: the one in hand does, and a new worker takes the rest.
   */
  function lost(reason: string): void {
    const loaded = ready;
    stopWorker(reason);
    if (!loaded) for (const job of takeAll()) fail(job, reason);
    else if (waitingCount > 0) startWorker();
  }

  /** The next image: the first of the sender whose turn it is; that sender goes to the back of the round. */
  function takeNext(): Job | undefined {
    const sender = turns.shift();
    if (sender === undefined) return undefined;
    const queue = waiting.get(sender) ?? [];
    const job = queue.shift();
    if (queue.length > 0) turns.push(sender);
    else waiting.delete(sender);
    if (job) waitingCount -= 1;
    return job;
  }

  function takeAll(): Job[] {
    const all = [...waiting.values()].flat();
    waiting.clear();
    turns.length = 0;
    waitingCount = 0;
    return all;
  }

  /** The sender's images on the way: waiting, and the one in the worker. */
  function onTheWay(sender: string): number {
    return (waiting.get(sender)?.length ?? 0) + (current?.job.sender === sender ? 1 : 0);
  }

  function verdictOf(scores: ShieldScores): ShieldVerdict {
    const score = explicitScore(scores);
    const flagged = isFlagged(score, config.threshold);
    stats.classified += 1;
    if (flagged) stats.flagged += 1;
    return { flagged, score, outcome: 'classified' };
  }

  function pump(): void {
    if (current || !ready || !worker) return;
    const job = takeNext();
    if (!job) return;
    const timer = setTimeout(() => {
      // A classification this slow means a stuck or starved worker: a new one takes the next image.
      lost(`no answer within ${config.timeoutMs} ms`);
    }, config.timeoutMs);
    current = { job, timer };
    // Sent as a copy (150 kB): the caller's buffer may be a view into sharp's pool.
    const send = (to: Worker) => to.postMessage({ id: job.id, pixels: job.pixels });
    if (config.stallMs > 0) {
      const to = worker;
      setTimeout(() => {
        if (current?.job === job) send(to);
      }, config.stallMs);
    } else send(worker);
  }

  return {
    config,
    /** Starts the worker (and its model load) ahead of the first image; a listening server calls it. */
    warm(): void {
      if (config.enabled) startWorker();
    },

    /**
     * The verdict on a processed image (jpeg or png bytes) from `sender` (the person whose image it is: the queue
     * is fair between senders). Refuses the sender with 429 when they already have SHIELD_SENDER_QUEUE images on
     * the way, and anyone with 503 when SHIELD_QUEUE images wait in all.
     */
    async classify(image: Buffer, sender: string): Promise<ShieldVerdict> {
      if (!config.enabled) return { flagged: false, score: null, outcome: 'off' };
      if (closed) throw new AppError('UNAVAILABLE');
      let pixels: Uint8Array;
      try {
        pixels = await shieldPixels(image);
      } catch (err) {
        stats.failed += 1;
        log.error({ err }, 'shield: the image would not decode; it counts as not flagged');
        return { flagged: false, score: null, outcome: 'failed' };
      }
      // Counted after the decode's await, so images decoding side by side cannot all pass an empty queue.
      if (onTheWay(sender) >= config.senderQueue) {
        stats.senderRefused += 1;
        throw new AppError('TOO_MANY', SHIELD_TEXT.senderBusy, RETRY_AFTER_SECONDS);
      }
      if (waitingCount >= config.queue) {
        stats.refused += 1;
        throw new AppError('UNAVAILABLE', SHIELD_TEXT.busy, RETRY_AFTER_SECONDS);
      }
      return new Promise<ShieldVerdict>((resolve, reject) => {
        const queue = waiting.get(sender);
        const job = { id: nextId++, sender, pixels, resolve, reject };
        if (queue) queue.push(job);
        else {
          waiting.set(sender, [job]);
          turns.push(sender);
        }
        waitingCount += 1;
        startWorker();
        pump();
      });
    },

    stats: (): ShieldStats => ({ ...stats, waiting: waitingCount }),

    /** The worker's thread id while it runs (tests end it to see the shield recover). */
    workerThreadId: (): number | null => worker?.threadId ?? null,

    async close(): Promise<void> {
      closed = true;
      for (const job of takeAll()) job.reject(new AppError('UNAVAILABLE'));
      if (current) {
        clearTimeout(current.timer);
        current.job.reject(new AppError('UNAVAILABLE'));
        current = null;
      }
      const w = worker;
      worker = null;
      if (loadTimer) clearTimeout(loadTimer);
      if (w) {
        w.removeAllListeners();
        await w.terminate();
      }
    },
  };
}

export type Shield = ReturnType<typeof createShield>;
