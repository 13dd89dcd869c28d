// What chat.bench.ts and its server child (chat-server.ts) say to each other over the child's IPC channel.
// The server runs in its own process so that its memory (the idle-socket budget) excludes the 10k client sockets.

export type ServerKind = 'relay' | 'rookery';

export interface BenchPair {
  room: string;
  /** Cookie headers of the two members' sessions (empty for the relay, which has no sessions). */
  a: string;
  b: string;
}

export interface MemorySample {
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  rss: number;
}

/** Where the server's time went between two `stages` requests. */
export interface StageTimes {
  /** CPU time of the server process (user + system), ms: independent of what else the machine runs. */
  cpuMs: number;
  /** Of that, the main thread's (the event loop): chat-stages.ts loopCpuMs; null where unknown (not Linux). */
  loopCpuMs?: number | null;
  /** The server's event-loop delay (ms). */
  lag: { p50: number; p99: number; max: number };
  /** With CHAT_BENCH_STAGES=1 (chat-stages.ts): every database statement by its first words, count and ms. */
  queries: Record<string, { count: number; ms: number }> | null;
}

export type ToServer =
  | { type: 'seed'; pairs: number; idle: number }
  | { type: 'memory' }
  | { type: 'stages' }
  | { type: 'stop' };

export type FromServer =
  | { type: 'ready'; url: string; engine: string }
  | { type: 'seeded'; pairs: BenchPair[]; idle: string[]; ms: number }
  | { type: 'memory'; sample: MemorySample; sockets: number }
  | { type: 'stages'; stages: StageTimes };
