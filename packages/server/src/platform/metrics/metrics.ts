// Prometheus metrics at /metrics (docs/OPERATIONS.md "Metrics"): process defaults (event-loop delay included), HTTP
// latency per route, and one family per API action, socket event, job kind, mail, database wait and client error.
// Every label comes from a closed list (the action registry, the socket events, the job kinds, the error codes), never
// from a person or a path, so the number of series stays bounded whatever callers send.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_STATUS } from '../http/app-error.ts';

const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const SLOW_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** The label of a request that named no registered action (or none at all). */
export const UNKNOWN_ACTION = 'unknown';

const STATUS_CODES = new Map<number, string>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]),
);

/** A response status as a bounded outcome: ok, an AppError code (BAD_INPUT, TOO_MANY…), INTERNAL or the class. */
export function outcomeOf(status: number): string {
  if (status < 400) return 'ok';
  if (status === 500) return 'INTERNAL';
  return STATUS_CODES.get(status) ?? `HTTP_${Math.floor(status / 100)}XX`;
}

const actions = new WeakMap<FastifyRequest, string>();

/** The dispatcher names the action of a request (a registered name or UNKNOWN_ACTION) for the response's metrics. */
export function markAction(request: FastifyRequest, action: string): void {
  actions.set(request, action);
}

export interface JobCensus {
  kind: string;
  status: string;
  count: number;
  oldestDueSeconds: number;
}

/** What the gauges read at scrape time; each part is set by the module that owns it. */
export interface MetricSources {
  connectedSockets?: () => number;
  jobCensus?: () => Promise<JobCensus[]>;
  databaseWaiting?: () => number;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const sources: MetricSources = {};

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const apiRequests = new Counter({
    name: 'rookery_api_requests_total',
    help: 'API actions answered, by action and outcome (ok or the error code)',
    labelNames: ['action', 'outcome'] as const,
    registers,
  });
  const apiDuration = new Histogram({
    name: 'rookery_api_duration_seconds',
    help: 'API action latency by action',
    labelNames: ['action'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const socketEvents = new Counter({
    name: 'rookery_socket_events_total',
    help: 'Socket.IO events handled, by event and outcome (ok or the error code)',
    labelNames: ['event', 'outcome'] as const,
    registers,
  });
  const socketDuration = new Histogram({
    name: 'rookery_socket_event_duration_seconds',
    help: 'Socket.IO event latency (arrival to acknowledgement) by event',
    labelNames: ['event'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  new Gauge({
    name: 'rookery_sockets_connected',
    help: 'Sockets connected to this server',
    registers,
    collect() {
      this.set(sources.connectedSockets?.() ?? 0);
    },
  });
  const jobRuns = new Counter({
    name: 'rookery_job_runs_total',
    help: 'Jobs run by this server, by kind and outcome (done, failed, released)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'rookery_job_duration_seconds',
    help: 'Job run time by kind',
    labelNames: ['kind'] as const,
    buckets: SLOW_BUCKETS,
    registers,
  });
  const jobStates = new Gauge({
    name: 'rookery_jobs',
    help: 'Jobs in the jobs table by kind and state (queued, running, done, failed, dead…)',
    labelNames: ['kind', 'state'] as const,
    registers,
  });
  const jobQueueAge = new Gauge({
    name: 'rookery_job_queue_oldest_seconds',
    help: 'How long the oldest due queued job of each kind has waited',
    labelNames: ['kind'] as const,
    registers,
  });
  const mailSent = new Counter({
    name: 'rookery_mail_total',
    help: 'Mails handed to the transport, by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const mailDuration = new Histogram({
    name: 'rookery_mail_duration_seconds',
    help: 'Time the mail transport took to accept a mail',
    buckets: SLOW_BUCKETS,
    registers,
  });
  const dbWait = new Histogram({
    name: 'rookery_db_wait_seconds',
    help: "Time a query waited for the database: PGlite's one-at-a-time queue or a pool connection",
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers,
  });
  new Gauge({
    name: 'rookery_db_waiting',
    help: "Queries waiting now for the database (PGlite's queue, or the pool's waiting count)",
    registers,
    collect() {
      this.set(sources.databaseWaiting?.() ?? 0);
    },
  });
  const clientErrors = new Counter({
    name: 'rookery_client_errors_total',
    help: 'Errors the web app reported, by kind (boundary, error, rejection)',
    labelNames: ['kind'] as const,
    registers,
  });

  /** Reads the jobs table once per scrape; a database away leaves the last figures. */
  async function censusJobs(log: FastifyInstance['log']): Promise<void> {
    if (!sources.jobCensus) return;
    try {
      const rows = await sources.jobCensus();
      jobStates.reset();
      jobQueueAge.reset();
      for (const row of rows) {
        jobStates.set({ kind: row.kind, state: row.status }, row.count);
        if (row.status === 'queued') jobQueueAge.set({ kind: row.kind }, row.oldestDueSeconds);
      }
    } catch (err) {
      log.warn({ err }, 'metrics: could not count the jobs');
    }
  }

  const api = {
    observe(action: string, status: number, seconds: number) {
      apiRequests.inc({ action, outcome: outcomeOf(status) });
      apiDuration.observe({ action }, seconds);
    },
  };

  /**
   * rookery_redis_up, 1 while this server reaches Redis and 0 while it is away; registered only with REDIS_URL, so a
   * one-server setup has no series and its alert never fires.
   */
  function watchRedis(connected: () => boolean): void {
    new Gauge({
      name: 'rookery_redis_up',
      help: 'Whether this server reaches Redis now (1) or not (0)',
      registers,
      collect() {
        this.set(connected() ? 1 : 0);
      },
    });
  }

  return {
    registry,
    sources,
    watchRedis,
    api,
    socket: {
      observe(event: string, outcome: string, seconds: number) {
        socketEvents.inc({ event, outcome });
        socketDuration.observe({ event }, seconds);
      },
    },
    jobs: {
      observe(kind: string, outcome: 'done' | 'failed' | 'released', seconds: number) {
        jobRuns.inc({ kind, outcome });
        jobDuration.observe({ kind }, seconds);
      },
    },
    mail: {
      /** Times one hand-over to the transport and counts it as sent or failed; the error goes on to the caller. */
      async timed<T>(send: () => Promise<T>): Promise<T> {
        const end = mailDuration.startTimer();
        try {
          const result = await send();
          mailSent.inc({ outcome: 'sent' });
          return result;
        } catch (err) {
          mailSent.inc({ outcome: 'failed' });
          throw err;
        } finally {
          end();
        }
      },
    },
    database: {
      waited(seconds: number) {
        dbWait.observe(seconds);
      },
    },
    clientErrors: {
      count(kind: string) {
        clientErrors.inc({ kind });
      },
    },

    /** The latency hooks and GET /metrics on this server. */
    register(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const seconds = reply.elapsedTime / 1000;
        const route = request.routeOptions.url ?? 'unmatched';
        httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, seconds);
        if (route === '/api') api.observe(actions.get(request) ?? UNKNOWN_ACTION, reply.statusCode, seconds);
      });
      app.get('/metrics', async (_request, reply) => {
        await censusJobs(app.log);
        reply.type(registry.contentType);
        return registry.metrics();
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type MailMetrics = Metrics['mail'];
export type JobMetrics = Metrics['jobs'];
export type SocketMetrics = Metrics['socket'];
